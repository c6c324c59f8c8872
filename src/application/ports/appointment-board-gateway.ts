import type { AppointmentId } from '../../domain/appointments/appointment-id';
import type { BoardAppointment } from '../../domain/appointments/appointment-board';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** The server's answer for one row of a change or an undo. */
export interface RowOutcome {
  /** Null when the row is unknown to the server. */
  readonly id: AppointmentId | null;
  /** 200 applied; 404 unknown; 409 refused (stale, or not allowed by the model); 403 not yours. */
  readonly status: number;
  /** `Stale`, `SameState`, `FinalState`, `NotAllowed`, `NotFound`, `NotYours`, `TooLate`, … */
  readonly code: string | null;
  /** The server's English sentence, for logs and as a fallback. */
  readonly message: string | null;
  /** The row as it is now (after the change when applied); null when unknown. */
  readonly state: AppointmentState | null;
  readonly version: number | null;
  /** The recorded change (what Undo names); null unless applied. */
  readonly changeId: number | null;
}

/**
 * A row to change, with the version it was read at. The grid's rows (the spec's record) carry no
 * version: then it is undefined and the server checks only that the change is legal from the
 * row's state as it is.
 */
export interface RowToChange {
  readonly id: AppointmentId;
  readonly version: number | undefined;
}

/**
 * The reception board's calls (product extensions, docs/api-extensions.md): a span's
 * appointments, state changes of one or many rows, and undoing recent changes. An implementation
 * never throws; a refused single change comes back as a `RowOutcome`, not an error.
 */
export interface AppointmentBoardGateway {
  /** Every appointment starting in [from, to) (epoch ms), stored states (no missed rule yet). */
  day(from: number, to: number): Promise<Result<readonly BoardAppointment[], AppError>>;
  change(
    row: RowToChange,
    to: AppointmentState,
    reason: string | null,
  ): Promise<Result<RowOutcome, AppError>>;
  changeMany(
    rows: readonly RowToChange[],
    to: AppointmentState,
    reason: string | null,
  ): Promise<Result<readonly RowOutcome[], AppError>>;
  undo(changeIds: readonly number[]): Promise<Result<readonly RowOutcome[], AppError>>;
}
