import { err, ok, type Result } from '../shared/result';

/** The chat history's status filter, by the number the screen's selector uses. */
export const ChatStatus = {
  /** Rows with at least one message no staff member has seen. */
  Unseen: 0,
  /** Rows with no unseen message. */
  AllSeen: 1,
  All: 2,
} as const;

export type ChatStatus = (typeof ChatStatus)[keyof typeof ChatStatus];

/** A status number the product does not know. */
export interface UnknownChatStatus {
  readonly code: 'UnknownChatStatus';
  readonly value: unknown;
}

const known: ReadonlySet<unknown> = new Set<unknown>(Object.values(ChatStatus));

/** Reads a status number from the selector or a stored preference: only 0, 1 and 2 are statuses. */
export function parseChatStatus(value: unknown): Result<ChatStatus, UnknownChatStatus> {
  return known.has(value) ? ok(value as ChatStatus) : err({ code: 'UnknownChatStatus', value });
}
