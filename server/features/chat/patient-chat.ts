import type { ChatMessageWire } from '../../../src/contract/chat/chat';
import { HttpAnswer } from '../../http/http-answer';
import { textId } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import { toChatMessageWire } from './chat-message-wire';

/** The most messages `userchat/{id}` sends: the newest, oldest first. */
export const MY_CHAT_LIMIT = 200;

/**
 * GET /api/Chats/userchat/{id} (patient token): the patient's own chat, `id` being their app-user
 * id. Another patient's id is a 403: a patient reads only their own messages. Reading marks the
 * staff's replies seen by the patient.
 */
export const readMyChat: ResourceHandler = async ({ services, params, principal }) => {
  const userId = textId(params.id);
  if (userId instanceof HttpAnswer) return userId;
  if (principal?.kind !== 'patient' || principal.appUserId !== userId) {
    return HttpAnswer.error(403, 'A patient may read only their own chat.');
  }
  const rows = await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chat_messages')
      .set({ seen_by_patient: true })
      .where('from_patient', '=', false)
      .where('seen_by_patient', '=', false)
      .where('chat_conversation_id', 'in', (eb) =>
        eb.selectFrom('chat_conversations').select('id').where('app_user_id', '=', userId),
      )
      .execute();
    return trx
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.chat_conversation_id')
      .select(['m.id', 'm.body', 'm.sent_at', 'm.from_patient'])
      .where('c.app_user_id', '=', userId)
      .orderBy('m.sent_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(MY_CHAT_LIMIT)
      .execute();
  });
  return rows.reverse().map((r): ChatMessageWire => toChatMessageWire(r));
};
