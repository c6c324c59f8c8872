import fc from 'fast-check';
import type { ChatMessage } from '../../../src/application/ports/chat-gateway';
import {
  asChatUserId,
  type ChatHistoryRow,
  type ChatUserId,
} from '../../../src/domain/chat/chat-history-row';

export const phoneArb: fc.Arbitrary<string> = fc.constantFrom(
  '0750111',
  '0750222',
  '0770333',
  '0770444',
  '0751555',
  '0782666',
);
export const userIdArb: fc.Arbitrary<ChatUserId> = fc
  .constantFrom('u1', 'u2', 'u3', 'u4', 'u5')
  .map(asChatUserId);

/** History rows with unique chat users, as the server sends them (never online). */
export const chatRowsArb: fc.Arbitrary<ChatHistoryRow[]> = fc.uniqueArray(
  fc.record({
    name: fc.constantFrom('Ala', 'alan', 'Shilan', 'Rêbaz', 'ئاکۆ', 'Karwan'),
    phoneNumber: phoneArb,
    unseenByAdmin: fc.nat({ max: 4 }),
    superUserId: userIdArb,
    isOnline: fc.constant(false),
  }),
  { selector: (row) => row.superUserId, maxLength: 5 },
);

export function chatRow(
  id: string,
  phoneNumber: string,
  unseenByAdmin: number,
  name = `Patient ${id}`,
): ChatHistoryRow {
  return { name, phoneNumber, unseenByAdmin, superUserId: asChatUserId(id), isOnline: false };
}

export function message(id: string, text = `message ${id}`): ChatMessage {
  return { id, text, sentAt: 0, fromStaff: false };
}
