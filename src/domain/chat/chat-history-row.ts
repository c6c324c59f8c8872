import type { Brand } from '../shared/brand';

/**
 * The id of a chat app user (a patient), the wire's `superUserId`. It names the chat opened at
 * `/app/chat/{id}` and the sender of a hub `receive` event. Branded so it is never mixed with a
 * phone number, which is the presence key.
 */
export type ChatUserId = Brand<string, 'ChatUserId'>;

export const asChatUserId = (raw: string): ChatUserId => raw as ChatUserId;

/** One row of the latest-patient chat history. */
export interface ChatHistoryRow {
  readonly name: string;
  readonly phoneNumber: string;
  /** Messages no staff member has seen yet (wire `numberOfMessagesNotSeenByAdmin`). */
  readonly unseenByAdmin: number;
  readonly superUserId: ChatUserId;
  /** Derived on the client from the phone hub's presence list, never sent by the server. */
  readonly isOnline: boolean;
  /** The chat's newest message, when the server says (an extension of the row; absent otherwise). */
  readonly lastMessage?: ChatLastMessage;
}

/** A chat's newest message as its inbox row shows it: the text and when it was sent (epoch ms). */
export interface ChatLastMessage {
  readonly text: string;
  readonly sentAt: number;
}
