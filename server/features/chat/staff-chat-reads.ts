import { sql, type ExpressionBuilder } from 'kysely';
import type { AppUsersTable, Database } from '../../db/database';
import type { ChatConversationsTable } from '../../db/tables/chat-tables';
import type { AppUserWire } from '../../../src/contract/patients/patients';
import type { ChatHistoryRowWire, ChatMessagePageWire } from '../../../src/contract/chat/chat';
import { HttpAnswer } from '../../http/http-answer';
import { notFound, textId, wholeNumber, badRequest } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import { iso, toWireRow } from '../shared/wire-row';
import { CHAT_PAGE_SIZE, toChatMessageWire } from './chat-message-wire';

/**
 * GET /api/Chats/getLatestPatient (area chat): one row per patient who has a chat, latest message
 * first, with the count of their messages no staff member has read and their newest message
 * (`lastMessage`, `lastMessageAt`: an extension, docs/api-extensions.md). `superUserId` is the app
 * user's id: the id of `/app/chat/{id}` and of `getChats/{page}/{id}`.
 */
export const listLatestPatients: ResourceHandler = async ({ services }) => {
  const newest = (
    eb: ExpressionBuilder<Database & { c: ChatConversationsTable; u: AppUsersTable }, 'c' | 'u'>,
  ) =>
    eb
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c3', 'c3.id', 'm.chat_conversation_id')
      .whereRef('c3.app_user_id', '=', 'u.id')
      .orderBy('m.sent_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(1);
  const rows = await services.db
    .selectFrom('chat_conversations as c')
    .innerJoin('app_users as u', 'u.id', 'c.app_user_id')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.phone_number',
      eb.fn.max('c.last_message_at').as('last_at'),
      eb
        .selectFrom('chat_messages as m')
        .innerJoin('chat_conversations as c2', 'c2.id', 'm.chat_conversation_id')
        .whereRef('c2.app_user_id', '=', 'u.id')
        .where('m.from_patient', '=', true)
        .where('m.seen_by_admin', '=', false)
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .as('unseen'),
      // The patient's newest message, of all their conversations, for the inbox row.
      newest(eb).select('m.body').as('last_body'),
      newest(eb).select('m.sent_at').as('last_sent_at'),
    ])
    .groupBy(['u.id', 'u.name', 'u.phone_number'])
    .orderBy('last_at', 'desc')
    .orderBy('u.id')
    .execute();
  return rows.map((r): ChatHistoryRowWire => ({
    name: r.name,
    phoneNumber: r.phone_number,
    numberOfMessagesNotSeenByAdmin: Number(r.unseen ?? 0),
    superUserId: r.id,
    lastMessage: r.last_body ?? null,
    lastMessageAt: r.last_sent_at === null ? null : iso(r.last_sent_at),
  }));
};

/** GET /api/Chats/GetAppUsers (area chat): every app user (patient account), newest first. */
export const listAppUsers: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('app_users')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r): AppUserWire => ({
    id: r.id,
    name: r.name,
    phoneNumber: r.phone_number,
    birthdate: r.birthdate,
    sex: r.sex,
    martialStaus: r.martial_status,
    bloodGroup: r.blood_group,
    createdAt: iso(r.created_at),
  }));
};

/**
 * GET /api/Chats/getChats/{page}/{id} (area chat): page 1 is the newest 20 messages of the patient
 * `id`, page 2 the 20 before them, each page oldest first. Reading marks the patient's messages
 * seen by staff, so the unread counters drop.
 */
export const readChatPage: ResourceHandler = async ({ services, params }) => {
  const page = wholeNumber(params.page, 1, 1_000_000);
  if (page === null) return badRequest('The page must be a whole number of at least 1.');
  const userId = textId(params.id);
  if (userId instanceof HttpAnswer) return userId;
  const user = await services.db
    .selectFrom('app_users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user === undefined) return notFound('There is no patient with this id.');
  const rows = await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chat_messages')
      .set({ seen_by_admin: true })
      .where('from_patient', '=', true)
      .where('seen_by_admin', '=', false)
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
      .limit(CHAT_PAGE_SIZE)
      .offset((page - 1) * CHAT_PAGE_SIZE)
      .execute();
  });
  const answer: ChatMessagePageWire = { chats: rows.reverse().map(toChatMessageWire) };
  return answer;
};

/** GET /api/Chats/GetLatestPatientCount (area chat): how many patients have messages no staff member read. */
export const countPatientsWithUnseen: ResourceHandler = async ({ services }) => {
  const { rows } = await sql<{ n: string | number }>`
    select count(distinct c.app_user_id) as n
    from chat_messages m join chat_conversations c on c.id = m.chat_conversation_id
    where m.from_patient and not m.seen_by_admin`.execute(services.db);
  return Number(rows[0]?.n ?? 0);
};

/** GET /api/Chats/GetLatestPatientNotSeenMessages (area chat): the newest 100 unread patient messages. */
export const listUnseenMessages: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.chat_conversation_id')
    .innerJoin('app_users as u', 'u.id', 'c.app_user_id')
    .select(['m.id', 'm.body', 'm.sent_at', 'u.id as user_id', 'u.name', 'u.phone_number'])
    .where('m.from_patient', '=', true)
    .where('m.seen_by_admin', '=', false)
    .orderBy('m.sent_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    message: r.body,
    sentAt: iso(r.sent_at),
    superUserId: r.user_id,
    name: r.name,
    phoneNumber: r.phone_number,
  }));
};

/** GET /api/Chats/FindChatList/{id} (area chat): the conversations of patient `id`, newest first. */
export const listPatientConversations: ResourceHandler = async ({ services, params }) => {
  const userId = textId(params.id);
  if (userId instanceof HttpAnswer) return userId;
  const rows = await services.db
    .selectFrom('chat_conversations as c')
    .innerJoin('chat_departments as d', 'd.id', 'c.chat_department_id')
    .select([
      'c.id',
      'c.app_user_id',
      'c.chat_department_id',
      'd.name_en as department_name',
      'c.started_at',
      'c.last_message_at',
    ])
    .where('c.app_user_id', '=', userId)
    .orderBy('c.last_message_at', 'desc')
    .execute();
  return rows.map(toWireRow);
};

/** GET /api/Chats/chatResponsers/{id} (area chat): the staff members who answered patient `id`. */
export const listChatResponders: ResourceHandler = async ({ services, params }) => {
  const userId = textId(params.id);
  if (userId instanceof HttpAnswer) return userId;
  const rows = await services.db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.chat_conversation_id')
    .innerJoin('staff_users as s', 's.id', 'm.staff_user_id')
    .select(['s.id', 's.name', 's.full_name'])
    .distinct()
    .where('c.app_user_id', '=', userId)
    .orderBy('s.full_name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, fullName: r.full_name }));
};
