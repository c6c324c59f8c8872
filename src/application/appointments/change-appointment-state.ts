import type { AppointmentId } from '../../domain/appointments/appointment-id';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import { appointmentStateLabel } from '../../domain/appointments/appointment-state-label';
import { transition, type TransitionError } from '../../domain/appointments/appointment-transition';
import { applyMissedRule } from '../../domain/appointments/missed-rule';
import { AppErrors, type AppError } from '../../domain/errors/app-error';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AppointmentsGateway, OnlineAppointment } from '../ports/appointments-gateway';
import type { Clock } from '../ports/clock';
import { recordForbidden } from '../lists/record-forbidden';
import { replaceListItems } from '../lists/replace-list-items';
import type { StateStore } from '../shared/state-store';
import { ONLINE_APPOINTMENTS_POLICY, type OnlineAppointmentsState } from './online-appointments-state';

/** Another change of the same appointment is still waiting for the server. */
export interface ChangeInProgress {
  readonly code: 'ChangeInProgress';
  readonly id: AppointmentId;
}

export type ChangeStateError = TransitionError | ChangeInProgress | AppError;

/**
 * Changes an appointment's state. The domain's transition model decides first: a refused change
 * never reaches the server. An accepted one is sent; once the server agrees, the row takes the
 * new state and label and the counters are recounted (with the missed rule at the clock's now,
 * so a booking the clock overtook meanwhile is shown missed too). While one change of an
 * appointment waits for the server, another change of it is refused.
 */
export class ChangeAppointmentState {
  private readonly pending = new Set<AppointmentId>();

  constructor(
    private readonly gateway: AppointmentsGateway,
    private readonly clock: Clock,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  async execute(
    store: StateStore<OnlineAppointmentsState>,
    id: AppointmentId,
    to: AppointmentState,
  ): Promise<Result<OnlineAppointment, ChangeStateError>> {
    const current = store.get().list.items.find((row) => row.id === id);
    if (current === undefined) return err(AppErrors.notFound({ id }));
    const checked = transition(current.state, to);
    if (!checked.ok) return checked;
    if (this.pending.has(id)) return err({ code: 'ChangeInProgress', id });

    this.pending.add(id);
    try {
      const result = await this.gateway.changeState(id, to);
      if (!result.ok) {
        recordForbidden(this.forbidden, ONLINE_APPOINTMENTS_POLICY.area, result.error);
        return result;
      }
      return ok(this.applyChange(store, current, to));
    } finally {
      this.pending.delete(id);
    }
  }

  /** Applies the change to the row as it is now: the list may have been reloaded meanwhile. */
  private applyChange(
    store: StateStore<OnlineAppointmentsState>,
    before: OnlineAppointment,
    to: AppointmentState,
  ): OnlineAppointment {
    const change = (row: OnlineAppointment): OnlineAppointment => ({
      ...row,
      state: to,
      stateLabel: appointmentStateLabel(to),
    });
    const state = store.get();
    const rows = state.list.items.map((row) => (row.id === before.id ? change(row) : row));
    const outcome = applyMissedRule(rows, this.clock.now().getTime());
    const list = replaceListItems(state.list, ONLINE_APPOINTMENTS_POLICY, outcome.appointments);
    store.set({ list, reserved: outcome.reserved, missed: outcome.missed });
    return outcome.appointments.find((row) => row.id === before.id) ?? change(before);
  }
}
