import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idleLimitMs, idlePhase, IdleRule } from '../../../src/domain/session/idle-rule';

const MINUTE = 60_000;
const limits = fc.integer({ min: 1, max: 24 * 60 }).map((m) => m * MINUTE);
const instants = fc.integer({ min: 0, max: 2 ** 42 });

describe('the idle rule', () => {
  it('signs out exactly when the time since the last activity reaches the limit', () => {
    fc.assert(
      fc.property(instants, fc.nat({ max: 3 * 24 * 60 * MINUTE }), limits, (last, idle, limit) => {
        expect(idlePhase(last, last + idle, limit).kind === 'expired').toBe(idle >= limit);
      }),
    );
  });

  it('warns during the last two minutes, or the last half of a limit shorter than four minutes', () => {
    fc.assert(
      fc.property(instants, fc.nat({ max: 24 * 60 * MINUTE }), limits, (last, idle, limit) => {
        fc.pre(idle < limit);
        const window = Math.min(2 * MINUTE, limit / 2);
        const phase = idlePhase(last, last + idle, limit);
        if (limit - idle <= window) expect(phase).toEqual({ kind: 'warning', remainingMs: limit - idle });
        else expect(phase).toEqual({ kind: 'active', warnInMs: limit - idle - window });
      }),
    );
  });

  it('counts an activity stamped in the future as now', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: MINUTE }), limits, (now, ahead, limit) => {
        expect(idlePhase(now + ahead, now, limit)).toEqual(idlePhase(now, now, limit));
      }),
    );
  });

  it('with the default 30 minutes: active at 27:59, warned at 28:00 with 2 minutes left, out at 30:00', () => {
    const limit = 30 * MINUTE;
    expect(idlePhase(0, 27 * MINUTE + 59_000, limit)).toEqual({ kind: 'active', warnInMs: 1_000 });
    expect(idlePhase(0, 28 * MINUTE, limit)).toEqual({ kind: 'warning', remainingMs: 2 * MINUTE });
    expect(idlePhase(0, 30 * MINUTE, limit)).toEqual({ kind: 'expired' });
  });

  it('reads a deployment’s limit: whole minutes from 1 to a day, else 30', () => {
    expect(idleLimitMs(15)).toBe(15 * MINUTE);
    expect(idleLimitMs(1440)).toBe(1440 * MINUTE);
    for (const bad of [undefined, null, 0, -5, 1.5, 1441, '15', Number.NaN]) {
      expect(idleLimitMs(bad)).toBe(IdleRule.defaultLimitMinutes * MINUTE);
    }
  });
});
