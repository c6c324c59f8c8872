import { applyPresence } from '../../domain/chat/presence';
import { replaceListItems } from '../lists/replace-list-items';
import { updateStore, type StateStore } from '../shared/state-store';
import { CHAT_HISTORY_POLICY, type ChatHistoryState } from './chat-history-state';

/**
 * Takes a new presence list from the phone hub: it replaces the previous one and every row's online
 * flag follows it, whatever the list's status (a load in flight applies it too, as it reads the
 * list when its answer arrives).
 */
export function applyPresenceList(
  store: StateStore<ChatHistoryState>,
  onlinePhoneNumbers: readonly string[],
): ChatHistoryState {
  return updateStore(store, (state) => {
    const online = new Set(onlinePhoneNumbers);
    const list = replaceListItems(state.list, CHAT_HISTORY_POLICY, applyPresence(state.list.items, online));
    return { ...state, online, list };
  });
}
