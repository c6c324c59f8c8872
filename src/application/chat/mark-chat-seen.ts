import type { ChatUserId } from '../../domain/chat/chat-history-row';
import { markChatSeen } from '../../domain/chat/mark-chat-seen';
import type { UnreadCounter } from '../../domain/chat/unread-counter';
import { replaceListItems } from '../lists/replace-list-items';
import type { StateStore } from '../shared/state-store';
import { CHAT_HISTORY_POLICY, type ChatHistoryState } from './chat-history-state';
import type { RefreshUnreadCounter } from './refresh-unread-counter';

/**
 * Marks a chat seen on screen once its messages were read: its row's unseen count becomes 0 and the
 * global counter goes down by one, never below 0. The server marked it seen when it served the
 * messages, so the counter is then refreshed from the server, even when the row on screen showed
 * nothing unseen: messages may have arrived since the history was loaded.
 */
export class MarkChatSeen {
  constructor(private readonly refreshCounter: RefreshUnreadCounter) {}

  execute(
    history: StateStore<ChatHistoryState>,
    counter: StateStore<UnreadCounter>,
    userId: ChatUserId,
  ): Promise<void> {
    const state = history.get();
    const seen = markChatSeen(state.list.items, counter.get(), userId);
    if (seen.rows !== state.list.items) {
      history.set({ ...state, list: replaceListItems(state.list, CHAT_HISTORY_POLICY, seen.rows) });
    }
    counter.set(seen.counter);
    return this.refreshCounter.execute(counter);
  }
}
