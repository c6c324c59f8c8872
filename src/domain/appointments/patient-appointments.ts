import { AppointmentState } from './appointment-state';
import type { PatientId } from './patient-id';

// Read once per module, not once per row: imported bindings can be getters (module runners).
const { Reserved, CancelledByPatient, CancelledByAssistant } = AppointmentState;

/** What the patient-side rules read on a patient's appointment. Times are epoch ms. */
export interface PatientAppointmentRow {
  readonly state: AppointmentState;
  readonly endingTime: number;
  readonly issuerId: PatientId;
}

/**
 * A kept appointment with its computed missed flag. The flag sits beside the appointment rather
 * than spread into a copy of it: one small fixed-shape object per row keeps the rule cheap on long
 * lists, and the appointment itself is passed through untouched.
 */
export interface PatientAppointment<T extends PatientAppointmentRow> {
  readonly appointment: T;
  readonly missed: boolean;
}

/**
 * The patient site's rules, in one pass keeping the order:
 * - only appointments whose issuerId is `patientId` are kept;
 * - cancelled ones (states 5 and 6) are hidden;
 * - `missed` is true for a reserved appointment (state 1) whose endingTime is at or before `now`,
 *   false for one still to end, and false for every other state: the flag marks a booking the
 *   clock overtook before staff handled it, while a state-7 row already says "Missed" by its state.
 */
export function patientAppointments<T extends PatientAppointmentRow>(
  rows: readonly T[],
  patientId: PatientId,
  now: number,
): PatientAppointment<T>[] {
  // Sized once for the worst case and trimmed at the end, rather than grown row by row.
  const kept = new Array<PatientAppointment<T>>(rows.length);
  let count = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as T;
    if (row.issuerId !== patientId) continue;
    const state = row.state;
    if (state === CancelledByPatient || state === CancelledByAssistant) continue;
    kept[count++] = { appointment: row, missed: state === Reserved && row.endingTime <= now };
  }
  kept.length = count;
  return kept;
}
