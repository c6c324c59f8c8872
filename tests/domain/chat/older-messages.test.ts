import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  initialOlderMessages,
  reduceOlderMessages,
  type OlderMessagesEvent,
  type OlderMessagesState,
} from '../../../src/domain/chat/older-messages';

interface Message {
  readonly id: number;
  readonly text: string;
}

// Few ids, so pages overlap with what is held and with themselves.
const message: fc.Arbitrary<Message> = fc.record({ id: fc.nat(20), text: fc.string({ maxLength: 3 }) });
const page = fc.array(message, { maxLength: 6 });
const event: fc.Arbitrary<OlderMessagesEvent<Message>> = fc.oneof(
  { weight: 4, arbitrary: page.map((chats) => ({ type: 'pageLoaded' as const, page: { chats } })) },
  { weight: 1, arbitrary: fc.constant({ type: 'pageLoaded' as const, page: { chats: [] } }) },
  { weight: 2, arbitrary: message.map((m) => ({ type: 'messageReceived' as const, message: m })) },
  { weight: 1, arbitrary: fc.constant({ type: 'reset' as const }) },
);
const run = (events: readonly OlderMessagesEvent<Message>[]) =>
  events.reduce<OlderMessagesState<Message>>(reduceOlderMessages, initialOlderMessages());

/** The events since the last reset: what the open chat has seen. */
const sinceReset = (events: readonly OlderMessagesEvent<Message>[]) =>
  events.slice(events.map((e) => e.type).lastIndexOf('reset') + 1);

describe('older chat messages', () => {
  it('never holds two messages with the same id', () => {
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const ids = run(events).messages.map((m) => m.id);
        return new Set(ids).size === ids.length;
      }),
    );
  });

  it('prepends the new messages of an older page, in the page order, before those held', () => {
    fc.assert(
      fc.property(fc.array(event), page, (events, chats) => {
        const before = run(events);
        const after = reduceOlderMessages(before, { type: 'pageLoaded', page: { chats } });
        const added = after.messages.length - before.messages.length;
        const head = after.messages.slice(0, added);
        const pageIds = chats.map((m) => m.id);
        return (
          after.messages.slice(added).every((m, i) => m === before.messages[i]) &&
          head.every((m) => chats.includes(m)) &&
          head.every(
            (m, i) => i === 0 || pageIds.indexOf((head[i - 1] as Message).id) < pageIds.indexOf(m.id),
          )
        );
      }),
    );
  });

  it('loses no message id of the open chat', () => {
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const held = new Set(run(events).messages.map((m) => m.id));
        return sinceReset(events).every((e) =>
          e.type === 'pageLoaded'
            ? e.page.chats.every((m) => held.has(m.id))
            : e.type !== 'messageReceived' || held.has(e.message.id),
        );
      }),
    );
  });

  it('disables the older-messages button once a page returns no chats', () => {
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const emptyPageSeen = sinceReset(events).some(
          (e) => e.type === 'pageLoaded' && e.page.chats.length === 0,
        );
        return run(events).canLoadOlder === !emptyPageSeen;
      }),
    );
  });

  it('appends a live message after those held', () => {
    fc.assert(
      fc.property(fc.array(event), message, (events, m) => {
        const before = run(events);
        fc.pre(!before.messages.some((held) => held.id === m.id));
        const after = reduceOlderMessages(before, { type: 'messageReceived', message: m });
        return after.messages.length === before.messages.length + 1 && after.messages.at(-1) === m;
      }),
    );
  });

  const m = (id: number): Message => ({ id, text: `m${id}` });
  const loaded = (...ids: number[]): OlderMessagesEvent<Message> => ({
    type: 'pageLoaded',
    page: { chats: ids.map(m) },
  });
  it.each<[string, OlderMessagesEvent<Message>[], number[], boolean, number]>([
    ['the first page', [loaded(8, 9, 10)], [8, 9, 10], true, 1],
    ['an older page', [loaded(8, 9, 10), loaded(5, 6, 7)], [5, 6, 7, 8, 9, 10], true, 2],
    ['an overlapping page', [loaded(8, 9, 10), loaded(7, 8, 9)], [7, 8, 9, 10], true, 2],
    ['a page of duplicates', [loaded(8, 9), loaded(8, 9)], [8, 9], true, 2],
    ['an empty page', [loaded(8, 9), loaded()], [8, 9], false, 1],
    ['an empty first page', [loaded()], [], false, 0],
    ['a live message', [loaded(8, 9), { type: 'messageReceived', message: m(11) }], [8, 9, 11], true, 1],
    [
      'a live message already held',
      [loaded(8, 9), { type: 'messageReceived', message: m(9) }],
      [8, 9],
      true,
      1,
    ],
    ['another chat opened', [loaded(8, 9), loaded(), { type: 'reset' }], [], true, 0],
  ])('%s', (_name, events, ids, canLoadOlder, pagesLoaded) => {
    const state = run(events);
    expect(state.messages.map((x) => x.id)).toStrictEqual(ids);
    expect(state.canLoadOlder).toBe(canLoadOlder);
    expect(state.pagesLoaded).toBe(pagesLoaded);
  });
});
