import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { GridAppointmentWire } from '../../../src/contract/appointments/appointment-grid';
import { iso } from '../shared/wire-row';

/** The columns of an appointment the grid and the calendar send. */
export interface AppointmentRow {
  id: number;
  issuer_id: string;
  state: number;
  starting_time: Date;
  ending_time: Date;
}

/** A row of the grid or the calendar (`GridAppointmentWire`). */
export const toGridAppointmentWire = (
  row: AppointmentRow,
  issuerId: string = row.issuer_id,
): GridAppointmentWire => ({
  id: row.id,
  startTime: iso(row.starting_time),
  endTime: iso(row.ending_time),
  issuerId,
  appointmentState: row.state as AppointmentState,
});
