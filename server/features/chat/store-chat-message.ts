import type { Db } from '../../db/database';
import { toChatMessageWire, type MessageRow } from './chat-message-wire';
import type { ChatMessageWire } from '../../../src/contract/chat/chat';

export interface NewMessage {
  readonly appUserId: string;
  readonly body: string;
  readonly fromPatient: boolean;
  readonly staffUserId: string | null;
  readonly at: Date;
}

/**
 * Stores one message in the patient's latest conversation, opening one in the first active chat
 * department when the patient has none, and moves the conversation's last-message time. One
 * transaction: the message and the conversation change together or not at all.
 */
export async function storeChatMessage(db: Db, message: NewMessage): Promise<ChatMessageWire> {
  const row: MessageRow = await db.transaction().execute(async (trx) => {
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
      })
      .returning(['id', 'body', 'sent_at', 'from_patient'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chat_conversations')
      .set({ last_message_at: message.at })
      .where('id', '=', conversation.id)
      .execute();
    return stored;
  });
  return toChatMessageWire(row);
}
