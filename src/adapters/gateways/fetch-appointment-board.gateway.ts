import type {
  AppointmentBoardGateway,
  RowOutcome,
  RowToChange,
} from '../../application/ports/appointment-board-gateway';
import type { BoardAppointment } from '../../domain/appointments/appointment-board';
import { appointmentStateLabel } from '../../domain/appointments/appointment-state-label';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import type { AppError } from '../../domain/errors/app-error';
import { ok, type Result } from '../../domain/shared/result';
import {
  APPOINTMENT_BOARD_CALL,
  APPOINTMENT_BULK_STATE_CALL,
  APPOINTMENT_UNDO_CALL,
  appointmentBoardSchema,
  appointmentStateChangedSchema,
  bulkResultSchema,
  stateRefusalSchema,
  toBoardAppointment,
  toBulkStateChange,
  toChangeOutcome,
  toRowOutcome,
  undoResultSchema,
} from '../../contract/appointments/appointment-board';
import { APPOINTMENT_STATE_CALL, toAppointmentStateChange } from '../../contract/appointments/appointments';
import { mapped } from '../../contract/shared/values';
import { validate } from '../../contract/shared/schema';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

/**
 * `AppointmentBoardGateway` over the product's board calls. A single change's 409 carries the row
 * as it is now; it becomes a refused `RowOutcome`, like a refused row of a bulk change.
 */
export class FetchAppointmentBoardGateway implements AppointmentBoardGateway {
  constructor(private readonly http: HttpClient) {}

  day(from: number, to: number): Promise<Result<readonly BoardAppointment[], AppError>> {
    return sendWireCall(this.http, APPOINTMENT_BOARD_CALL, {
      name: 'appointmentBoard',
      check: mapped(appointmentBoardSchema, (wire) =>
        wire.appointments.map((row) => {
          const read = toBoardAppointment(row);
          return { ...read, stateLabel: appointmentStateLabel(read.state) };
        }),
      ),
      query: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    });
  }

  async change(
    row: RowToChange,
    to: AppointmentState,
    reason: string | null,
  ): Promise<Result<RowOutcome, AppError>> {
    const answer = await sendWireCall(this.http, APPOINTMENT_STATE_CALL, {
      name: 'changeAppointmentState',
      check: appointmentStateChangedSchema,
      params: { id: row.id },
      body: toAppointmentStateChange(to, row.version, reason ?? undefined),
    });
    if (answer.ok) return ok(toChangeOutcome(row.id, { applied: answer.value }));
    if (answer.error.code === 'Conflict') {
      const body = validate(stateRefusalSchema, answer.error.body);
      if (body.ok) return ok(toChangeOutcome(row.id, { refused: body.value }));
    }
    return answer;
  }

  async changeMany(
    rows: readonly RowToChange[],
    to: AppointmentState,
    reason: string | null,
  ): Promise<Result<readonly RowOutcome[], AppError>> {
    const answer = await sendWireCall(this.http, APPOINTMENT_BULK_STATE_CALL, {
      name: 'changeAppointmentStates',
      check: bulkResultSchema,
      body: toBulkStateChange(to, reason, rows),
    });
    return answer.ok ? ok(answer.value.results.map(toRowOutcome)) : answer;
  }

  async undo(changeIds: readonly number[]): Promise<Result<readonly RowOutcome[], AppError>> {
    const answer = await sendWireCall(this.http, APPOINTMENT_UNDO_CALL, {
      name: 'undoAppointmentChanges',
      check: undoResultSchema,
      body: { changeIds },
    });
    return answer.ok ? ok(answer.value.results.map(toRowOutcome)) : answer;
  }
}
