import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { GridAppointmentWire } from '../../../src/contract/appointments/appointment-grid';
import { iso } from '../shared/wire-row';

/** The columns of an appointment the grid and the calendar send. */
export interface AppointmentRow {
  id: number;
  issuer_id: string;
  state: number;
  /** A `Date`, or the time as text with its offset (a page read as JSON). */
  starting_time: Date | string;
  ending_time: Date | string;
}

/** The names the grid adds to its rows: who it is for and the doctor. */
export interface AppointmentNames {
  readonly patientName: string;
  readonly doctorName: { en: string; ku: string; ar: string };
}

/** A row of the grid or the calendar (`GridAppointmentWire`); the grid adds the names. */
export const toGridAppointmentWire = (
  row: AppointmentRow,
  issuerId: string = row.issuer_id,
  names?: AppointmentNames,
): GridAppointmentWire => ({
  id: row.id,
  startTime: iso(row.starting_time),
  endTime: iso(row.ending_time),
  issuerId,
  appointmentState: row.state as AppointmentState,
  ...names,
});
