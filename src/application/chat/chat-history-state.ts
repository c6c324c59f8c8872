import type { ChatHistoryRow } from '../../domain/chat/chat-history-row';
import { chatQueryPredicate } from '../../domain/chat/chat-search';
import { ChatStatus } from '../../domain/chat/chat-status';
import { filterByChatStatus } from '../../domain/chat/chat-status-filter';
import { initialListState, type ListState } from '../../domain/lists/list-state';
import { ResourceKey } from '../resources/resource-key';
import { resourceListPolicy } from '../resources/resource-list-policy';
import { focusStore } from '../shared/focus-store';
import type { StateStore } from '../shared/state-store';

/** The latest-patients chat history. */
export interface ChatHistoryState {
  /** Its search query is the chat search (name ignoring case, or phone number). */
  readonly list: ListState<ChatHistoryRow>;
  readonly status: ChatStatus;
  /** The phone hub's last presence list. */
  readonly online: ReadonlySet<string>;
  /** The user belongs to no chat department (its read answers 404). */
  readonly noChatDepartment: boolean;
}

/** Starts showing every chat: a staff member opening the inbox expects all of it. */
export function initialChatHistory(): ChatHistoryState {
  return { list: initialListState(), status: ChatStatus.All, online: new Set(), noChatDepartment: false };
}

/**
 * The catalogue's behaviour of the read (area `chat`); the search is the chat search (name ignoring
 * case, or phone).
 */
export const CHAT_HISTORY_POLICY = resourceListPolicy(ResourceKey.LatestPatients, chatQueryPredicate());

/** The rows shown: the search's filtered copy, then the status filter. */
export function visibleChatRows(state: ChatHistoryState): readonly ChatHistoryRow[] {
  return filterByChatStatus(state.list.filtered, state.status);
}

/** The list part of the history's store. */
export function chatHistoryList(store: StateStore<ChatHistoryState>): StateStore<ListState<ChatHistoryRow>> {
  return focusStore(
    store,
    (state) => state.list,
    (state, list) => ({ ...state, list }),
  );
}
