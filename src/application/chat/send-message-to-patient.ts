import type { ChatUserId } from '../../domain/chat/chat-history-row';
import { reduceOlderMessages } from '../../domain/chat/older-messages';
import type { AppError } from '../../domain/errors/app-error';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { PermissionArea } from '../../domain/lists/permission-area';
import type { Result } from '../../domain/shared/result';
import type { ChatGateway, ChatMessage } from '../ports/chat-gateway';
import { recordForbidden } from '../lists/record-forbidden';
import type { StateStore } from '../shared/state-store';
import type { ConversationState } from './conversation-state';
import { messageText, type EmptyMessage } from './message-text';

/**
 * Sends a staff message to a patient (`POST /api/Chats/SendToPatient {userId, message}`, an
 * extension). A blank message is refused without a call. `clientMessageId` is the idempotency key
 * of a retry: the server stores a message once per key. The stored message the server answers is
 * added at the end of the conversation if that chat is still the open one.
 */
export class SendMessageToPatient {
  constructor(
    private readonly gateway: Pick<ChatGateway, 'sendToPatient'>,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  async execute(
    conversation: StateStore<ConversationState>,
    userId: ChatUserId,
    text: string,
    clientMessageId?: string,
  ): Promise<Result<ChatMessage, AppError | EmptyMessage>> {
    const message = messageText(text);
    if (!message.ok) return message;
    const result = await this.gateway.sendToPatient(userId, message.value, clientMessageId);
    if (!result.ok) {
      recordForbidden(this.forbidden, PermissionArea.Chat, result.error);
      return result;
    }
    const state = conversation.get();
    if (state.userId === userId) {
      const messages = reduceOlderMessages(state.messages, {
        type: 'messageReceived',
        message: result.value,
      });
      if (messages !== state.messages) conversation.set({ ...state, messages });
    }
    return result;
  }
}
