import type {
  AppointmentGridGateway,
  AppointmentGridPage,
  AppointmentGridQuery,
  AppointmentStateOption,
  DoctorOption,
} from '../../application/ports/appointment-grid-gateway';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import { ResourceKey } from '../../application/resources/resource-key';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  APPOINTMENT_GRID_CALL,
  appointmentGridPageSchema,
  toAppointmentGridPage,
  toAppointmentGridQuery,
} from '../../contract/appointments/appointment-grid';
import { mapped } from '../../contract/shared/values';
import { sendWireCall } from './wire-request';

const gridPageCheck = mapped(appointmentGridPageSchema, toAppointmentGridPage);

export interface FetchAppointmentGridGatewayOptions {
  readonly http: HttpClient;
  /** Serves the two lookups: the catalogue's `appointmentStates` and `appointmentFilterDoctors`. */
  readonly resources: ResourceGateway;
}

/**
 * `AppointmentGridGateway`: a page is `GET /api/Appointment/FilterAppointmentsDashboard` with the
 * staff token and `?skip=…` first, then the page size and the chosen filter criteria (the spec's "the
 * extra filter text"); the states and doctors lookups are catalogue reads that carry no token.
 */
export class FetchAppointmentGridGateway implements AppointmentGridGateway {
  constructor(private readonly options: FetchAppointmentGridGatewayOptions) {}

  page(query: AppointmentGridQuery): Promise<Result<AppointmentGridPage, AppError>> {
    return sendWireCall(this.options.http, APPOINTMENT_GRID_CALL, {
      name: 'appointmentGridPage',
      check: gridPageCheck,
      query: toAppointmentGridQuery(query),
    });
  }

  states(): Promise<Result<readonly AppointmentStateOption[], AppError>> {
    return this.options.resources.load(ResourceKey.AppointmentStates);
  }

  doctors(): Promise<Result<readonly DoctorOption[], AppError>> {
    return this.options.resources.load(ResourceKey.AppointmentFilterDoctors);
  }
}
