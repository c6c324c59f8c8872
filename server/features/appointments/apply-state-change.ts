import type { Transaction } from 'kysely';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { appointmentStateLabel } from '../../../src/domain/appointments/appointment-state-label';
import { transition } from '../../../src/domain/appointments/appointment-transition';
import type { RowResultWire } from '../../../src/contract/appointments/appointment-board';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Database } from '../../db/database';
import type { StaffPrincipal } from '../../http/principal';
import { recordAudit } from '../audit/record-audit';
import { recordStateChange } from './record-state-change';

/** Why a change was refused beyond the transition model's own codes. */
export const StateChangeCode = {
  /** The row changed since the client read it (its version is newer). */
  Stale: 'Stale',
  NotFound: 'NotFound',
} as const;

export const StateChangeMessage = {
  Stale: 'The appointment was changed by someone else since you read it; it is now {state}.',
  /** A 400: the callers check it before any row is read. */
  ReasonRequired: 'A cancellation by the assistant needs a reason.',
  NotFound: 'There is no appointment with this id.',
} as const;

/** Who changes, from where, at which instant. */
export interface ChangeActor {
  readonly principal: StaffPrincipal;
  readonly ip: string;
  readonly now: number;
}

/** One change asked for. `version` undefined: the caller did not say which version it read. */
export interface ChangeRequest {
  readonly id: number;
  readonly to: AppointmentState;
  readonly version: number | undefined;
  readonly reason: string | null;
}

/**
 * The state a stored row is in as staff see it: a reserved appointment whose start has come is
 * missed (the dashboard's missed rule), so the server refuses what the board does not offer.
 */
export function effectiveState(stored: number, startingTime: Date, now: number): AppointmentState {
  return stored === AppointmentState.Reserved && startingTime.getTime() <= now
    ? AppointmentState.Missed
    : (stored as AppointmentState);
}

/** A reason is required exactly for a cancellation by the assistant; callers check it up front. */
export const needsReason = (to: AppointmentState): boolean => to === AppointmentState.CancelledByAssistant;

/** How an audit record and a change's row say what happened: "from Waiting to Seen; <reason>". */
export function changeSummary(from: AppointmentState, to: AppointmentState, reason: string | null): string {
  const move = `from ${appointmentStateLabel(from)} to ${appointmentStateLabel(to)}`;
  return reason === null ? move : `${move}; ${reason}`;
}

const result = (fields: Partial<RowResultWire> & Pick<RowResultWire, 'status'>): RowResultWire => ({
  id: null,
  code: null,
  message: null,
  appointmnetState: null,
  version: null,
  changeId: null,
  ...fields,
});

/**
 * Applies one staff change inside `trx`: locks the row, checks the version the client read, then
 * the transition model from the row's state as staff see it, records the change and its audit
 * record, and raises the version. Answers what the single call answers, as a row result.
 */
export async function applyStateChange(
  trx: Transaction<Database>,
  actor: ChangeActor,
  request: ChangeRequest,
): Promise<RowResultWire> {
  const { id, to, version, reason } = request;
  const row = await trx
    .selectFrom('online_appointments')
    .select(['state', 'starting_time', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) {
    return result({ id, status: 404, code: StateChangeCode.NotFound, message: StateChangeMessage.NotFound });
  }
  const from = effectiveState(row.state, row.starting_time, actor.now);
  const current = { id, appointmnetState: from, version: row.version };
  if (version !== undefined && version !== row.version) {
    const message = StateChangeMessage.Stale.replace('{state}', appointmentStateLabel(from).toLowerCase());
    return result({ ...current, status: 409, code: StateChangeCode.Stale, message });
  }
  const verdict = transition(from, to);
  if (!verdict.ok) {
    return result({ ...current, status: 409, code: verdict.error.code, message: verdict.error.description });
  }
  const at = new Date(actor.now);
  const { version: next, changeId } = await recordStateChange(trx, {
    id,
    from,
    to,
    reason,
    author: { kind: 'staff', id: actor.principal.userId, name: actor.principal.name },
    at,
    version: row.version,
    reverses: null,
  });
  await recordAudit(trx, {
    actor: { kind: 'staff', id: actor.principal.userId, name: actor.principal.name },
    action: 'AppointmentState',
    area: PermissionArea.Appointments,
    entity: 'Appointment',
    entityId: id,
    ip: actor.ip,
    reason: changeSummary(from, to, reason),
    before: { state: from, version: row.version },
    after: { state: to, version: next, changeId },
    at,
  });
  return result({ id, status: 200, appointmnetState: to, version: next, changeId });
}
