import type { BoardAppointment } from '../../domain/appointments/appointment-board';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import { applyMissedRule } from '../../domain/appointments/missed-rule';
import type { AppError } from '../../domain/errors/app-error';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { PermissionArea } from '../../domain/lists/permission-area';
import { ok, type Result } from '../../domain/shared/result';
import { recordForbidden } from '../lists/record-forbidden';
import type { AppointmentBoardGateway, RowOutcome, RowToChange } from '../ports/appointment-board-gateway';
import type { Clock } from '../ports/clock';
import type { AppointmentChanged, RealtimeHubs } from '../ports/realtime-hubs';
import type { Unsubscribe } from '../ports/unsubscribe';
import type { StateStore } from '../shared/state-store';

/**
 * The reception board's use cases: read a day (with the missed rule at the clock's now), change
 * one or many rows, undo recent changes, and hear about changes made elsewhere. A 403 marks the
 * appointments area forbidden, as every list does.
 */
export class AppointmentBoardActions {
  constructor(
    private readonly gateway: AppointmentBoardGateway,
    private readonly clock: Clock,
    private readonly hubs: RealtimeHubs,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  /** The clock's now, in epoch ms: the board's "today" and the missed rule's instant. */
  now(): number {
    return this.clock.now().getTime();
  }

  /** The appointments starting in [from, to), after the missed rule. */
  async load(from: number, to: number): Promise<Result<readonly BoardAppointment[], AppError>> {
    const answer = await this.gateway.day(from, to);
    if (!answer.ok) return this.failed(answer);
    // The clock is read when the answer is there: "now" is the moment the rows are shown.
    return ok(applyMissedRule(answer.value, this.now()).appointments);
  }

  async change(
    row: RowToChange,
    to: AppointmentState,
    reason: string | null,
  ): Promise<Result<RowOutcome, AppError>> {
    const answer = await this.gateway.change(row, to, reason);
    return answer.ok ? answer : this.failed(answer);
  }

  async changeMany(
    rows: readonly RowToChange[],
    to: AppointmentState,
    reason: string | null,
  ): Promise<Result<readonly RowOutcome[], AppError>> {
    const answer = await this.gateway.changeMany(rows, to, reason);
    return answer.ok ? answer : this.failed(answer);
  }

  async undo(changeIds: readonly number[]): Promise<Result<readonly RowOutcome[], AppError>> {
    const answer = await this.gateway.undo(changeIds);
    return answer.ok ? answer : this.failed(answer);
  }

  /**
   * Calls `onChange` with the event when a member of staff changes an appointment (or a patient
   * books or cancels one), and with null after the hubs reconnect, since events sent meanwhile
   * are lost.
   */
  watch(onChange: (change: AppointmentChanged | null) => void): Unsubscribe {
    const off = [
      this.hubs.onAppointmentChanged((change) => onChange(change)),
      this.hubs.onReconnected(() => onChange(null)),
    ];
    return () => off.forEach((stop) => stop());
  }

  private failed<T>(answer: { ok: false; error: AppError }): Result<T, AppError> {
    recordForbidden(this.forbidden, PermissionArea.Appointments, answer.error);
    return answer;
  }
}
