import { asAppointmentId } from '../../domain/appointments/appointment-id';
import { ALL_APPOINTMENT_STATES, type AppointmentState } from '../../domain/appointments/appointment-state';
import type { CalendarAppointment } from '../../domain/appointments/calendar-events';
import { asPatientId } from '../../domain/appointments/patient-id';
import type { DoctorId } from '../../domain/doctors/doctor-id';
import { appointmentStateNumber } from '../appointments/appointments';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { count, idText, wireId, queryCount, filledText, requestDay } from '../shared/values';

/** A row of the paginated grid and of the doctor calendar (the spec). */
export interface GridAppointmentWire {
  id: string | number;
  startTime: string;
  endTime: string;
  issuerId: string | number;
  appointmentState: AppointmentState;
  /** The product's addition to the grid's rows: who it is for (docs/api-extensions.md). */
  patientName?: string | undefined;
  /** The product's addition to the grid's rows: the doctor's name in the three languages. */
  doctorName?: { en: string; ku: string; ar: string } | undefined;
}

export const gridAppointmentSchema: Schema<GridAppointmentWire> = v.looseObject({
  id: wireId,
  startTime: isoDateTime,
  endTime: isoDateTime,
  issuerId: wireId,
  appointmentState: appointmentStateNumber,
  patientName: v.optional(str),
  doctorName: v.optional(v.looseObject({ en: str, ku: str, ar: str })),
});

export function toGridAppointment(wire: GridAppointmentWire): CalendarAppointment {
  return {
    id: asAppointmentId(idText(wire.id)),
    startTime: epochMs(wire.startTime),
    endTime: epochMs(wire.endTime),
    issuerId: asPatientId(idText(wire.issuerId)),
    state: wire.appointmentState,
    ...(wire.patientName === undefined ? {} : { patientName: wire.patientName }),
    ...(wire.doctorName === undefined
      ? {}
      : { doctorName: { en: wire.doctorName.en, ku: wire.doctorName.ku, ar: wire.doctorName.ar } }),
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

export const appointmentStateOptionSchema: Schema<AppointmentStateOptionWire> = v.looseObject({
  id: appointmentStateNumber,
  name: str,
});

export const toAppointmentStateOption = (wire: AppointmentStateOptionWire) => ({
  state: wire.id,
  label: wire.name,
});

/** A doctor of `GET /api/Appointment/GetDoctorsForAppointmentFilter` (product's names). */
export interface DoctorOptionWire {
  id: string | number;
  name: string;
}

export const doctorOptionSchema: Schema<DoctorOptionWire> = v.looseObject({ id: wireId, name: str });

export const toDoctorOption = (wire: DoctorOptionWire) => ({
  id: idText(wire.id) as DoctorId,
  name: wire.name,
});

/**
 * `GET /api/Appointment/FilterAppointmentsDashboard?skip=…` (the spec): the page's appointments,
 * the total count of the filter (`count`, the product's name) and the states list.
 */
export interface AppointmentGridPageWire {
  appointments: GridAppointmentWire[];
  count: number;
  states: AppointmentStateOptionWire[];
}

export const appointmentGridPageSchema: Schema<AppointmentGridPageWire> = v.looseObject({
  appointments: v.array(gridAppointmentSchema),
  count,
  states: v.array(appointmentStateOptionSchema),
});

export const toAppointmentGridPage = (wire: AppointmentGridPageWire) => ({
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
 * The query of a grid page: `skip` first (the spec), then the page size and the filter, which the
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

/** A state number in a query string: the client sends the number, the server reads its text. */
const queryState: Schema<AppointmentState> = v.union([
  appointmentStateNumber,
  v.pipe(
    v.string(),
    v.check((text) => (ALL_APPOINTMENT_STATES as readonly number[]).includes(Number(text))),
    v.transform((text) => Number(text) as AppointmentState),
  ),
]);

export const appointmentGridQuerySchema: Schema<AppointmentGridQueryWire> = v.looseObject({
  skip: queryCount,
  pageSize: queryCount,
  doctorId: v.optional(filledText),
  appointmentState: v.optional(queryState),
  from: v.optional(requestDay),
  to: v.optional(requestDay),
});

export const toAppointmentGridQuery = (query: {
  readonly skip: number;
  readonly pageSize: number;
  readonly filter: {
    readonly doctorId?: string | undefined;
    readonly state?: AppointmentState | undefined;
    readonly from?: string | undefined;
    readonly to?: string | undefined;
  };
}): AppointmentGridQueryWire => ({
  skip: query.skip,
  pageSize: query.pageSize,
  doctorId: query.filter.doctorId,
  appointmentState: query.filter.state,
  from: query.filter.from,
  to: query.filter.to,
});

/** Spec paths served by this file's named call (the two lookups are resource-table rows). */
export const WIRE_PATHS: readonly string[] = [APPOINTMENT_GRID_CALL.path];
