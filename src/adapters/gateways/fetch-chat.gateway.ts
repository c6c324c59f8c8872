import type { ChatAppUser, ChatGateway, ChatMessage } from '../../application/ports/chat-gateway';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import { ResourceKey } from '../../application/resources/resource-key';
import type { ChatHistoryRow, ChatUserId } from '../../domain/chat/chat-history-row';
import type { ChatMessagePage } from '../../domain/chat/older-messages';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  chatMessageSchema,
  SEND_TO_PATIENT_CALL,
  toChatMessage,
  toSendToPatient,
} from '../../contract/chat/chat';
import { mapped } from '../../contract/shared/values';
import { sendWireCall } from './wire-request';

const storedMessageCheck = mapped(chatMessageSchema, toChatMessage);

export interface FetchChatGatewayOptions {
  readonly http: HttpClient;
  /** Serves the four reads: `latestPatients`, `appUsers`, `chatMessages`, `unreadChatCount`. */
  readonly resources: ResourceGateway;
}

/**
 * `ChatGateway` of the dashboard (staff token): the reads are catalogue reads, delegated; sending
 * is the product's extension `POST /api/Chats/SendToPatient {userId, message}`, answering the
 * stored message.
 */
export class FetchChatGateway implements ChatGateway {
  constructor(private readonly options: FetchChatGatewayOptions) {}

  latestPatients(): Promise<Result<readonly ChatHistoryRow[], AppError>> {
    return this.options.resources.load(ResourceKey.LatestPatients);
  }

  appUsers(): Promise<Result<readonly ChatAppUser[], AppError>> {
    return this.options.resources.load(ResourceKey.AppUsers);
  }

  messages(userId: ChatUserId, page: number): Promise<Result<ChatMessagePage<ChatMessage>, AppError>> {
    return this.options.resources.load(ResourceKey.ChatMessages, { page, id: userId });
  }

  unreadCount(): Promise<Result<number, AppError>> {
    return this.options.resources.load(ResourceKey.UnreadChatCount);
  }

  sendToPatient(
    userId: ChatUserId,
    message: string,
    clientMessageId?: string,
  ): Promise<Result<ChatMessage, AppError>> {
    return sendWireCall(this.options.http, SEND_TO_PATIENT_CALL, {
      name: 'sendToPatient',
      check: storedMessageCheck,
      body: toSendToPatient(userId, message, clientMessageId),
    });
  }
}
