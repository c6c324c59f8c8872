import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  initialUnreadCounter,
  needsRefresh,
  reduceUnreadCounter,
  type UnreadCounter,
  type UnreadCounterEvent,
} from '../../../src/domain/chat/unread-counter';

const serverCount = fc.oneof(fc.nat(1000), fc.integer({ min: -1000, max: -1 }), fc.double());
const event: fc.Arbitrary<UnreadCounterEvent> = fc.oneof(
  serverCount.map((count) => ({ type: 'refreshed' as const, count })),
  fc.constant({ type: 'messageReceived' as const }),
  fc.constant({ type: 'chatMarkedSeen' as const }),
);
const counter: fc.Arbitrary<UnreadCounter> = fc.record({ count: fc.nat(1000), stale: fc.boolean() });
const run = (events: readonly UnreadCounterEvent[]) =>
  events.reduce(reduceUnreadCounter, initialUnreadCounter);

describe('the unread chat counter', () => {
  it('never goes below 0, whatever the events', () => {
    fc.assert(fc.property(fc.array(event), (events) => run(events).count >= 0));
  });

  it('is always a whole number, whatever the server sends', () => {
    fc.assert(fc.property(fc.array(event), (events) => Number.isInteger(run(events).count)));
  });

  it('is set from the server', () => {
    fc.assert(
      fc.property(counter, fc.nat(1000), (state, count) => {
        const next = reduceUnreadCounter(state, { type: 'refreshed', count });
        return next.count === count && !needsRefresh(next);
      }),
    );
  });

  it('is refreshed from the server on each receive event', () => {
    fc.assert(
      fc.property(counter, (state) => {
        const next = reduceUnreadCounter(state, { type: 'messageReceived' });
        return needsRefresh(next) && next.count === state.count;
      }),
    );
  });

  it('decrements by one on mark-seen, not below 0, and is then refreshed as it changed', () => {
    fc.assert(
      fc.property(counter, (state) => {
        const next = reduceUnreadCounter(state, { type: 'chatMarkedSeen' });
        return state.count === 0 ? next === state : next.count === state.count - 1 && needsRefresh(next);
      }),
    );
  });

  it.each<[string, UnreadCounterEvent[], UnreadCounter]>([
    ['nothing yet', [], { count: 0, stale: true }],
    ['a server count', [{ type: 'refreshed', count: 4 }], { count: 4, stale: false }],
    ['a negative server count', [{ type: 'refreshed', count: -3 }], { count: 0, stale: false }],
    ['a fractional server count', [{ type: 'refreshed', count: 2.7 }], { count: 2, stale: false }],
    ['a NaN server count', [{ type: 'refreshed', count: Number.NaN }], { count: 0, stale: false }],
    [
      'a mark-seen after a count of 2',
      [{ type: 'refreshed', count: 2 }, { type: 'chatMarkedSeen' }],
      { count: 1, stale: true },
    ],
    [
      'a mark-seen at 0',
      [{ type: 'refreshed', count: 0 }, { type: 'chatMarkedSeen' }],
      { count: 0, stale: false },
    ],
    [
      'a message after a count',
      [{ type: 'refreshed', count: 5 }, { type: 'messageReceived' }],
      { count: 5, stale: true },
    ],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toStrictEqual(expected);
  });
});
