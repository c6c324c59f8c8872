import { reduceOlderMessages } from '../../domain/chat/older-messages';
import { PagingDefault } from '../../domain/paging/paging-default';
import type { ChatGateway } from '../ports/chat-gateway';
import type { Logger } from '../ports/logger';
import { CoalescedRun } from '../shared/coalesced-run';
import type { StateStore } from '../shared/state-store';
import type { ConversationState } from './conversation-state';

/**
 * Brings the open chat up to date after its patient wrote (a hub `receive` from the open chat, or
 * a reconnect): the newest page is read again and the messages not yet held are added at the end,
 * in order, so nothing on screen moves. Reading them also marks them seen on the server. A failure
 * is only logged: the messages on screen stay and the next event tries again.
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
      const result = await this.gateway.messages(asked.userId, PagingDefault.FirstPage);
      if (!result.ok) {
        this.logger.error('Refreshing the open chat failed', result.error);
        return;
      }
      const state = conversation.get();
      if (state.opening !== asked.opening) return;
      let messages = state.messages;
      for (const message of result.value.chats) {
        messages = reduceOlderMessages(messages, { type: 'messageReceived', message });
      }
      if (messages !== state.messages) conversation.set({ ...state, messages });
    });
  }
}
