import { AppointmentState } from './appointment-state';
import { appointmentStateLabel } from './appointment-state-label';

/**
 * What the missed rule reads and writes on a dashboard appointment. Times are epoch milliseconds:
 * the adapter reads the backend's local-time strings in the browser's time zone, so comparing
 * numbers here is comparing local times.
 */
export interface MissedRuleRow {
  readonly state: AppointmentState;
  /** The label shown for the state (the backend's state string until a rule relabels it). */
  readonly stateLabel: string;
  readonly startingTime: number;
}

/** The list after the rule, with the two counters the dashboard shows. */
export interface MissedRuleOutcome<T extends MissedRuleRow> {
  readonly appointments: readonly T[];
  readonly reserved: number;
  readonly missed: number;
}

// Read once per module, not once per row: imported bindings can be getters (module runners).
const { Reserved, Missed } = AppointmentState;
const MISSED_LABEL = appointmentStateLabel(Missed);

/**
 * The dashboard's rule on load: every appointment in state 1 whose startingTime is at or before
 * `now` is relabelled "Missed" and set to 7; nothing else changes. Counts reserved and missed after
 * the rule. One pass; only relabelled rows are copied, the others are reused as they are.
 */
export function applyMissedRule<T extends MissedRuleRow>(
  rows: readonly T[],
  now: number,
): MissedRuleOutcome<T> {
  const appointments = new Array<T>(rows.length);
  let reserved = 0;
  let missed = 0;
  for (let i = 0; i < rows.length; i++) {
    let row = rows[i] as T;
    if (row.state === Reserved) {
      if (row.startingTime <= now) {
        row = { ...row, state: Missed, stateLabel: MISSED_LABEL };
        missed++;
      } else {
        reserved++;
      }
    } else if (row.state === Missed) {
      missed++;
    }
    appointments[i] = row;
  }
  return { appointments, reserved, missed };
}
