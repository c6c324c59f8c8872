import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../../src/domain/chat/merge-messages';

const messageArb = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  sentAt: fc.integer({ min: 0, max: 5 }),
});

describe('merging the messages a chat holds with those that arrived', () => {
  it('holds each id once, in the order they were sent, the copy already held kept', () => {
    fc.assert(
      fc.property(fc.array(messageArb), fc.array(messageArb), (rawHeld, incoming) => {
        const held = mergeMessages([], rawHeld);
        const merged = mergeMessages(held, incoming);
        const ids = merged.map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...held, ...incoming].map((m) => m.id)));
        const times = merged.map((m) => m.sentAt);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        for (const message of held) expect(merged).toContain(message);
      }),
    );
  });

  it('answers the held list itself when nothing is new, and keeps arrival order within an instant', () => {
    const held = [
      { id: 'x', sentAt: 1 },
      { id: 'y', sentAt: 1 },
    ];
    expect(mergeMessages(held, [{ id: 'y', sentAt: 1 }])).toBe(held);
    expect(mergeMessages(held, [{ id: 'z', sentAt: 1 }]).map((m) => m.id)).toEqual(['x', 'y', 'z']);
  });
});
