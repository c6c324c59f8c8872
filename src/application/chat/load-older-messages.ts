import { reduceOlderMessages } from '../../domain/chat/older-messages';
import type { AppError } from '../../domain/errors/app-error';
import { ok, type Result } from '../../domain/shared/result';
import type { ChatGateway } from '../ports/chat-gateway';
import type { StateStore } from '../shared/state-store';
import type { ConversationState } from './conversation-state';

/**
 * Loads the page of older messages after those already held. Nothing is called when no chat is
 * open, while the chat is still opening, when a page already came back empty (the button is
 * disabled), or while the previous older page is still loading. An answer that arrives after
 * another chat was opened is dropped.
 */
export class LoadOlderMessages {
  private readonly inFlight = new WeakSet<object>();

  constructor(private readonly gateway: Pick<ChatGateway, 'messages'>) {}

  async execute(conversation: StateStore<ConversationState>): Promise<Result<boolean, AppError>> {
    const asked = conversation.get();
    const userId = asked.userId;
    if (userId === null || asked.status.kind === 'loading' || !asked.messages.canLoadOlder) return ok(false);
    if (this.inFlight.has(conversation)) return ok(false);
    this.inFlight.add(conversation);
    try {
      const result = await this.gateway.messages(userId, asked.messages.pagesLoaded + 1);
      if (!result.ok) return result;
      const state = conversation.get();
      if (state.opening !== asked.opening) return ok(false);
      conversation.set({
        ...state,
        messages: reduceOlderMessages(state.messages, { type: 'pageLoaded', page: result.value }),
      });
      return ok(true);
    } finally {
      this.inFlight.delete(conversation);
    }
  }
}
