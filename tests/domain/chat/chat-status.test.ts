import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { ChatStatus, parseChatStatus } from '../../../src/domain/chat/chat-status';

describe('the chat status numbers', () => {
  it.each([
    [0, ChatStatus.Unseen],
    [1, ChatStatus.AllSeen],
    [2, ChatStatus.All],
  ])('reads %i as its status', (value, status) => {
    expect(parseChatStatus(value)).toStrictEqual({ ok: true, value: status });
  });

  it('rejects every value but 0, 1 and 2 as an unknown status', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== 0 && v !== 1 && v !== 2),
        (value) => {
          const result = parseChatStatus(value);
          return (
            !result.ok && result.error.code === 'UnknownChatStatus' && Object.is(result.error.value, value)
          );
        },
      ),
    );
  });

  it.each<[unknown, boolean]>([
    [-0, true],
    ['0', false],
    [0.5, false],
    [3, false],
    [-1, false],
    [Number.NaN, false],
    [null, false],
  ])('reads %s as a status: %s', (value, accepted) => {
    expect(parseChatStatus(value).ok).toBe(accepted);
  });
});
