import type { ChatStatus } from '../../domain/chat/chat-status';
import { updateStore, type StateStore } from '../shared/state-store';
import type { ChatHistoryState } from './chat-history-state';

/** Chooses the status filter of the chat history (0 unseen, 1 none unseen, 2 all). */
export function chooseChatStatus(store: StateStore<ChatHistoryState>, status: ChatStatus): ChatHistoryState {
  return updateStore(store, (state) => (state.status === status ? state : { ...state, status }));
}
