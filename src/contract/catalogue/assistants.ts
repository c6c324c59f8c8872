import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import { idText, wireId } from '../shared/values';

/** A doctor assistant of `/DoctorAssistants/Dashboard` (the spec's `fullName`; `id` is the product's). */
export interface DoctorAssistantWire {
  id: string | number;
  fullName: string;
}

export const doctorAssistantSchema: Schema<DoctorAssistantWire> = v.looseObject({
  id: wireId,
  fullName: str,
});

export const toDoctorAssistant = (wire: DoctorAssistantWire) => ({
  id: idText(wire.id),
  fullName: wire.fullName,
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
