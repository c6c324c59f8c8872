import { asChatUserId, type ChatHistoryRow, type ChatUserId } from '../../domain/chat/chat-history-row';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import * as v from 'valibot';
import { bool, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { count, idText, wireId, filledText } from '../shared/values';

/** A row of `GET /api/Chats/getLatestPatient` (the spec); `isOnline` is the client's, never sent. */
export interface ChatHistoryRowWire {
  name: string;
  phoneNumber: string;
  numberOfMessagesNotSeenByAdmin: number;
  superUserId: string | number;
  /** The chat's newest message and when it was sent (an extension; the spec's row has neither). */
  lastMessage?: string | null;
  lastMessageAt?: string | null;
}

export const chatHistoryRowSchema: Schema<ChatHistoryRowWire> = v.looseObject({
  name: str,
  phoneNumber: str,
  numberOfMessagesNotSeenByAdmin: count,
  superUserId: wireId,
  lastMessage: v.optional(v.nullable(str)),
  lastMessageAt: v.optional(v.nullable(isoDateTime)),
});

/** A history row, offline until the phone hub's presence says otherwise. */
export const toChatHistoryRow = (wire: ChatHistoryRowWire): ChatHistoryRow => {
  const row: ChatHistoryRow = {
    name: wire.name,
    phoneNumber: wire.phoneNumber,
    unseenByAdmin: wire.numberOfMessagesNotSeenByAdmin,
    superUserId: asChatUserId(idText(wire.superUserId)),
    isOnline: false,
  };
  // A backend without the extension sends neither field: the row then shows no last message.
  if (typeof wire.lastMessage !== 'string' || typeof wire.lastMessageAt !== 'string') return row;
  return { ...row, lastMessage: { text: wire.lastMessage, sentAt: epochMs(wire.lastMessageAt) } };
};

/**
 * One chat message. The spec shows only that a page holds `chats` (the spec); these names are the
 * product's: the text, when it was sent, and whether a staff member wrote it.
 */
export interface ChatMessageWire {
  id: string | number;
  message: string;
  sentAt: string;
  fromStaff: boolean;
}

export const chatMessageSchema: Schema<ChatMessageWire> = v.looseObject({
  id: wireId,
  message: str,
  sentAt: isoDateTime,
  fromStaff: bool,
});

export const toChatMessage = (wire: ChatMessageWire) => ({
  id: idText(wire.id),
  text: wire.message,
  sentAt: epochMs(wire.sentAt),
  fromStaff: wire.fromStaff,
});

/** `GET /api/Chats/getChats/{page}/{id}` (the spec: a `chats` list, oldest first). */
export interface ChatMessagePageWire {
  chats: ChatMessageWire[];
}

export const chatMessagePageSchema: Schema<ChatMessagePageWire> = v.looseObject({
  chats: v.array(chatMessageSchema),
});

export const toChatMessagePage = (wire: ChatMessagePageWire) => ({
  chats: wire.chats.map(toChatMessage),
});

/** Staff writes to a patient (an extension): answers the stored message. */
export const SEND_TO_PATIENT_CALL: WireCall = { method: 'POST', path: '/Chats/SendToPatient', auth: 'staff' };

export interface SendToPatientWire {
  userId: string;
  message: string;
  /** The sender's idempotency key: a second send with it answers the first's message, stored once. */
  clientMessageId?: string;
}

export const sendToPatientSchema: Schema<SendToPatientWire> = v.looseObject({
  userId: filledText,
  message: filledText,
  clientMessageId: v.optional(filledText),
});

export const toSendToPatient = (
  userId: ChatUserId,
  message: string,
  clientMessageId?: string,
): SendToPatientWire =>
  clientMessageId === undefined ? { userId, message } : { userId, message, clientMessageId };

/** A signed-in patient writes to the hospital (an extension): answers the stored message. */
export const SEND_TO_HOSPITAL_CALL: WireCall = {
  method: 'POST',
  path: '/Chats/SendToHospital',
  auth: 'patient',
};

export interface SendToHospitalWire {
  message: string;
  /** The patient's idempotency key, as for staff: a retry with it answers the first's message. */
  clientMessageId?: string;
}

export const sendToHospitalSchema: Schema<SendToHospitalWire> = v.looseObject({
  message: filledText,
  clientMessageId: v.optional(filledText),
});

export const toSendToHospital = (message: string, clientMessageId?: string): SendToHospitalWire =>
  clientMessageId === undefined ? { message } : { message, clientMessageId };

/**
 * The signed-in patient's messages older than message `before` of their chat `id` (an extension:
 * `userchat/{id}` sends only the newest), as many as `userchat` sends, oldest first; an empty
 * list when there are none.
 */
export const MY_CHAT_BEFORE_CALL: WireCall = {
  method: 'GET',
  path: '/Chats/userchat/{id}/before/{before}',
  auth: 'patient',
};

export const myChatBeforeSchema: Schema<ChatMessageWire[]> = v.array(chatMessageSchema);

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [
  SEND_TO_PATIENT_CALL,
  SEND_TO_HOSPITAL_CALL,
  MY_CHAT_BEFORE_CALL,
];
