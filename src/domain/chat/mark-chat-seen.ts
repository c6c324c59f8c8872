import type { ChatHistoryRow, ChatUserId } from './chat-history-row';
import { reduceUnreadCounter, type UnreadCounter } from './unread-counter';

export interface ChatSeenResult<R extends ChatHistoryRow> {
  readonly rows: readonly R[];
  readonly counter: UnreadCounter;
}

/**
 * Marks the chat of `userId` seen: its row's unseen count becomes 0 and the global counter goes
 * down by ONE, never below 0.
 *
 * By one, not by the row's count: the badge is the server's `GetLatestPatientCount`, the number
 * of patients whose latest chat has unseen messages, and the spec says the counter is
 * "decremented", not reduced by the messages read. Opening one chat removes one such patient;
 * the refresh that follows (the counter changed) corrects any drift from the server.
 *
 * A chat that is already seen, or not in the rows, changes nothing: the same rows array and the
 * same counter come back. Should the rows hold the user twice, every copy is cleared and the
 * counter still drops once, as it is one chat.
 */
export function markChatSeen<R extends ChatHistoryRow>(
  rows: readonly R[],
  counter: UnreadCounter,
  userId: ChatUserId,
): ChatSeenResult<R> {
  let next: R[] | undefined;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as R;
    if (row.superUserId !== userId || !(row.unseenByAdmin > 0)) continue;
    next ??= rows.slice();
    next[i] = { ...row, unseenByAdmin: 0 };
  }
  if (next === undefined) return { rows, counter };
  return { rows: next, counter: reduceUnreadCounter(counter, { type: 'chatMarkedSeen' }) };
}
