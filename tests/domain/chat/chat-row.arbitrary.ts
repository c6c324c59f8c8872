import fc from 'fast-check';
import { asChatUserId, type ChatHistoryRow } from '../../../src/domain/chat/chat-history-row';

/**
 * Letters in both cases (Latin, accented, Turkish dotted/dotless i, Kurdish/Arabic script), a
 * space, and the combining dot that lowering `İ` produces.
 */
export const nameChar = fc.constantFrom('a', 'A', 'b', 'B', 'é', 'É', 'ı', 'İ', 'ی', 'ک', ' ', '\u0307');
// 'x' as in an extension: a phone number holding a cased letter still matches as typed.
export const phoneChar = fc.constantFrom('0', '1', '7', '9', '+', 'x');

export const chatName = fc.string({ unit: nameChar, maxLength: 8 });
export const phoneNumber = fc.string({ unit: phoneChar, minLength: 1, maxLength: 6 });
export const chatUserId = fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5').map(asChatUserId);

export const chatRow: fc.Arbitrary<ChatHistoryRow> = fc.record({
  name: chatName,
  phoneNumber,
  unseenByAdmin: fc.oneof(fc.constant(0), fc.nat(5), fc.integer({ min: -2, max: 50 })),
  superUserId: chatUserId,
  isOnline: fc.boolean(),
});

export const chatRows = fc.array(chatRow, { maxLength: 30 });

/** A query built from the same alphabets as the rows, so matches and misses both happen often. */
export const chatQuery = fc.oneof(
  fc.string({ unit: nameChar, maxLength: 3 }),
  fc.string({ unit: phoneChar, maxLength: 3 }),
);

/** Is `sub` a subsequence of `all`, by identity? Used to check that filters keep order and invent nothing. */
export function isSubsequence<T>(sub: readonly T[], all: readonly T[]): boolean {
  let i = 0;
  for (const x of all) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

export const row = (
  name: string,
  phone: string,
  unseen: number,
  id = 'u1',
  isOnline = false,
): ChatHistoryRow => ({
  name,
  phoneNumber: phone,
  unseenByAdmin: unseen,
  superUserId: asChatUserId(id),
  isOnline,
});
