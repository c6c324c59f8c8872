import type { DoctorAssistantItem } from '../../../application/resources/dashboard-items';
import { object, str, type Check } from './shape';
import { idText, wireId } from './wire-values';

/** A doctor assistant of `/DoctorAssistants/Dashboard` (000 §3 `fullName`; `id` is the product's). */
export interface DoctorAssistantWire {
  id: string | number;
  fullName: string;
}

export const doctorAssistantCheck: Check<DoctorAssistantWire> = object({ id: wireId, fullName: str });

export const toDoctorAssistant = (wire: DoctorAssistantWire): DoctorAssistantItem => ({
  id: idText(wire.id),
  fullName: wire.fullName,
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
