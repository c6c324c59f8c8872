import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AccountRequestPolicy,
  PasswordResetPolicy,
  codeCheckGate,
  limitWaitMs,
  mustChangeAfter,
  resetLimitWaitMs,
  requestLimitWaitMs,
} from '../../../src/domain/access/account-flow-rules';

const windowMs = 600_000;

describe('limitWaitMs: a window of `limit` requests', () => {
  it('lets a request through while fewer than the limit are inside the window, and blocks until one leaves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 * windowMs }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 2 * windowMs }),
        (ages, limit, base) => {
          const now = base + 2 * windowMs;
          const times = ages.map((age) => now - age).sort((a, b) => b - a);
          const inside = times.filter((t) => t > now - windowMs).length;
          const wait = limitWaitMs(times, limit, now, windowMs);
          if (inside < limit) {
            expect(wait).toBe(0);
          } else {
            expect(wait).toBeGreaterThan(0);
            // At the end of the wait one request has left the window: the next one passes.
            const later = now + wait;
            expect(times.filter((t) => t > later - windowMs).length).toBeLessThan(limit);
            // And not a millisecond before (unless the wait is the minimum of 1 ms).
            if (wait > 1) {
              const earlier = later - 1;
              expect(times.filter((t) => t > earlier - windowMs).length).toBeGreaterThanOrEqual(limit);
            }
          }
        },
      ),
    );
  });

  it('blocks the fourth reset request of one name from one address within the window', () => {
    const now = 10 * windowMs;
    const three = [now - 1_000, now - 2_000, now - 3_000];
    const wait = resetLimitWaitMs(
      { sameNameSameAddress: three, sameName: three, sameAddress: three, all: three },
      now,
    );
    expect(wait).toBe(PasswordResetPolicy.windowMs - 3_000);
    const none = { sameNameSameAddress: [], sameName: [], sameAddress: [], all: [] };
    expect(resetLimitWaitMs(none, now)).toBe(0);
  });

  it('waits for the longest of the reset limits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: windowMs - 1 }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: windowMs - 1 }), { maxLength: 40 }),
        (nameAges, addressAges) => {
          const now = 5 * windowMs;
          const byAge = (ages: number[]) => ages.map((a) => now - a).sort((a, b) => b - a);
          const sameName = byAge(nameAges);
          const sameAddress = byAge(addressAges);
          const wait = resetLimitWaitMs(
            { sameNameSameAddress: [], sameName, sameAddress, all: sameAddress },
            now,
          );
          const p = PasswordResetPolicy;
          const expected = Math.max(
            limitWaitMs(sameName, p.perName, now, p.windowMs),
            limitWaitMs(sameAddress, p.perAddress, now, p.windowMs),
            limitWaitMs(sameAddress, p.inAll, now, p.windowMs),
          );
          expect(wait).toBe(expected);
        },
      ),
    );
  });

  it('limits account requests per address and in all', () => {
    const now = 100 * AccountRequestPolicy.windowMs;
    const n = AccountRequestPolicy.perAddress;
    const mine = Array.from({ length: n }, (_, i) => now - (i + 1) * 1_000);
    expect(requestLimitWaitMs({ sameAddress: mine, all: mine }, now)).toBeGreaterThan(0);
    expect(requestLimitWaitMs({ sameAddress: mine.slice(1), all: mine }, now)).toBe(0);
  });
});

describe('codeCheckGate: may this reset code be checked now?', () => {
  const row = (over: Partial<Parameters<typeof codeCheckGate>[0]> = {}) => ({
    attempts: 0,
    expiresAt: 1_000,
    usedAt: null,
    ...over,
  });

  it('checks an unused, unexpired code with attempts left; refuses the rest; locks after the attempts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.boolean(),
        (attempts, now, used) => {
          const gate = codeCheckGate(row({ attempts, usedAt: used ? 1 : null }), now);
          if (used || now >= 1_000) expect(gate).toBe('rejected');
          else if (attempts >= PasswordResetPolicy.attemptsPerCode) expect(gate).toBe('locked');
          else expect(gate).toBe('check');
        },
      ),
    );
  });

  it('rejects when there was no request at all', () => {
    expect(codeCheckGate(undefined, 0)).toBe('rejected');
  });
});

describe('mustChangeAfter: who must change the password at the next login', () => {
  it.each([
    ['approval', true],
    ['administrator reset', true],
    ['own change', false],
    ['reset by code', false],
  ] as const)('%s → %s', (how, must) => {
    expect(mustChangeAfter(how)).toBe(must);
  });
});
