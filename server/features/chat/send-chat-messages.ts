import type { ChatMessageWire } from '../../../src/contract/chat/chat';
import { HaremHubEvent } from '../../realtime';
import type { PatientPrincipal, StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HttpAnswer } from '../../http/http-answer';
import { messageText, notFound, objectBody, textId } from '../shared/input';
import { storeChatMessage } from './store-chat-message';

/** What `receive` carries on /HaremHub: the message, and whose chat it belongs to (`superUserId`). */
export interface ReceivedChatMessage extends ChatMessageWire {
  superUserId: string;
  name: string;
  phoneNumber: string;
}

/**
 * POST /api/Chats/SendToHospital `{ message }` (patient token): stores the patient's message and
 * raises `receive` for every staff member on /HaremHub. Answers the stored message.
 */
export async function sendToHospital({
  services,
  principal,
  body,
}: RouteContext<PatientPrincipal>): Promise<ChatMessageWire | HttpAnswer> {
  const fields = objectBody(body);
  if (fields instanceof HttpAnswer) return fields;
  const text = messageText(fields.message);
  if (text instanceof HttpAnswer) return text;
  const user = await services.db
    .selectFrom('app_users')
    .select(['id', 'name', 'phone_number'])
    .where('id', '=', principal.appUserId)
    .executeTakeFirstOrThrow();
  const stored = await storeChatMessage(services.db, {
    appUserId: user.id,
    body: text,
    fromPatient: true,
    staffUserId: null,
    at: new Date(services.now()),
  });
  const event: ReceivedChatMessage = {
    ...stored,
    superUserId: user.id,
    name: user.name,
    phoneNumber: user.phone_number,
  };
  services.hubs.harem.broadcast(HaremHubEvent.Receive, event);
  return stored;
}

/**
 * POST /api/Chats/SendToPatient `{ userId, message }` (area chat): stores a staff reply and sends
 * `receive` to the patient's own /HaremHub connections; the patient also reads it at the next
 * `userchat`. Unknown patient: 404.
 */
export async function sendToPatient({
  services,
  principal,
  body,
}: RouteContext<StaffPrincipal>): Promise<ChatMessageWire | HttpAnswer> {
  const fields = objectBody(body);
  if (fields instanceof HttpAnswer) return fields;
  const userId = textId(fields.userId, 'userId');
  if (userId instanceof HttpAnswer) return userId;
  const text = messageText(fields.message);
  if (text instanceof HttpAnswer) return text;
  const user = await services.db
    .selectFrom('app_users')
    .select(['id', 'name', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user === undefined) return notFound('There is no patient with this id.');
  const stored = await storeChatMessage(services.db, {
    appUserId: user.id,
    body: text,
    fromPatient: false,
    staffUserId: principal.userId,
    at: new Date(services.now()),
  });
  const event: ReceivedChatMessage = {
    ...stored,
    superUserId: user.id,
    name: user.name,
    phoneNumber: user.phone_number,
  };
  services.hubs.harem.sendToSubject(user.id, HaremHubEvent.Receive, event);
  return stored;
}
