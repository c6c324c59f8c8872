import type { ChatMessageWire } from '../../../src/contract/chat/chat';
import { HaremHubEvent } from '../../realtime';
import type { PatientPrincipal, StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HttpAnswer } from '../../http/http-answer';
import { messageText, notFound, objectBody, textId } from '../shared/input';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { recordAudit } from '../audit/record-audit';
import { ClientMessageIdTaken, storeChatMessage, type StoredMessage } from './store-chat-message';

/** What `receive` carries on /HaremHub: the message, and whose chat it belongs to (`superUserId`). */
export interface ReceivedChatMessage extends ChatMessageWire {
  superUserId: string;
  name: string;
  phoneNumber: string;
}

/**
 * POST /api/Chats/SendToHospital `{ message, clientMessageId? }` (patient token): stores the
 * patient's message with its audit record (who and which message, not the words) and raises
 * `receive` for every staff member on /HaremHub. Answers the stored message. A `clientMessageId` this patient already sent answers that message again, storing and
 * raising nothing (a retry whose first answer was lost); used by anyone else, 409.
 */
export async function sendToHospital({
  services,
  principal,
  body,
  ip,
}: RouteContext<PatientPrincipal>): Promise<ChatMessageWire | HttpAnswer> {
  const fields = objectBody(body);
  if (fields instanceof HttpAnswer) return fields;
  const text = messageText(fields.message);
  if (text instanceof HttpAnswer) return text;
  const clientMessageId = clientMessageIdOf(fields.clientMessageId);
  if (clientMessageId instanceof HttpAnswer) return clientMessageId;
  const user = await services.db
    .selectFrom('app_users')
    .select(['id', 'name', 'phone_number'])
    .where('id', '=', principal.appUserId)
    .executeTakeFirstOrThrow();
  const at = new Date(services.now());
  let outcome: StoredMessage;
  try {
    outcome = await storeChatMessage(services.db, {
      appUserId: user.id,
      body: text,
      fromPatient: true,
      staffUserId: null,
      at,
      ...(clientMessageId === undefined ? {} : { clientMessageId }),
      // The send is on the trail (who, when, from where, which message), not what the patient
      // wrote: the conversation keeps that, and the trail is exported and read more widely.
      audit: (trx, stored) =>
        recordAudit(trx, {
          actor: { kind: 'patient', id: user.id, name: user.phone_number },
          action: 'Create',
          area: PermissionArea.Chat,
          entity: 'ChatMessage',
          entityId: stored.id,
          ip,
          after: { userId: user.id, length: stored.message.length },
          at,
        }),
    });
  } catch (error) {
    if (error instanceof ClientMessageIdTaken) {
      return HttpAnswer.error(409, 'This clientMessageId was used for another message.');
    }
    throw error;
  }
  const stored = outcome.message;
  if (outcome.duplicate) return stored;
  const event: ReceivedChatMessage = {
    ...stored,
    superUserId: user.id,
    name: user.name,
    phoneNumber: user.phone_number,
  };
  services.hubs.harem.broadcast(HaremHubEvent.Receive, event);
  return stored;
}

/** The optional idempotency key of a staff send: 1 to 100 characters, or absent. */
function clientMessageIdOf(value: unknown): string | undefined | HttpAnswer {
  if (value === undefined || value === null) return undefined;
  return textId(value, 'clientMessageId');
}

/**
 * POST /api/Chats/SendToPatient `{ userId, message, clientMessageId? }` (area chat): stores a staff
 * reply, with its audit record, and sends `receive` to the patient's own /HaremHub connections; the
 * patient also reads it at the next `userchat`. A `clientMessageId` already stored by this staff
 * member for this patient answers that message again, storing and sending nothing (a retry whose
 * first answer was lost); used by anyone else, 409. Unknown patient: 404.
 */
export async function sendToPatient({
  services,
  principal,
  body,
  ip,
}: RouteContext<StaffPrincipal>): Promise<ChatMessageWire | HttpAnswer> {
  const fields = objectBody(body);
  if (fields instanceof HttpAnswer) return fields;
  const userId = textId(fields.userId, 'userId');
  if (userId instanceof HttpAnswer) return userId;
  const text = messageText(fields.message);
  if (text instanceof HttpAnswer) return text;
  const clientMessageId = clientMessageIdOf(fields.clientMessageId);
  if (clientMessageId instanceof HttpAnswer) return clientMessageId;
  const user = await services.db
    .selectFrom('app_users')
    .select(['id', 'name', 'phone_number'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user === undefined) return notFound('There is no patient with this id.');
  const at = new Date(services.now());
  let outcome: StoredMessage;
  try {
    outcome = await storeChatMessage(services.db, {
      appUserId: user.id,
      body: text,
      fromPatient: false,
      staffUserId: principal.userId,
      at,
      ...(clientMessageId === undefined ? {} : { clientMessageId }),
      audit: (trx, stored) =>
        recordAudit(trx, {
          actor: { kind: 'staff', id: principal.userId, name: principal.name },
          action: 'Create',
          area: PermissionArea.Chat,
          entity: 'ChatMessage',
          entityId: stored.id,
          ip,
          after: { userId: user.id, message: stored.message },
          at,
        }),
    });
  } catch (error) {
    if (error instanceof ClientMessageIdTaken) {
      return HttpAnswer.error(409, 'This clientMessageId was used for another message.');
    }
    throw error;
  }
  const stored = outcome.message;
  if (outcome.duplicate) return stored;
  const event: ReceivedChatMessage = {
    ...stored,
    superUserId: user.id,
    name: user.name,
    phoneNumber: user.phone_number,
  };
  services.hubs.harem.sendToSubject(user.id, HaremHubEvent.Receive, event);
  return stored;
}
