import { NoResultError } from 'kysely';
import { BulkFailure, type BulkDeliveryStatus } from '../../../src/contract/bulk/bulk-messages';
import type { Db } from '../../db/database';
import type { Hubs } from '../../realtime';
import { HaremHubEvent } from '../../realtime';
import { storeChatMessage } from '../chat/store-chat-message';
import type { ReceivedChatMessage } from '../chat/send-chat-messages';

/** What the delivery needs of the server. */
export interface BulkDeliveryDeps {
  readonly db: Db;
  readonly now: () => number;
  readonly hubs?: Pick<Hubs, 'harem'>;
  readonly log?: { error(value: unknown, message?: string): void };
}

/** One recipient as the delivery sees it. */
export interface BulkRecipient {
  readonly appUserId: string;
  readonly body: string;
  readonly staffUserId: string | null;
  /** The chat's idempotency key: one message per bulk message and patient, whatever happens. */
  readonly clientMessageId: string;
}

/** How one recipient fared: sent (with the chat message), or the reason it was not. */
export type BulkOutcome =
  | { readonly status: 'sent'; readonly chatMessageId: number }
  | { readonly status: 'failed'; readonly reason: BulkFailure };

/** Recipients taken at a time: each batch updates the counts the screen's progress shows. */
export const BULK_BATCH = 25;

/** The key of a patient's message of bulk message `bulkId`. */
export const bulkClientMessageId = (bulkId: number, appUserId: string): string =>
  `bulk-${bulkId}-${appUserId}`;

/**
 * Puts the message in the patient's chat. A message already stored with its key (a delivery
 * taken again after a stop) is answered, not stored twice, and not pushed again.
 */
export async function deliverByChat(deps: BulkDeliveryDeps, recipient: BulkRecipient): Promise<BulkOutcome> {
  const user = await deps.db
    .selectFrom('app_users')
    .select(['id', 'name', 'phone_number'])
    .where('id', '=', recipient.appUserId)
    .executeTakeFirst();
  if (user === undefined) return { status: 'failed', reason: BulkFailure.AccountRemoved };
  try {
    const stored = await storeChatMessage(deps.db, {
      appUserId: user.id,
      body: recipient.body,
      fromPatient: false,
      staffUserId: recipient.staffUserId,
      at: new Date(deps.now()),
      clientMessageId: recipient.clientMessageId,
    });
    if (!stored.duplicate) {
      const event: ReceivedChatMessage = {
        ...stored.message,
        superUserId: user.id,
        name: user.name,
        phoneNumber: user.phone_number,
      };
      deps.hubs?.harem.sendToSubject(user.id, HaremHubEvent.Receive, event);
    }
    return { status: 'sent', chatMessageId: Number(stored.message.id) };
  } catch (error) {
    // Opening the patient's first chat needs a chat department: with none, the message cannot go.
    if (error instanceof NoResultError) return { status: 'failed', reason: BulkFailure.NoChatDepartment };
    deps.log?.error(error, 'A bulk message could not be delivered.');
    return { status: 'failed', reason: BulkFailure.DeliveryError };
  }
}

/** Sets the report's counts from its delivery rows, and `done` once none is left to send. */
async function settleReport(db: Db, bulkId: number): Promise<void> {
  const counts = await db
    .selectFrom('bulk_message_deliveries')
    .where('bulk_message_id', '=', bulkId)
    .select((eb) => [
      eb.fn.count<string | number>('id').filterWhere('status', '=', 'sent').as('sent'),
      eb.fn.count<string | number>('id').filterWhere('status', '=', 'failed').as('failed'),
      eb.fn.count<string | number>('id').filterWhere('status', 'in', ['pending', 'sending']).as('open'),
    ])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('bulk_message_reports')
    .set({
      delivered: Number(counts.sent),
      failed: Number(counts.failed),
      ...(Number(counts.open) === 0 ? { status: 'done' as const } : {}),
    })
    .where('id', '=', bulkId)
    .execute();
}

/**
 * Delivers every recipient of bulk message `bulkId` still to be sent, a batch at a time. Each
 * recipient is taken (`pending` to `sending`) before it is sent and marked `sent` or `failed`
 * after, so a recipient is sent once however many times this runs; rows left `sending` by a
 * server that stopped are taken again, and the chat's key keeps their message from doubling.
 */
export async function deliverBulkMessage(
  deps: BulkDeliveryDeps,
  bulkId: number,
  deliver: (recipient: BulkRecipient) => Promise<BulkOutcome> = (r) => deliverByChat(deps, r),
): Promise<void> {
  const { db } = deps;
  const report = await db
    .selectFrom('bulk_message_reports')
    .select(['body', 'sent_by'])
    .where('id', '=', bulkId)
    .executeTakeFirst();
  if (report === undefined) return;
  await db
    .updateTable('bulk_message_deliveries')
    .set({ status: 'pending' })
    .where('bulk_message_id', '=', bulkId)
    .where('status', '=', 'sending')
    .execute();
  for (;;) {
    const batch = await db
      .updateTable('bulk_message_deliveries')
      .set({ status: 'sending' })
      .where(
        'id',
        'in',
        db
          .selectFrom('bulk_message_deliveries')
          .select('id')
          .where('bulk_message_id', '=', bulkId)
          .where('status', '=', 'pending')
          .orderBy('id')
          .limit(BULK_BATCH),
      )
      .where('status', '=', 'pending')
      .returning(['id', 'app_user_id'])
      .execute();
    if (batch.length === 0) break;
    for (const row of batch) {
      const outcome = await deliver({
        appUserId: row.app_user_id,
        body: report.body,
        staffUserId: report.sent_by,
        clientMessageId: bulkClientMessageId(bulkId, row.app_user_id),
      });
      const status: BulkDeliveryStatus = outcome.status;
      await db
        .updateTable('bulk_message_deliveries')
        .set((eb) => ({
          status,
          reason: outcome.status === 'failed' ? outcome.reason : null,
          chat_message_id: outcome.status === 'sent' ? outcome.chatMessageId : null,
          attempts: eb('attempts', '+', 1),
          updated_at: new Date(deps.now()),
        }))
        .where('id', '=', row.id)
        .where('status', '=', 'sending')
        .execute();
    }
    await settleReport(db, bulkId);
  }
  await settleReport(db, bulkId);
}

/** The bulk messages being delivered by this process, per database. */
const running = new WeakMap<Db, Set<number>>();

/** Whether this process is delivering bulk message `bulkId` now. */
export const isDelivering = (db: Db, bulkId: number): boolean => running.get(db)?.has(bulkId) ?? false;

/**
 * Starts delivering bulk message `bulkId` in the background, unless this process already is; the
 * promise settles when it is done (the handlers do not wait for it).
 */
export function startBulkDelivery(deps: BulkDeliveryDeps, bulkId: number): Promise<void> {
  let ids = running.get(deps.db);
  if (ids === undefined) running.set(deps.db, (ids = new Set()));
  if (ids.has(bulkId)) return Promise.resolve();
  const held = ids;
  held.add(bulkId);
  return deliverBulkMessage(deps, bulkId)
    .catch((error: unknown) => deps.log?.error(error, 'A bulk message stopped being delivered.'))
    .finally(() => held.delete(bulkId));
}
