import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, bool } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A message template: `/MessageTemplates`. */
export const messageTemplateRecord = v.looseObject({
  id: num,
  title: str,
  bodyEn: str,
  bodyKu: str,
  bodyAr: str,
  chatDepartmentId: v.nullable(num),
  createdAt: isoDateTime,
});
export type MessageTemplateRecord = v.InferOutput<typeof messageTemplateRecord>;

/** A staff member who answers a chat department: `/ChatRecipients`. */
export const chatRecipientRecord = v.looseObject({
  chatDepartmentId: v.nullable(num),
  departmentName: str,
  staffUserId: v.nullable(str),
  name: str,
  fullName: str,
});
export type ChatRecipientRecord = v.InferOutput<typeof chatRecipientRecord>;

/** A chat department: `/ChatDepartments`, `/ChatDepartments/GetChatDepartmentsDashboard`. */
export const chatDepartmentRecord = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  isActive: bool,
  sortOrder: num,
  createdAt: isoDateTime,
});
export type ChatDepartmentRecord = v.InferOutput<typeof chatDepartmentRecord>;

/** A patient's conversation with a department: `/Chats/FindChatList/{id}`. */
export const conversationRecord = v.looseObject({
  id: num,
  appUserId: v.nullable(str),
  chatDepartmentId: v.nullable(num),
  departmentName: str,
  startedAt: isoDateTime,
  lastMessageAt: isoDateTime,
});
export type ConversationRecord = v.InferOutput<typeof conversationRecord>;

/** A staff member who answered a patient: `/Chats/chatResponsers/{id}`. */
export const chatResponderRecord = v.looseObject({
  id: str,
  name: str,
  fullName: str,
});
export type ChatResponderRecord = v.InferOutput<typeof chatResponderRecord>;

/** A patient's message no staff member has seen: `/Chats/GetLatestPatientNotSeenMessages`. */
export const unseenMessageRecord = v.looseObject({
  id: num,
  message: str,
  sentAt: isoDateTime,
  superUserId: v.nullable(str),
  name: str,
  phoneNumber: str,
});
export type UnseenMessageRecord = v.InferOutput<typeof unseenMessageRecord>;

/** The outcome of one bulk message: `/Chats/BulkMessageReport`. */
export const bulkMessageReportRecord = v.looseObject({
  id: num,
  title: str,
  body: str,
  audience: str,
  recipients: num,
  delivered: num,
  failed: num,
  sentBy: v.nullable(str),
  sentAt: isoDateTime,
});
export type BulkMessageReportRecord = v.InferOutput<typeof bulkMessageReportRecord>;
