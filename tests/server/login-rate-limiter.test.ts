import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from '../../server/auth/login-rate-limiter';
import { SlidingWindow } from '../../server/auth/sliding-window';

const policy = { windowMs: 60_000, perUser: 5, perAddress: 20 };

/** Failure times, increasing, within a few windows. */
const failureTimes = fc
  .array(fc.integer({ min: 0, max: 30_000 }), { minLength: 0, maxLength: 40 })
  .map((gaps) => gaps.reduce<number[]>((times, gap) => [...times, (times.at(-1) ?? 1_000_000) + gap], []));

/** The obviously-correct count: failures of the last window. */
const naiveCount = (times: readonly number[], now: number): number =>
  times.filter((t) => t > now - policy.windowMs && t <= now).length;

describe('login rate limiter', () => {
  it('blocks a user exactly when 5 or more of their failures fall in the last 60 s', () => {
    fc.assert(
      fc.property(failureTimes, fc.integer({ min: 0, max: 120_000 }), (times, after) => {
        const limiter = new LoginRateLimiter(policy);
        // Each failure from its own address, so only the per-user rule can block.
        times.forEach((t, i) => limiter.recordFailure('admin', `10.0.0.${i}`, t));
        const now = (times.at(-1) ?? 1_000_000) + after;
        const gate = limiter.check('admin', '10.9.9.9', now);
        expect(gate.allowed).toBe(naiveCount(times, now) < policy.perUser);
      }),
    );
  });

  it('blocks an address exactly when 20 or more failures from it fall in the last 60 s', () => {
    fc.assert(
      fc.property(failureTimes, fc.integer({ min: 0, max: 120_000 }), (times, after) => {
        const limiter = new LoginRateLimiter(policy);
        times.forEach((t, i) => limiter.recordFailure(`user-${i}`, '10.0.0.1', t));
        const now = (times.at(-1) ?? 1_000_000) + after;
        expect(limiter.check('someone', '10.0.0.1', now).allowed).toBe(
          naiveCount(times, now) < policy.perAddress,
        );
      }),
    );
  });

  it('tells a blocked client to retry exactly when it would be allowed again', () => {
    fc.assert(
      fc.property(failureTimes, fc.integer({ min: 0, max: 60_000 }), (times, after) => {
        const limiter = new LoginRateLimiter(policy);
        times.forEach((t, i) => limiter.recordFailure('admin', `10.0.0.${i}`, t));
        const now = (times.at(-1) ?? 1_000_000) + after;
        const gate = limiter.check('admin', '10.9.9.9', now);
        if (gate.allowed) return;
        expect(gate.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(gate.retryAfterSeconds).toBeLessThanOrEqual(60);
        expect(limiter.check('admin', '10.9.9.9', now + gate.retryAfterSeconds * 1000).allowed).toBe(true);
        if (gate.retryAfterSeconds > 1) {
          expect(
            limiter.check('admin', '10.9.9.9', now + (gate.retryAfterSeconds - 1) * 1000 - 1).allowed,
          ).toBe(false);
        }
      }),
    );
  });

  it('forgives a user their failures after a successful login', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 30 }), (failures) => {
        const limiter = new LoginRateLimiter(policy);
        for (let i = 0; i < failures; i++) limiter.recordFailure('Admin', `10.0.0.${i}`, 1_000 + i);
        limiter.recordSuccess('admin');
        expect(limiter.check('ADMIN', '10.9.9.9', 2_000).allowed).toBe(true);
      }),
    );
  });

  it('counts login names case-insensitively', () => {
    const limiter = new LoginRateLimiter(policy);
    ['admin', 'Admin', 'ADMIN', ' admin ', 'aDmIn'].forEach((name, i) =>
      limiter.recordFailure(name, `10.0.0.${i}`, 1_000),
    );
    expect(limiter.check('admin', '10.9.9.9', 1_001).allowed).toBe(false);
  });

  it('forgets keys whose failures have all expired once many keys are tracked', () => {
    const window = new SlidingWindow(1_000, 3, 100);
    for (let i = 0; i < 100; i++) window.record(`key-${i}`, 0);
    window.record('fresh', 5_000);
    expect(window.size).toBe(1);
  });

  it('lets exactly as many reservations through as the limit, however many are in flight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (attempts) => {
        const limiter = new LoginRateLimiter(policy);
        const passed = Array.from({ length: attempts }, (_, i) =>
          limiter.reserve('admin', `10.0.0.${i}`, 1_000),
        ).filter((gate) => gate.allowed).length;
        expect(passed).toBe(Math.min(attempts, policy.perUser));
      }),
    );
  });

  it('does not count a successful login against its address', () => {
    const limiter = new LoginRateLimiter(policy);
    for (let i = 0; i < policy.perAddress - 1; i++) limiter.recordFailure(`user-${i}`, '10.0.0.1', 1_000);
    expect(limiter.reserve('admin', '10.0.0.1', 1_001).allowed).toBe(true);
    limiter.recordSuccess('admin', { address: '10.0.0.1', reservedAt: 1_001 });
    // One place is left, as before the successful login.
    expect(limiter.reserve('someone', '10.0.0.1', 1_002).allowed).toBe(true);
    expect(limiter.reserve('someone-else', '10.0.0.1', 1_003).allowed).toBe(false);
  });
});
