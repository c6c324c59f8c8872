import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { applyPresence } from '../../../src/domain/chat/presence';
import { chatRows, phoneNumber, row } from './chat-row.arbitrary';

const presence = fc.array(phoneNumber, { maxLength: 10 });

describe('chat presence from the phone hub', () => {
  it('marks a row online iff its phone number is in the presence list', () => {
    fc.assert(
      fc.property(chatRows, presence, (rows, online) =>
        applyPresence(rows, online).every((r) => r.isOnline === online.includes(r.phoneNumber)),
      ),
    );
  });

  it('changes nothing but the online flag (the last message kept too), and keeps the order', () => {
    const lastMessage = fc.option(fc.record({ text: fc.string(), sentAt: fc.nat() }), { nil: undefined });
    const withLast = fc.tuple(chatRows, fc.array(lastMessage, { maxLength: 20 })).map(([rows, lasts]) =>
      rows.map((r, i) => {
        const last = lasts[i];
        return last === undefined ? r : { ...r, lastMessage: last };
      }),
    );
    fc.assert(
      fc.property(withLast, presence, (rows, online) => {
        const next = applyPresence(rows, online);
        expect(next.map(({ isOnline: _, ...rest }) => rest)).toEqual(
          rows.map(({ isOnline: _, ...rest }) => rest),
        );
      }),
    );
  });

  it('gives the same answer for a list and a set of the same numbers', () => {
    fc.assert(
      fc.property(chatRows, presence, (rows, online) =>
        applyPresence(rows, online).every(
          (r, i) => r.isOnline === applyPresence(rows, new Set(online))[i]?.isOnline,
        ),
      ),
    );
  });

  it('returns the rows themselves when every flag is already right', () => {
    fc.assert(
      fc.property(chatRows, presence, (rows, online) => {
        const once = applyPresence(rows, online);
        return applyPresence(once, online) === once;
      }),
    );
  });

  it.each<[string, string, string[], boolean]>([
    ['a listed number', '07501234567', ['07501234567'], true],
    ['an unlisted number', '07501234567', ['07709876543'], false],
    ['an empty list', '07501234567', [], false],
    ['a number with a country code against one without', '+9647501234567', ['07501234567'], false],
    ['a number with a space against one without', '0750 1234567', ['07501234567'], false],
    ['a prefix of a listed number', '0750', ['07501234567'], false],
  ])('%s', (_name, phone, online, expected) => {
    expect(applyPresence([row('Ali', phone, 0, 'u1', !expected)], online)[0]?.isOnline).toBe(expected);
  });
});
