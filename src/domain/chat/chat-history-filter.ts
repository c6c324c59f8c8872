import type { ChatHistoryRow } from './chat-history-row';
import { chatQueryMatcher, searchChats } from './chat-search';
import { ChatStatus } from './chat-status';
import { chatStatusMatcher, filterByChatStatus } from './chat-status-filter';

/**
 * The chat history as shown: a row is kept when it passes the status filter AND the search. One
 * pass over the rows, both tests prepared once per call; when neither filter can remove anything
 * the input array itself comes back.
 */
export function filterChatHistory<R extends ChatHistoryRow>(
  rows: readonly R[],
  status: ChatStatus,
  query: string,
): readonly R[] {
  if (query === '') return filterByChatStatus(rows, status);
  if (status === ChatStatus.All) return searchChats(rows, query);
  const passesStatus = chatStatusMatcher(status);
  const passesSearch = chatQueryMatcher(query);
  const out: R[] = [];
  for (const row of rows) if (passesStatus(row) && passesSearch(row)) out.push(row);
  return out;
}
