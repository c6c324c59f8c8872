import type { Selectable } from 'kysely';
import type * as v from 'valibot';
import {
  BULK_MESSAGE_CALL,
  RETRY_BULK_MESSAGE_CALL,
  SEND_BULK_MESSAGE_CALL,
  sendBulkMessageSchema,
  type BulkAudienceWire,
  type BulkMessageReportWire,
  type BulkMessageWire,
  type BulkRetryWire,
} from '../../../src/contract/bulk/bulk-messages';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { filterPatients } from '../../../src/domain/patients/patient-filter';
import type { Db } from '../../db/database';
import type { BulkMessageReportsTable } from '../../db/tables/chat-tables';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext, RouteDefinition } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { toRoutePath } from '../resources/resource-routes';
import { notFound, rowId } from '../shared/input';
import { iso } from '../shared/wire-row';
import { isDelivering, startBulkDelivery, type BulkDeliveryDeps } from './bulk-delivery';

type Context = RouteContext<StaffPrincipal>;
type Report = Selectable<BulkMessageReportsTable>;

const deps = (context: Context): BulkDeliveryDeps => ({
  db: context.services.db,
  now: context.services.now,
  hubs: context.services.hubs,
  log: context.services.log,
});

const actorOf = (principal: StaffPrincipal) => ({
  kind: 'staff' as const,
  id: principal.userId,
  name: principal.name,
});

/** The filter in words, for the report's `audience` column: `All patients`, or its criteria. */
export function describeAudience(audience: BulkAudienceWire): string {
  const parts = Object.entries(audience)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name}: ${value}`);
  return parts.length === 0 ? 'All patients' : parts.join('; ');
}

/**
 * The app users the filter keeps: the same rule `/app/appUsers` applies in the browser
 * (`filterPatients`), over the same rows in the same order, so the number the sender confirmed
 * is the number found here unless accounts changed in between.
 */
export async function audienceOf(db: Db, audience: BulkAudienceWire) {
  const rows = await db
    .selectFrom('app_users')
    .select(['id', 'name', 'phone_number', 'sex', 'martial_status', 'blood_group', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const from = audience.createdFrom === undefined ? undefined : Date.parse(audience.createdFrom);
  const patients = rows
    .filter((r) => from === undefined || r.created_at.getTime() >= from)
    .map((r) => ({
      id: r.id,
      name: r.name,
      phoneNumber: r.phone_number,
      sex: r.sex ?? '',
      maritalStatus: r.martial_status ?? '',
      bloodGroup: r.blood_group ?? '',
      createdAt: '',
    }));
  return filterPatients(patients, {
    sex: audience.sex,
    maritalStatus: audience.maritalStatus,
    bloodGroup: audience.bloodGroup,
    name: audience.name,
    phone: audience.phone,
  });
}

async function openCount(db: Db, bulkId: number): Promise<number> {
  const row = await db
    .selectFrom('bulk_message_deliveries')
    .where('bulk_message_id', '=', bulkId)
    .where('status', 'in', ['pending', 'sending'])
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function toWire(db: Db, report: Report): Promise<BulkMessageWire> {
  return {
    id: report.id,
    title: report.title,
    body: report.body,
    audience: report.audience,
    recipients: report.recipients,
    delivered: report.delivered,
    failed: report.failed,
    pending: report.status === 'done' ? 0 : await openCount(db, report.id),
    status: report.status,
    sentBy: report.sent_by,
    sentAt: iso(report.sent_at),
  };
}

const readReport = (db: Db, id: number) =>
  db.selectFrom('bulk_message_reports').selectAll().where('id', '=', id).executeTakeFirst();

const NO_BULK = 'There is no bulk message with this id.';

/** How many recipients one insert writes: well under the database's limit of parameters. */
const INSERT_CHUNK = 500;

/**
 * POST /api/Chats/SendBulkMessage (area chat): makes the message and its recipients from the
 * patient filter, audited, and starts delivering it. A key already used answers its message
 * (nothing is made twice); a filter that now finds another number than the one confirmed is 409.
 */
export async function sendBulkMessage(context: Context): Promise<BulkMessageWire | HttpAnswer> {
  const { services, principal, ip } = context;
  const body = context.body as v.InferOutput<typeof sendBulkMessageSchema>;
  const earlier = await services.db
    .selectFrom('bulk_message_reports')
    .selectAll()
    .where('client_key', '=', body.clientKey)
    .executeTakeFirst();
  if (earlier !== undefined) return answerEarlier(context, earlier);
  const recipients = await audienceOf(services.db, body.audience);
  if (recipients.length !== body.expectedRecipients) {
    return HttpAnswer.error(409, 'The patient filter now finds another number of patients.', {
      code: 'AudienceChanged',
      recipients: recipients.length,
    });
  }
  const at = new Date(services.now());
  let made: Report;
  try {
    made = await services.db.transaction().execute(async (trx) => {
      const report = await trx
        .insertInto('bulk_message_reports')
        .values({
          title: body.title,
          body: body.body,
          audience: describeAudience(body.audience),
          audience_filter: JSON.stringify(body.audience),
          recipients: recipients.length,
          sent_by: principal.userId,
          sent_at: at,
          client_key: body.clientKey,
          status: 'sending',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
        await trx
          .insertInto('bulk_message_deliveries')
          .values(
            recipients.slice(start, start + INSERT_CHUNK).map((r) => ({
              bulk_message_id: report.id,
              app_user_id: r.id,
              name: r.name,
              phone_number: r.phoneNumber,
              updated_at: at,
            })),
          )
          .execute();
      }
      await recordAudit(trx, {
        actor: actorOf(principal),
        action: 'Create',
        area: PermissionArea.Chat,
        entity: 'BulkMessage',
        entityId: report.id,
        ip,
        after: { title: body.title, audience: body.audience, recipients: recipients.length },
        at,
      });
      return report;
    });
  } catch (error) {
    // The same key sent twice at once: the second insert meets the first's unique key.
    if ((error as { code?: unknown }).code !== '23505') throw error;
    const first = await services.db
      .selectFrom('bulk_message_reports')
      .selectAll()
      .where('client_key', '=', body.clientKey)
      .executeTakeFirst();
    if (first === undefined) throw error;
    return answerEarlier(context, first);
  }
  void startBulkDelivery(deps(context), made.id);
  return toWire(services.db, made);
}

function answerEarlier(context: Context, earlier: Report): Promise<BulkMessageWire> | HttpAnswer {
  if (earlier.sent_by !== context.principal.userId) {
    return HttpAnswer.error(409, 'This clientKey was used for another message.', { code: 'KeyTaken' });
  }
  return toWire(context.services.db, earlier);
}

/** The order of the report's lines: what needs attention first. */
const STATUS_ORDER = { failed: 0, sending: 1, pending: 2, sent: 3 } as const;

/**
 * GET /api/Chats/BulkMessage/{id} (area chat): the message, its counts and every recipient's line.
 * A message left half-delivered by a server that stopped is taken up again here.
 */
export async function readBulkMessage(context: Context): Promise<BulkMessageReportWire | HttpAnswer> {
  const id = rowId(context.params.id);
  if (id instanceof HttpAnswer) return id;
  const { db } = context.services;
  const report = await readReport(db, id);
  if (report === undefined) return notFound(NO_BULK);
  if (report.status === 'sending' && !isDelivering(db, id)) void startBulkDelivery(deps(context), id);
  const rows = await db
    .selectFrom('bulk_message_deliveries')
    .select(['app_user_id', 'name', 'phone_number', 'status', 'reason', 'attempts', 'updated_at'])
    .where('bulk_message_id', '=', id)
    .orderBy('id')
    .execute();
  const deliveries = rows
    .map((r) => ({
      appUserId: r.app_user_id,
      name: r.name,
      phoneNumber: r.phone_number,
      status: r.status,
      reason: r.reason as BulkMessageReportWire['deliveries'][number]['reason'],
      attempts: r.attempts,
      updatedAt: iso(r.updated_at),
    }))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  return { ...(await toWire(db, report)), deliveries };
}

/**
 * POST /api/Chats/BulkMessage/{id}/RetryFailed (area chat): sends the message again to the
 * recipients it failed for, and to no one else; audited when there were any. A second click finds
 * none failed (they are being sent) and changes nothing.
 */
export async function retryFailedBulkMessage(context: Context): Promise<BulkRetryWire | HttpAnswer> {
  const id = rowId(context.params.id);
  if (id instanceof HttpAnswer) return id;
  const { services, principal, ip } = context;
  const at = new Date(services.now());
  const outcome = await services.db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('bulk_message_reports')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (report === undefined) return undefined;
    const retried = await trx
      .updateTable('bulk_message_deliveries')
      .set({ status: 'pending', reason: null, updated_at: at })
      .where('bulk_message_id', '=', id)
      .where('status', '=', 'failed')
      .returning('app_user_id')
      .execute();
    if (retried.length > 0) {
      await trx
        .updateTable('bulk_message_reports')
        .set((eb) => ({ status: 'sending', failed: eb('failed', '-', retried.length) }))
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        actor: actorOf(principal),
        action: 'RetryFailed',
        area: PermissionArea.Chat,
        entity: 'BulkMessage',
        entityId: id,
        ip,
        after: { retried: retried.length, appUserIds: retried.map((r) => r.app_user_id) },
        at,
      });
    }
    return retried.length;
  });
  if (outcome === undefined) return notFound(NO_BULK);
  if (outcome > 0) void startBulkDelivery(deps(context), id);
  const report = await readReport(services.db, id);
  if (report === undefined) return notFound(NO_BULK);
  return { ...(await toWire(services.db, report)), retried: outcome };
}

const chat = { auth: 'staff', area: PermissionArea.Chat } as const;

/** Bulk messages (docs/api-extensions.md, "Bulk messages"). */
export const BULK_ROUTES: readonly RouteDefinition[] = [
  {
    ...chat,
    method: 'POST',
    path: SEND_BULK_MESSAGE_CALL.path,
    handler: sendBulkMessage,
    body: sendBulkMessageSchema,
    bodyLimit: 32 * 1024,
    everyInvalidField: true,
  },
  { ...chat, method: 'GET', path: toRoutePath(BULK_MESSAGE_CALL.path), handler: readBulkMessage },
  {
    ...chat,
    method: 'POST',
    path: toRoutePath(RETRY_BULK_MESSAGE_CALL.path),
    handler: retryFailedBulkMessage,
  },
];
