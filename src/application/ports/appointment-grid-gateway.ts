import type { CalendarAppointment } from '../../domain/appointments/calendar-events';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import type { DoctorId } from '../../domain/doctors/doctor-id';
import type { AppError } from '../../domain/errors/app-error';
import type { LocalDate } from '../../domain/patients/local-date';
import type { Result } from '../../domain/shared/result';

/** A row of the paginated grid: id, start and end time (epoch ms), issuer, state. */
export type GridAppointment = CalendarAppointment;

/** A state the grid's filter offers (`GET /api/Appointment/GetAppointmentStates`). */
export interface AppointmentStateOption {
  readonly state: AppointmentState;
  readonly label: string;
}

/** A doctor the grid's filter offers (`GET /api/Appointment/GetDoctorsForAppointmentFilter`). */
export interface DoctorOption {
  readonly id: DoctorId;
  readonly name: string;
}

/**
 * The grid's filter: the spec's "extra filter text" appended after `skip`. The criteria are the
 * product's (the spec does not show the text); every one is optional and `undefined` means "not
 * chosen". The adapter writes them as query parameters after `skip`.
 */
export interface AppointmentGridFilter {
  readonly doctorId?: DoctorId | undefined;
  readonly state?: AppointmentState | undefined;
  /** Appointments starting on this local day or later. */
  readonly from?: LocalDate | undefined;
  /** Appointments starting on this local day or earlier. */
  readonly to?: LocalDate | undefined;
}

/** One page request: `skip` = (page - 1) * pageSize. */
export interface AppointmentGridQuery {
  readonly skip: number;
  readonly pageSize: number;
  readonly filter: AppointmentGridFilter;
}

/** One page of the grid: its appointments, the total count and the states list. */
export interface AppointmentGridPage {
  readonly appointments: readonly GridAppointment[];
  readonly total: number;
  readonly states: readonly AppointmentStateOption[];
}

/**
 * The paginated appointments grid: `GET /api/Appointment/FilterAppointmentsDashboard` with the
 * staff token, and its two lookups, which carry no token. An implementation never throws.
 */
export interface AppointmentGridGateway {
  page(query: AppointmentGridQuery): Promise<Result<AppointmentGridPage, AppError>>;
  states(): Promise<Result<readonly AppointmentStateOption[], AppError>>;
  doctors(): Promise<Result<readonly DoctorOption[], AppError>>;
}
