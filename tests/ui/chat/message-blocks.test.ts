import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageBlocks } from '../../../src/ui/features/chat/message-blocks';

/** Messages as distinct objects, so a test can tell a block kept from a block rebuilt. */
const messages = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => ({ n: from + i }));

describe('the conversation drawn in blocks', () => {
  it('puts every message in exactly one block, in order, no block larger than its size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 60 }),
        fc.nat(),
        (count, size, anchorSeed) => {
          const list = messages(0, count);
          const anchor = count === 0 ? 0 : anchorSeed % count;
          const blocks = messageBlocks(list, anchor, size);
          expect(blocks.flatMap((block) => block.messages)).toEqual(list);
          for (const block of blocks) {
            expect(block.messages.length).toBeGreaterThan(0);
            expect(block.messages.length).toBeLessThanOrEqual(size);
          }
          const keys = blocks.map((block) => block.key);
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys).toEqual([...keys].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('keeps the blocks already drawn when older pages come on top and new messages at the bottom', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 60 }),
        (held, older, newer, size) => {
          const first = messages(1_000, 1_000 + held);
          const before = messageBlocks(first, 0, size);
          // The same message objects, with an older page before them and new ones after.
          const grown = [...messages(0, older), ...first, ...messages(5_000, 5_000 + newer)];
          const after = messageBlocks(grown, older, size);
          // Every block drawn before, but the last one (which new messages may join), is drawn
          // again from the very same messages under the same key.
          for (const block of before.slice(0, -1)) {
            const same = after.find((candidate) => candidate.key === block.key);
            expect(same?.messages).toEqual(block.messages);
            same?.messages.forEach((message, i) => expect(message).toBe(block.messages[i]));
          }
          // Older messages only make blocks of their own, before block 0.
          for (const block of after) {
            if (block.key < 0) expect(block.messages.every((m) => m.n < 1_000)).toBe(true);
          }
        },
      ),
    );
  });

  it('cuts 5,000 messages into blocks of 50 from the anchor', () => {
    const blocks = messageBlocks(messages(0, 5_000), 0);
    expect(blocks).toHaveLength(100);
    expect(blocks[0]?.messages[0]).toEqual({ n: 0 });
    expect(blocks[99]?.messages.at(-1)).toEqual({ n: 4_999 });
  });
});
