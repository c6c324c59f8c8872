import { err, ok, type Result } from '../shared/result';

/** The exact messages of the two required rules. */
export const CommentMessage = {
  CommentRequired: 'Comment Field is Required',
  ReplyRequired: 'Reply Field is Required',
} as const;

export type CommentMessage = (typeof CommentMessage)[keyof typeof CommentMessage];

export interface RequiredTextError {
  readonly code: 'CommentRequired' | 'ReplyRequired';
  readonly message: CommentMessage;
}

/** Empty, missing, or only whitespace (any Unicode space or line break). */
const isBlank = (text: string | null | undefined): boolean =>
  text === null || text === undefined || text.trim() === '';

/**
 * A comment's text is required: blank text fails with 'Comment Field is Required'. Accepted text is
 * returned exactly as typed, since leading spaces can be meaningful in markdown.
 */
export function validateComment(text: string | null | undefined): Result<string, RequiredTextError> {
  return isBlank(text)
    ? err({ code: 'CommentRequired', message: CommentMessage.CommentRequired })
    : ok(text as string);
}

/** A reply's text is required: blank text fails with 'Reply Field is Required'. */
export function validateReply(text: string | null | undefined): Result<string, RequiredTextError> {
  return isBlank(text)
    ? err({ code: 'ReplyRequired', message: CommentMessage.ReplyRequired })
    : ok(text as string);
}
