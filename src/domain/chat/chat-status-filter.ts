import type { ChatHistoryRow } from './chat-history-row';
import { ChatStatus } from './chat-status';

type StatusRow = Pick<ChatHistoryRow, 'unseenByAdmin'>;

const keepAll = (): boolean => true;
const hasUnseen = (row: StatusRow): boolean => row.unseenByAdmin > 0;
const hasNone = (row: StatusRow): boolean => !(row.unseenByAdmin > 0);

/**
 * The chat status rule as a row test: `Unseen` keeps rows whose unseen count is above 0, `AllSeen`
 * keeps the others, `All` keeps every row. `AllSeen` is written as "not unseen" so the two statuses
 * always split the rows in two, even if a malformed count (negative, NaN) slipped through. Chosen
 * once per filtering, so the loop does no status dispatch per row.
 */
export function chatStatusMatcher(status: ChatStatus): (row: StatusRow) => boolean {
  switch (status) {
    case ChatStatus.Unseen:
      return hasUnseen;
    case ChatStatus.AllSeen:
      return hasNone;
    case ChatStatus.All:
      return keepAll;
  }
}

/** True when the row passes the status filter. */
export function matchesChatStatus(row: StatusRow, status: ChatStatus): boolean {
  return chatStatusMatcher(status)(row);
}

/** The rows that pass the status filter, in their order. `All` returns the input array itself. */
export function filterByChatStatus<R extends ChatHistoryRow>(
  rows: readonly R[],
  status: ChatStatus,
): readonly R[] {
  if (status === ChatStatus.All) return rows;
  const matches = chatStatusMatcher(status);
  const out: R[] = [];
  for (const row of rows) if (matches(row)) out.push(row);
  return out;
}
