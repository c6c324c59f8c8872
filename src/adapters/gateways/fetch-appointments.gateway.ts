import type { AppointmentsGateway, OnlineAppointment } from '../../application/ports/appointments-gateway';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import { ResourceKey } from '../../application/resources/resource-key';
import type { AppointmentId } from '../../domain/appointments/appointment-id';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { APPOINTMENT_STATE_CALL, toAppointmentStateChange } from '../../contract/appointments/appointments';
import { ignoredBody } from '../../contract/shared/schema';
import { sendWireCall } from './wire-request';

export interface FetchAppointmentsGatewayOptions {
  readonly http: HttpClient;
  /** Serves the list: it is the catalogue's `onlineAppointments` read. */
  readonly resources: ResourceGateway;
}

/**
 * `AppointmentsGateway`: the list is the resource gateway's `onlineAppointments`
 * (`GET /api/Appointment`, staff token); a state change is the product's extension
 * `PUT /api/Appointment/{id}/state` with `{ appointmnetState }`, whose answer is not read.
 */
export class FetchAppointmentsGateway implements AppointmentsGateway {
  constructor(private readonly options: FetchAppointmentsGatewayOptions) {}

  list(): Promise<Result<readonly OnlineAppointment[], AppError>> {
    return this.options.resources.load(ResourceKey.OnlineAppointments);
  }

  changeState(id: AppointmentId, state: AppointmentState): Promise<Result<void, AppError>> {
    return sendWireCall(this.options.http, APPOINTMENT_STATE_CALL, {
      name: 'changeAppointmentState',
      check: ignoredBody,
      params: { id },
      body: toAppointmentStateChange(state),
    });
  }
}
