import { err, ok, type Result } from '../shared/result';
import { ALL_APPOINTMENT_STATES, type AppointmentState } from './appointment-state';

/** A state number the product does not know: a coded value, so a new backend state never crashes a list. */
export interface UnknownAppointmentState {
  readonly code: 'UnknownAppointmentState';
  readonly value: unknown;
}

const known: ReadonlySet<unknown> = new Set<unknown>(ALL_APPOINTMENT_STATES);

/** Reads a state number from the wire. Anything but the integers 1 to 7 is `UnknownAppointmentState`. */
export function parseAppointmentState(value: unknown): Result<AppointmentState, UnknownAppointmentState> {
  return known.has(value) ? ok(value as AppointmentState) : err({ code: 'UnknownAppointmentState', value });
}
