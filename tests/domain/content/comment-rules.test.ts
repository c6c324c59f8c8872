import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateComment, validateReply } from '../../../src/domain/content/comment-rules';

const blank = fc.oneof(
  fc.constantFrom('', null, undefined),
  fc
    .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000'), {
      minLength: 1,
      maxLength: 8,
    })
    .map((s) => s.join('')),
);
const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');

const COMMENT_REQUIRED = {
  ok: false,
  error: { code: 'CommentRequired', message: 'Comment Field is Required' },
};
const REPLY_REQUIRED = { ok: false, error: { code: 'ReplyRequired', message: 'Reply Field is Required' } };

describe('comment and reply required rules', () => {
  it.each([
    ['', COMMENT_REQUIRED],
    ['   ', COMMENT_REQUIRED],
    [undefined, COMMENT_REQUIRED],
    ['Thank you, doctor', { ok: true, value: 'Thank you, doctor' }],
    ['  indented', { ok: true, value: '  indented' }],
  ])('validates comment %j as %j', (input, expected) => {
    expect(validateComment(input)).toEqual(expected);
  });

  it.each([
    ['', REPLY_REQUIRED],
    ['\n\t', REPLY_REQUIRED],
    [null, REPLY_REQUIRED],
    ['Agreed', { ok: true, value: 'Agreed' }],
  ])('validates reply %j as %j', (input, expected) => {
    expect(validateReply(input)).toEqual(expected);
  });

  it("rejects empty or whitespace-only comment text with 'Comment Field is Required'", () => {
    fc.assert(
      fc.property(blank, (t) => {
        expect(validateComment(t)).toEqual(COMMENT_REQUIRED);
      }),
    );
  });

  it("rejects empty or whitespace-only reply text with 'Reply Field is Required'", () => {
    fc.assert(
      fc.property(blank, (t) => {
        expect(validateReply(t)).toEqual(REPLY_REQUIRED);
      }),
    );
  });

  it('accepts any comment with a visible character, unchanged', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(validateComment(t)).toEqual({ ok: true, value: t });
      }),
    );
  });

  it('accepts any reply with a visible character, unchanged', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(validateReply(t)).toEqual({ ok: true, value: t });
      }),
    );
  });
});
