import type { ChatUserId } from '../../domain/chat/chat-history-row';
import { initialOlderMessages, type OlderMessagesState } from '../../domain/chat/older-messages';
import type { ListStatus } from '../../domain/lists/list-state';
import type { ChatMessage } from '../ports/chat-gateway';

/** The chat open on the screen: whose it is, its messages (oldest first) and how its call went. */
export interface ConversationState {
  readonly userId: ChatUserId | null;
  readonly messages: OlderMessagesState<ChatMessage>;
  readonly status: ListStatus;
  /** Counts the chats opened, so an answer for an earlier opening is recognised and dropped. */
  readonly opening: number;
}

export function initialConversation(): ConversationState {
  return { userId: null, messages: initialOlderMessages(), status: { kind: 'loaded' }, opening: 0 };
}
