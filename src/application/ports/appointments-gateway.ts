import type { AppointmentId } from '../../domain/appointments/appointment-id';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import type { MissedRuleRow } from '../../domain/appointments/missed-rule';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/**
 * A dashboard online appointment (`appointmnetState`, `appointmnetStateString`, `startingTime`,
 * `endingTime` on the wire). Times are epoch ms of the backend's local times read in the browser's
 * time zone, as the missed rule compares them.
 */
export interface OnlineAppointment extends MissedRuleRow {
  readonly id: AppointmentId;
  /** The backend's state number. */
  readonly state: AppointmentState;
  /** The backend's state text, until the missed rule relabels the row. */
  readonly stateLabel: string;
  readonly startingTime: number;
  readonly endingTime: number;
}

/**
 * The dashboard's online appointments (`GET /api/Appointment`, staff token, area `appointments`)
 * and the product's state change (`PUT /api/Appointment/{id}/state`, an extension,
 * docs/api-extensions.md). An implementation never throws; it does not apply the missed rule (the
 * application does, with the clock) and does not check transitions (the application did before
 * calling `changeState`).
 */
export interface AppointmentsGateway {
  list(): Promise<Result<readonly OnlineAppointment[], AppError>>;
  /** Sets the appointment's state on the server; a 403, 404 or 409 comes back as its `AppError`. */
  changeState(id: AppointmentId, state: AppointmentState): Promise<Result<void, AppError>>;
}
