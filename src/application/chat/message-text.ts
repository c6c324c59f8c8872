import { err, ok, type Result } from '../../domain/shared/result';

/** A message with nothing to read: it is not sent. */
export interface EmptyMessage {
  readonly code: 'EmptyMessage';
}

/**
 * The text of a message to send: as typed, but a text of only blanks is refused before any call,
 * as it would arrive as an empty bubble. Surrounding blanks are trimmed (a stray newline from the
 * Enter key is not part of the message).
 */
export function messageText(text: string): Result<string, EmptyMessage> {
  const trimmed = text.trim();
  return trimmed === '' ? err({ code: 'EmptyMessage' }) : ok(trimmed);
}
