import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import { idText, wireId } from '../shared/values';

/**
 * A lab test profile (the spec's `appearanceName`; `id` is the product's), as both
 * `/LabDepartment/GetLabTestProfile` (dashboard) and `/LabDepartment/GetLabTestProfileWeb` (site)
 * list them.
 */
export interface LabTestProfileWire {
  id: string | number;
  appearanceName: string;
}

export const labTestProfileSchema: Schema<LabTestProfileWire> = v.looseObject({
  id: wireId,
  appearanceName: str,
});

export const toLabTestProfile = (wire: LabTestProfileWire) => ({
  id: idText(wire.id),
  appearanceName: wire.appearanceName,
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
