import type { ChatMessageWire } from '../../../src/contract/chat/chat';
import { HttpAnswer } from '../../http/http-answer';
import { badRequest, notFound, textId } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import type { PatientPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { toChatMessageWire } from './chat-message-wire';

/** The most messages `userchat/{id}` and `userchat/{id}/before/{before}` send, oldest first. */
export const MY_CHAT_LIMIT = 50;

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

/**
 * GET /api/Chats/userchat/{id}/before/{before} (patient token, an extension): the patient's
 * messages older than message `before`, at most `MY_CHAT_LIMIT`, oldest first. Another patient's
 * id is a 403; a `before` that is not a message of this patient's chat is a 404.
 */
export async function readMyChatBefore({
  services,
  params,
  principal,
}: RouteContext<PatientPrincipal>): Promise<ChatMessageWire[] | HttpAnswer> {
  const userId = textId(params.id);
  if (userId instanceof HttpAnswer) return userId;
  if (principal.appUserId !== userId) return HttpAnswer.error(403, 'A patient may read only their own chat.');
  const before = Number(params.before);
  if (!Number.isSafeInteger(before) || before < 1) return badRequest('before must be a message id.');
  const mine = (db: typeof services.db) =>
    db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.chat_conversation_id')
      .where('c.app_user_id', '=', userId);
  const anchor = await mine(services.db)
    .select(['m.id', 'm.sent_at'])
    .where('m.id', '=', before)
    .executeTakeFirst();
  if (anchor === undefined) return notFound('There is no such message in this chat.');
  const rows = await mine(services.db)
    .select(['m.id', 'm.body', 'm.sent_at', 'm.from_patient'])
    // Older in the chat's own order (time, then id), so messages of the same instant are not skipped.
    .where((eb) =>
      eb.or([
        eb('m.sent_at', '<', anchor.sent_at),
        eb.and([eb('m.sent_at', '=', anchor.sent_at), eb('m.id', '<', anchor.id)]),
      ]),
    )
    .orderBy('m.sent_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MY_CHAT_LIMIT)
    .execute();
  return rows.reverse().map(toChatMessageWire);
}
