import { reduceOlderMessages } from '../../domain/chat/older-messages';
import { PagingDefault } from '../../domain/paging/paging-default';
import type { ChatGateway, ChatMessage } from '../ports/chat-gateway';
import type { Logger } from '../ports/logger';
import { CoalescedRun } from '../shared/coalesced-run';
import type { StateStore } from '../shared/state-store';
import type { ConversationState } from './conversation-state';

/** The most pages one refresh reads back: a chat left open through a long outage is re-read up to here. */
export const REFRESH_PAGE_LIMIT = 20;

/**
 * Brings the open chat up to date after its patient wrote (a hub `receive` from the open chat, or
 * a reconnect): the newest pages are read again, back to the first page that holds a message
 * already shown (so more than a page of messages missed while offline leaves no gap), and the
 * messages not yet held are added at the end, in order, so nothing on screen moves. Reading them
 * also marks them seen on the server. A failure is only logged: the messages on screen stay and
 * the next event tries again.
 */
export class RefreshOpenChat {
  private readonly runs = new CoalescedRun();

  constructor(
    private readonly gateway: Pick<ChatGateway, 'messages'>,
    private readonly logger: Logger,
  ) {}

  execute(conversation: StateStore<ConversationState>): Promise<void> {
    return this.runs.run(conversation, async () => {
      const asked = conversation.get();
      if (asked.userId === null || asked.status.kind !== 'loaded') return;
      const held = new Set(asked.messages.messages.map((message) => message.id));
      // Newest page first; each page oldest first.
      const pages: (readonly ChatMessage[])[] = [];
      for (let page = PagingDefault.FirstPage; page < PagingDefault.FirstPage + REFRESH_PAGE_LIMIT; page++) {
        const result = await this.gateway.messages(asked.userId, page);
        if (!result.ok) {
          this.logger.error('Refreshing the open chat failed', result.error);
          return;
        }
        const chats = result.value.chats;
        pages.push(chats);
        if (chats.length === 0 || chats.some((message) => held.has(message.id))) break;
      }
      const state = conversation.get();
      if (state.opening !== asked.opening) return;
      let messages = state.messages;
      for (const chats of pages.reverse()) {
        for (const message of chats) {
          messages = reduceOlderMessages(messages, { type: 'messageReceived', message });
        }
      }
      if (messages !== state.messages) conversation.set({ ...state, messages });
    });
  }
}
