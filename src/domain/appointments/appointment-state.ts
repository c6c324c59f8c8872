/**
 * The states of an online appointment, by the number the backend sends. The grid and calendar list
 * only 1 to 6; 7 is added by the missed rule, which alone sets it.
 */
export const AppointmentState = {
  Reserved: 1,
  Assigned: 2,
  Waiting: 3,
  Seen: 4,
  CancelledByPatient: 5,
  CancelledByAssistant: 6,
  Missed: 7,
} as const;

export type AppointmentState = (typeof AppointmentState)[keyof typeof AppointmentState];

/** Every state, in numeric order. */
export const ALL_APPOINTMENT_STATES: readonly AppointmentState[] = [1, 2, 3, 4, 5, 6, 7];

/** True for the two cancellations (5 and 6), which both the patient list and the calendar hide. */
export function isCancelled(state: AppointmentState): boolean {
  return state === AppointmentState.CancelledByPatient || state === AppointmentState.CancelledByAssistant;
}
