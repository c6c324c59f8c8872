import type { ChatHistoryRow, ChatUserId } from '../../domain/chat/chat-history-row';
import type { ChatMessagePage } from '../../domain/chat/older-messages';
import type { AppError } from '../../domain/errors/app-error';
import type { Patient } from '../../domain/patients/patient';
import type { Result } from '../../domain/shared/result';

/**
 * One chat message. The spec shows only that a page holds `chats`; these fields are the product's:
 * the text, when it was sent (epoch ms) and whether staff wrote it.
 */
export interface ChatMessage {
  readonly id: string;
  readonly text: string;
  readonly sentAt: number;
  readonly fromStaff: boolean;
}

/** A patient of the app users list, with the chat id that opens their chat. */
export interface ChatAppUser extends Patient {
  readonly id: ChatUserId;
}

/**
 * The staff side of the chat, staff token, area `chat`. An implementation never throws.
 *
 * - `latestPatients`: `GET /api/Chats/getLatestPatient`. Rows come with `isOnline` false: presence
 *   is the application's (from the phone hub). A 404 whose body says "user token doesnt contain
 *   any chat departments" is returned as `NotFound` with that body, untouched.
 * - `appUsers`: `GET /api/Chats/GetAppUsers`.
 * - `messages`: `GET /api/Chats/getChats/{page}/{id}`; page 1 holds the newest messages, each page
 *   oldest first. Reading a chat's messages marks it seen on the server.
 * - `unreadCount`: `GET /api/Chats/GetLatestPatientCount`, the number behind the chat badge.
 * - `sendToPatient`: `POST /api/Chats/SendToPatient {userId, message, clientMessageId?}` (an
 *   extension, docs/api-extensions.md); answers the stored message. A second call with the same
 *   `clientMessageId` answers the message stored by the first instead of storing it again.
 */
export interface ChatGateway {
  latestPatients(): Promise<Result<readonly ChatHistoryRow[], AppError>>;
  appUsers(): Promise<Result<readonly ChatAppUser[], AppError>>;
  messages(userId: ChatUserId, page: number): Promise<Result<ChatMessagePage<ChatMessage>, AppError>>;
  unreadCount(): Promise<Result<number, AppError>>;
  sendToPatient(
    userId: ChatUserId,
    message: string,
    clientMessageId?: string,
  ): Promise<Result<ChatMessage, AppError>>;
}
