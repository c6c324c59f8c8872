import { asAppointmentId } from '../../../domain/appointments/appointment-id';
import type { AppointmentState } from '../../../domain/appointments/appointment-state';
import type { CalendarAppointment } from '../../../domain/appointments/calendar-events';
import { asPatientId } from '../../../domain/appointments/patient-id';
import type { DoctorId } from '../../../domain/doctors/doctor-id';
import type {
  AppointmentGridPage,
  AppointmentGridQuery,
  AppointmentStateOption,
  DoctorOption,
} from '../../../application/ports/appointment-grid-gateway';
import { appointmentStateNumber } from './appointments.wire';
import { epochMs, isoDateTime } from './iso-date-time';
import { arrayOf, object, str, type Check } from './shape';
import type { WireCall } from './wire-call';
import { count, idText, wireId } from './wire-values';

/** A row of the paginated grid and of the doctor calendar (001 §3). */
export interface GridAppointmentWire {
  id: string | number;
  startTime: string;
  endTime: string;
  issuerId: string | number;
  appointmentState: AppointmentState;
}

export const gridAppointmentCheck: Check<GridAppointmentWire> = object({
  id: wireId,
  startTime: isoDateTime,
  endTime: isoDateTime,
  issuerId: wireId,
  appointmentState: appointmentStateNumber,
});

export function toGridAppointment(wire: GridAppointmentWire): CalendarAppointment {
  return {
    id: asAppointmentId(idText(wire.id)),
    startTime: epochMs(wire.startTime),
    endTime: epochMs(wire.endTime),
    issuerId: asPatientId(idText(wire.issuerId)),
    state: wire.appointmentState,
  };
}

/**
 * A state the grid offers: the rows of `GET /api/Appointment/GetAppointmentStates` and the
 * `states` list of a grid page. `id` is the state number, `name` its label (product's names).
 */
export interface AppointmentStateOptionWire {
  id: AppointmentState;
  name: string;
}

export const appointmentStateOptionCheck: Check<AppointmentStateOptionWire> = object({
  id: appointmentStateNumber,
  name: str,
});

export const toAppointmentStateOption = (wire: AppointmentStateOptionWire): AppointmentStateOption => ({
  state: wire.id,
  label: wire.name,
});

/** A doctor of `GET /api/Appointment/GetDoctorsForAppointmentFilter` (product's names). */
export interface DoctorOptionWire {
  id: string | number;
  name: string;
}

export const doctorOptionCheck: Check<DoctorOptionWire> = object({ id: wireId, name: str });

export const toDoctorOption = (wire: DoctorOptionWire): DoctorOption => ({
  id: idText(wire.id) as DoctorId,
  name: wire.name,
});

/**
 * `GET /api/Appointment/FilterAppointmentsDashboard?skip=…` (001 §3, §7): the page's appointments,
 * the total count of the filter (`count`, the product's name) and the states list.
 */
export interface AppointmentGridPageWire {
  appointments: GridAppointmentWire[];
  count: number;
  states: AppointmentStateOptionWire[];
}

export const appointmentGridPageCheck: Check<AppointmentGridPageWire> = object({
  appointments: arrayOf(gridAppointmentCheck),
  count,
  states: arrayOf(appointmentStateOptionCheck),
});

export const toAppointmentGridPage = (wire: AppointmentGridPageWire): AppointmentGridPage => ({
  appointments: wire.appointments.map(toGridAppointment),
  total: wire.count,
  states: wire.states.map(toAppointmentStateOption),
});

export const APPOINTMENT_GRID_CALL: WireCall = {
  method: 'GET',
  path: '/Appointment/FilterAppointmentsDashboard',
  auth: 'staff',
};

/**
 * The query of a grid page: `skip` first (001 §7), then the page size and the filter, which the
 * spec calls "extra filter text" without showing it. Criteria not chosen are left out.
 */
// A type, not an interface, so it fits the HTTP client's `QueryParams` record as it is.
export type AppointmentGridQueryWire = {
  skip: number;
  pageSize: number;
  doctorId?: string | undefined;
  appointmentState?: AppointmentState | undefined;
  /** `YYYY-MM-DD`, local day: appointments starting on it or later. */
  from?: string | undefined;
  /** `YYYY-MM-DD`, local day: appointments starting on it or earlier. */
  to?: string | undefined;
};

export const toAppointmentGridQuery = (query: AppointmentGridQuery): AppointmentGridQueryWire => ({
  skip: query.skip,
  pageSize: query.pageSize,
  doctorId: query.filter.doctorId,
  appointmentState: query.filter.state,
  from: query.filter.from,
  to: query.filter.to,
});

/** Spec paths served by this file's named call (the two lookups are resource-table rows). */
export const WIRE_PATHS: readonly string[] = [APPOINTMENT_GRID_CALL.path];
