import type { Transaction } from 'kysely';
import type {
  AppointmentUndoWire,
  UndoResultWire,
} from '../../../src/contract/appointments/appointment-board';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Database } from '../../db/database';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { changeSummary, effectiveState, type ChangeActor } from './apply-state-change';
import { announceChanges } from './change-appointment-state';
import { recordStateChange } from './record-state-change';

/**
 * How long after a change its author may undo it. The snackbar offers Undo for 4 seconds; the
 * rest is room for a slow network between the click and the server.
 */
export const UNDO_WINDOW_MS = 60_000;

export const UndoCode = {
  NotFound: 'NotFound',
  NotYours: 'NotYours',
  AlreadyUndone: 'AlreadyUndone',
  /** The change is itself an undo: undoing it would be a change the model does not allow. */
  NotUndoable: 'NotUndoable',
  TooLate: 'TooLate',
  Stale: 'Stale',
} as const;

export const UndoMessage: Readonly<Record<keyof typeof UndoCode, string>> = {
  NotFound: 'There is no such change.',
  NotYours: 'Only the member of staff who made a change may undo it.',
  AlreadyUndone: 'This change has already been undone.',
  NotUndoable: 'An undo cannot itself be undone.',
  TooLate: 'This change is too old to undo.',
  Stale: 'The appointment has changed again since; undo is no longer possible.',
};

/**
 * Reverses one change inside `trx`: only its author, within `UNDO_WINDOW_MS`, once, and only while
 * the appointment is still exactly as that change left it (same version). The reverse is recorded
 * as a change of its own naming the one it reverses, audited as `AppointmentStateUndo`.
 */
async function undoOne(
  trx: Transaction<Database>,
  actor: ChangeActor,
  changeId: number,
): Promise<UndoResultWire> {
  const base = {
    id: null,
    appointmnetState: null,
    version: null,
    changeId: null,
    undoneChangeId: changeId,
  } satisfies Partial<UndoResultWire>;
  const refuse = (status: number, code: keyof typeof UndoCode, more: Partial<UndoResultWire> = {}) => ({
    ...base,
    status,
    code,
    message: UndoMessage[code],
    ...more,
  });
  const change = await trx
    .selectFrom('appointment_state_changes as c')
    .innerJoin('online_appointments as a', 'a.id', 'c.appointment_id')
    .select([
      'c.appointment_id',
      'c.from_state',
      'c.to_state',
      'c.staff_user_id',
      'c.changed_at',
      'c.version',
      'c.reverses_id',
      'a.state',
      'a.starting_time',
      'a.version as current_version',
    ])
    .where('c.id', '=', changeId)
    .forUpdate()
    .executeTakeFirst();
  if (change === undefined) return refuse(404, 'NotFound');
  const id = change.appointment_id;
  const now = {
    id,
    appointmnetState: effectiveState(change.state, change.starting_time, actor.now),
    version: change.current_version,
  };
  if (change.staff_user_id !== actor.principal.userId) return refuse(403, 'NotYours', now);
  if (change.reverses_id !== null) return refuse(409, 'NotUndoable', now);
  const undone = await trx
    .selectFrom('appointment_state_changes')
    .select('id')
    .where('reverses_id', '=', changeId)
    .executeTakeFirst();
  if (undone !== undefined) return refuse(409, 'AlreadyUndone', now);
  if (actor.now - change.changed_at.getTime() > UNDO_WINDOW_MS) return refuse(409, 'TooLate', now);
  if (change.current_version !== change.version) return refuse(409, 'Stale', now);

  const from = change.to_state as AppointmentState;
  const to = change.from_state as AppointmentState;
  const at = new Date(actor.now);
  const reverse = await recordStateChange(trx, {
    id,
    from,
    to,
    reason: null,
    author: { kind: 'staff', id: actor.principal.userId, name: actor.principal.name },
    at,
    version: change.current_version,
    reverses: changeId,
  });
  const next = reverse.version;
  await recordAudit(trx, {
    actor: { kind: 'staff', id: actor.principal.userId, name: actor.principal.name },
    action: 'AppointmentStateUndo',
    area: PermissionArea.Appointments,
    entity: 'Appointment',
    entityId: id,
    ip: actor.ip,
    reason: `${changeSummary(from, to, null)} (undoes change ${changeId})`,
    before: { state: from, version: change.current_version },
    after: { state: to, version: next, changeId: reverse.changeId, undoes: changeId },
    at,
  });
  return {
    ...base,
    id,
    status: 200,
    code: null,
    message: null,
    // The stored state: a reserved appointment whose start has passed reads as missed again.
    appointmnetState: effectiveState(to, change.starting_time, actor.now),
    version: next,
    changeId: reverse.changeId,
  };
}

/**
 * POST /api/Appointment/UndoStateChanges `{ changeIds }` (area appointments): reverses each
 * change on its own (a transaction each) and answers every one's result in the order sent; the
 * reversed rows are announced like any other change.
 */
export async function undoStateChanges(
  context: RouteContext<StaffPrincipal>,
): Promise<{ results: UndoResultWire[] }> {
  const { changeIds } = context.body as AppointmentUndoWire;
  const actor: ChangeActor = { principal: context.principal, ip: context.ip, now: context.services.now() };
  const results: UndoResultWire[] = [];
  for (const changeId of changeIds) {
    results.push(await context.services.db.transaction().execute((trx) => undoOne(trx, actor, changeId)));
  }
  announceChanges(context.services, results);
  return { results };
}
