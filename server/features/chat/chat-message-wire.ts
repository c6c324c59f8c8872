import type { ChatMessageWire } from '../../../src/contract/chat/chat';
import { iso } from '../shared/wire-row';

/** The columns of a stored message the wire needs. */
export interface MessageRow {
  id: number;
  body: string;
  sent_at: Date;
  from_patient: boolean;
}

export const toChatMessageWire = (row: MessageRow): ChatMessageWire => ({
  id: row.id,
  message: row.body,
  sentAt: iso(row.sent_at),
  fromStaff: !row.from_patient,
});

/** Messages per page of `getChats/{page}/{id}`. */
export const CHAT_PAGE_SIZE = 20;
