import { searchList } from '../lists/search-list';
import type { StateStore } from '../shared/state-store';
import { CHAT_HISTORY_POLICY, chatHistoryList, type ChatHistoryState } from './chat-history-state';

/** Searches the chat history: name ignoring case, or phone number, as typed. */
export function searchLatestPatients(store: StateStore<ChatHistoryState>, query: string): ChatHistoryState {
  searchList(chatHistoryList(store), CHAT_HISTORY_POLICY, query);
  return store.get();
}
