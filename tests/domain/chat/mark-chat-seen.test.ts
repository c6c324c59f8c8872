import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { markChatSeen } from '../../../src/domain/chat/mark-chat-seen';
import type { UnreadCounter } from '../../../src/domain/chat/unread-counter';
import { chatRows, chatUserId, row } from './chat-row.arbitrary';

const counter: fc.Arbitrary<UnreadCounter> = fc.record({ count: fc.nat(100), stale: fc.boolean() });

describe('marking a chat seen', () => {
  it("sets that chat's unseen count to 0", () => {
    fc.assert(
      fc.property(chatRows, counter, chatUserId, (rows, c, id) =>
        markChatSeen(rows, c, id).rows.every((r) => r.superUserId !== id || r.unseenByAdmin <= 0),
      ),
    );
  });

  it('leaves every other row as it was', () => {
    fc.assert(
      fc.property(chatRows, counter, chatUserId, (rows, c, id) => {
        const next = markChatSeen(rows, c, id).rows;
        return (
          next.length === rows.length &&
          rows.every((r, i) =>
            r.superUserId !== id || r.unseenByAdmin <= 0
              ? next[i] === r
              : next[i]?.name === r.name && next[i]?.phoneNumber === r.phoneNumber,
          )
        );
      }),
    );
  });

  it('decrements the global chat counter by one, not below 0, when the chat had unseen messages', () => {
    fc.assert(
      fc.property(chatRows, counter, chatUserId, (rows, c, id) => {
        fc.pre(rows.some((r) => r.superUserId === id && r.unseenByAdmin > 0));
        return markChatSeen(rows, c, id).counter.count === Math.max(0, c.count - 1);
      }),
    );
  });

  it('changes nothing when the chat is already seen or not listed', () => {
    fc.assert(
      fc.property(chatRows, counter, chatUserId, (rows, c, id) => {
        fc.pre(!rows.some((r) => r.superUserId === id && r.unseenByAdmin > 0));
        const result = markChatSeen(rows, c, id);
        return result.rows === rows && result.counter === c;
      }),
    );
  });

  it('changes nothing the second time', () => {
    fc.assert(
      fc.property(chatRows, counter, chatUserId, (rows, c, id) => {
        const once = markChatSeen(rows, c, id);
        const twice = markChatSeen(once.rows, once.counter, id);
        return twice.rows === once.rows && twice.counter === once.counter;
      }),
    );
  });

  const rows = [row('Ali', '0750', 3, 'u1'), row('Bana', '0751', 0, 'u2'), row('Chro', '0770', 1, 'u3')];
  it.each<[string, string, number, number[], number]>([
    ['a chat with 3 unseen', 'u1', 5, [0, 0, 1], 4],
    ['a chat with 1 unseen', 'u3', 5, [3, 0, 0], 4],
    ['a chat with 3 unseen at a counter of 0', 'u1', 0, [0, 0, 1], 0],
    ['an already seen chat', 'u2', 5, [3, 0, 1], 5],
    ['an unknown chat', 'u9', 5, [3, 0, 1], 5],
  ])('%s', (_name, id, count, unseen, expected) => {
    const result = markChatSeen(rows, { count, stale: false }, row('', '', 0, id).superUserId);
    expect(result.rows.map((r) => r.unseenByAdmin)).toStrictEqual(unseen);
    expect(result.counter.count).toBe(expected);
  });
});
