import type { ChatUserId } from '../../domain/chat/chat-history-row';
import { reduceOlderMessages } from '../../domain/chat/older-messages';
import type { UnreadCounter } from '../../domain/chat/unread-counter';
import type { AppError } from '../../domain/errors/app-error';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import type { ListStatus } from '../../domain/lists/list-state';
import { PermissionArea } from '../../domain/lists/permission-area';
import { PagingDefault } from '../../domain/paging/paging-default';
import { ok, type Result } from '../../domain/shared/result';
import type { ChatGateway, ChatMessage } from '../ports/chat-gateway';
import { recordForbidden } from '../lists/record-forbidden';
import { updateStore, type StateStore } from '../shared/state-store';
import type { ChatHistoryState } from './chat-history-state';
import type { ConversationState } from './conversation-state';
import type { MarkChatSeen } from './mark-chat-seen';

/** The three states opening a chat touches. */
export interface ChatScreenStores {
  readonly conversation: StateStore<ConversationState>;
  readonly history: StateStore<ChatHistoryState>;
  readonly counter: StateStore<UnreadCounter>;
}

/**
 * Opens a patient's chat (`getChats/{page}/{id}`): the previous chat's messages go, the newest page
 * is loaded, and once it is read the chat is marked seen (row to 0, counter down by one, then
 * refreshed). Opening another chat before the answer drops this one's messages, but the chat is
 * still marked seen: the server marked it so when it served them.
 */
export class OpenChat {
  constructor(
    private readonly gateway: Pick<ChatGateway, 'messages'>,
    private readonly markSeen: MarkChatSeen,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  async execute(
    stores: ChatScreenStores,
    userId: ChatUserId,
  ): Promise<Result<readonly ChatMessage[], AppError>> {
    const { conversation } = stores;
    const opened = updateStore(conversation, (state): ConversationState => ({
      userId,
      messages: reduceOlderMessages(state.messages, { type: 'reset' }),
      status: { kind: 'loading' },
      opening: state.opening + 1,
    }));
    const result = await this.gateway.messages(userId, PagingDefault.FirstPage);
    if (conversation.get().opening !== opened.opening) {
      // Another chat is open now, but this one was read, so the server marked it seen.
      if (!result.ok) return result;
      await this.markSeen.execute(stores.history, stores.counter, userId);
      return ok(result.value.chats);
    }
    if (!result.ok) {
      recordForbidden(this.forbidden, PermissionArea.Chat, result.error);
      const status: ListStatus =
        result.error.code === 'Forbidden' ? { kind: 'forbidden' } : { kind: 'error', failure: result.error };
      conversation.set({ ...conversation.get(), status });
      return result;
    }
    const page = result.value;
    updateStore(conversation, (state): ConversationState => ({
      ...state,
      messages: reduceOlderMessages(state.messages, { type: 'pageLoaded', page }),
      status: { kind: 'loaded' },
    }));
    await this.markSeen.execute(stores.history, stores.counter, userId);
    return ok(page.chats);
  }
}
