import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database';
import { toChatMessageWire } from './chat-message-wire';
import type { ChatMessageWire } from '../../../src/contract/chat/chat';

export interface NewMessage {
  readonly appUserId: string;
  readonly body: string;
  readonly fromPatient: boolean;
  readonly staffUserId: string | null;
  readonly at: Date;
  /** The sender's idempotency key: a message already stored with it by the same sender is answered instead. */
  readonly clientMessageId?: string;
  /** Appends the write's audit record, inside its transaction. */
  readonly audit?: (trx: Transaction<Database>, stored: ChatMessageWire) => Promise<void>;
}

/** The message stored, or the one an earlier send with the same key stored (`duplicate`). */
export interface StoredMessage {
  readonly message: ChatMessageWire;
  readonly duplicate: boolean;
}

/** A key already used by another sender or for another patient: refused, never answered with their message. */
export class ClientMessageIdTaken extends Error {}

/**
 * Stores one message in the patient's latest conversation, opening one in the first active chat
 * department when the patient has none, and moves the conversation's last-message time. One
 * transaction: the message, the conversation and the audit record change together or not at all.
 * With a `clientMessageId` already stored, nothing is written and that message is answered.
 */
export async function storeChatMessage(db: Db, message: NewMessage): Promise<StoredMessage> {
  return db.transaction().execute(async (trx) => {
    const clientMessageId = message.clientMessageId ?? null;
    if (clientMessageId !== null) {
      const earlier = await trx
        .selectFrom('chat_messages as m')
        .innerJoin('chat_conversations as c', 'c.id', 'm.chat_conversation_id')
        .select(['m.id', 'm.body', 'm.sent_at', 'm.from_patient', 'm.staff_user_id', 'c.app_user_id'])
        .where('m.client_message_id', '=', clientMessageId)
        .executeTakeFirst();
      if (earlier !== undefined) {
        if (
          earlier.staff_user_id !== message.staffUserId ||
          earlier.app_user_id !== message.appUserId ||
          earlier.from_patient !== message.fromPatient
        ) {
          throw new ClientMessageIdTaken();
        }
        return { message: toChatMessageWire(earlier), duplicate: true };
      }
    }
    let conversation = await trx
      .selectFrom('chat_conversations')
      .select('id')
      .where('app_user_id', '=', message.appUserId)
      .orderBy('last_message_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (conversation === undefined) {
      const department = await trx
        .selectFrom('chat_departments')
        .select('id')
        .orderBy('is_active', 'desc')
        .orderBy('sort_order')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      conversation = await trx
        .insertInto('chat_conversations')
        .values({
          app_user_id: message.appUserId,
          chat_department_id: department.id,
          started_at: message.at,
          last_message_at: message.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const stored = await trx
      .insertInto('chat_messages')
      .values({
        chat_conversation_id: conversation.id,
        from_patient: message.fromPatient,
        staff_user_id: message.staffUserId,
        body: message.body,
        sent_at: message.at,
        // The writer has seen their own message.
        seen_by_admin: !message.fromPatient,
        seen_by_patient: message.fromPatient,
        client_message_id: clientMessageId,
      })
      .returning(['id', 'body', 'sent_at', 'from_patient'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chat_conversations')
      .set({ last_message_at: message.at })
      .where('id', '=', conversation.id)
      .execute();
    const wire = toChatMessageWire(stored);
    await message.audit?.(trx, wire);
    return { message: wire, duplicate: false };
  });
}
