import type {
  AppointmentBulkStateWire,
  AppointmentChangedEventWire,
  AppointmentStateChangedWire,
  BulkResultWire,
  RowResultWire,
} from '../../../src/contract/appointments/appointment-board';
import type { AppointmentStateChangeWire } from '../../../src/contract/appointments/appointments';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import type { Services } from '../../http/services';
import { HttpAnswer } from '../../http/http-answer';
import { HaremHubEvent } from '../../realtime';
import { rowId } from '../shared/input';
import { applyStateChange, needsReason, StateChangeMessage, type ChangeActor } from './apply-state-change';

/** Tells every staff connection of /HaremHub that these rows changed (after the commit). */
export function announceChanges(services: Services, rows: readonly RowResultWire[]): void {
  for (const row of rows) {
    if (row.status !== 200 || row.id === null) continue;
    const event: AppointmentChangedEventWire = {
      id: row.id,
      appointmnetState: row.appointmnetState,
      version: row.version,
    };
    services.hubs.harem.broadcast(HaremHubEvent.AppointmentChanged, event);
  }
}

const reasonRequired = (): HttpAnswer =>
  HttpAnswer.error(400, StateChangeMessage.ReasonRequired, { field: 'body.reason' });

const actorOf = ({ principal, ip, services }: RouteContext<StaffPrincipal>): ChangeActor => ({
  principal,
  ip,
  now: services.now(),
});

/** A refused row as the single call answers it: its status, message, code and the row as it is. */
function refusal(row: RowResultWire): HttpAnswer {
  return HttpAnswer.error(row.status, row.message ?? '', {
    code: row.code,
    ...(row.appointmnetState === null
      ? {}
      : { appointmnetState: row.appointmnetState, version: row.version }),
  });
}

/**
 * PUT /api/Appointment/{id}/state `{ appointmnetState, version?, reason? }` (area appointments):
 * applies the domain's transition model to the row as staff see it (the missed rule included),
 * records the change and its audit record, and tells the other boards. A change of a row whose
 * version is newer than the one sent, or one the model refuses, is a 409 carrying the row's state
 * and version now; an unknown id 404; a cancellation by the assistant without a reason 400.
 */
export async function changeAppointmentState(
  context: RouteContext<StaffPrincipal>,
): Promise<AppointmentStateChangedWire | HttpAnswer> {
  const id = rowId(context.params.id, 'appointment id');
  if (id instanceof HttpAnswer) return id;
  const body = context.body as AppointmentStateChangeWire;
  const reason = body.reason?.trim() ?? null;
  if (needsReason(body.appointmnetState) && (reason === null || reason === '')) return reasonRequired();
  const actor = actorOf(context);
  const row = await context.services.db
    .transaction()
    .execute((trx) =>
      applyStateChange(trx, actor, { id, to: body.appointmnetState, version: body.version, reason }),
    );
  const { version, changeId } = row;
  if (row.status !== 200 || version === null || changeId === null) return refusal(row);
  announceChanges(context.services, [row]);
  return { id, appointmnetState: body.appointmnetState, version, changeId };
}

/**
 * POST /api/Appointment/BulkState `{ appointmnetState, reason?, items: [{ id, version? }] }`
 * (area appointments): the same change for each row, each in its own transaction, so one refused
 * row never holds back the others. Answers every row's result in the order sent.
 */
export async function changeAppointmentStates(
  context: RouteContext<StaffPrincipal>,
): Promise<BulkResultWire | HttpAnswer> {
  const body = context.body as AppointmentBulkStateWire;
  const reason = body.reason?.trim() ?? null;
  if (needsReason(body.appointmnetState) && (reason === null || reason === '')) return reasonRequired();
  const actor = actorOf(context);
  const results: RowResultWire[] = [];
  for (const item of body.items) {
    results.push(
      await context.services.db.transaction().execute((trx) =>
        applyStateChange(trx, actor, {
          id: item.id,
          to: body.appointmnetState,
          version: item.version,
          reason,
        }),
      ),
    );
  }
  announceChanges(context.services, results);
  return { results };
}
