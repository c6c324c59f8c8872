import { AppointmentState } from './appointment-state';

// Read once per module, not once per row: imported bindings can be getters (module runners).
const { Assigned, Waiting, Seen, CancelledByPatient, CancelledByAssistant } = AppointmentState;

/** How many appointments are in each of these states (the appointment state summary). */
export interface AppointmentStateSummary {
  readonly assigned: number;
  readonly waiting: number;
  readonly seen: number;
  readonly cancelledByPatient: number;
  readonly cancelledByAssistant: number;
}

/** Counts a list into a summary, in one pass. Reserved and missed are the missed rule's counters. */
export function summarizeAppointmentStates(
  rows: readonly { readonly state: AppointmentState }[],
): AppointmentStateSummary {
  let assigned = 0;
  let waiting = 0;
  let seen = 0;
  let cancelledByPatient = 0;
  let cancelledByAssistant = 0;
  for (let i = 0; i < rows.length; i++) {
    switch ((rows[i] as { readonly state: AppointmentState }).state) {
      case Assigned:
        assigned++;
        break;
      case Waiting:
        waiting++;
        break;
      case Seen:
        seen++;
        break;
      case CancelledByPatient:
        cancelledByPatient++;
        break;
      case CancelledByAssistant:
        cancelledByAssistant++;
        break;
      default:
        break;
    }
  }
  return { assigned, waiting, seen, cancelledByPatient, cancelledByAssistant };
}
