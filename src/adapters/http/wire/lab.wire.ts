import type { LabTestProfileItem } from '../../../application/resources/dashboard-items';
import { object, str, type Check } from './shape';
import { idText, wireId } from './wire-values';

/**
 * A lab test profile (000 §3 `appearanceName`; `id` is the product's), as both
 * `/LabDepartment/GetLabTestProfile` (dashboard) and `/LabDepartment/GetLabTestProfileWeb` (site)
 * list them.
 */
export interface LabTestProfileWire {
  id: string | number;
  appearanceName: string;
}

export const labTestProfileCheck: Check<LabTestProfileWire> = object({ id: wireId, appearanceName: str });

export const toLabTestProfile = (wire: LabTestProfileWire): LabTestProfileItem => ({
  id: idText(wire.id),
  appearanceName: wire.appearanceName,
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
