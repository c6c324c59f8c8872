import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay, RetryPolicy, shouldRetry } from '../../../src/adapters/http/retry-policy';

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const retry = fc.integer({ min: 0, max: 40 });
const options = fc.record({
  baseDelayMs: fc.integer({ min: 1, max: 10_000 }),
  maxDelayMs: fc.integer({ min: 1, max: 60_000 }),
});

describe('backoffDelay', () => {
  it('waits a whole number of milliseconds from 0 up to, not including, min(max, base * 2^retry)', () => {
    fc.assert(
      fc.property(retry, unit, options, (n, r, o) => {
        const delay = backoffDelay(n, () => r, o);
        expect(Number.isInteger(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(0);
        // Naive ceiling, by repeated doubling.
        let ceiling = o.baseDelayMs;
        for (let i = 0; i < n && ceiling < o.maxDelayMs; i++) ceiling *= 2;
        expect(delay).toBeLessThan(Math.max(1, Math.min(o.maxDelayMs, ceiling)));
      }),
    );
  });

  it('never waits less for a later retry given the same draw (the ceiling only grows)', () => {
    fc.assert(
      fc.property(retry, unit, options, (n, r, o) => {
        expect(backoffDelay(n + 1, () => r, o)).toBeGreaterThanOrEqual(backoffDelay(n, () => r, o));
      }),
    );
  });

  it.each([
    [0, 0.5, 150],
    [1, 0.5, 300],
    [2, 0.5, 600],
    [3, 0.999, 2397],
    [10, 0.999, 4995],
    [5, 0, 0],
  ])('with the default policy, retry %i and draw %d waits %i ms', (n, r, expected) => {
    expect(backoffDelay(n, () => r, RetryPolicy)).toBe(expected);
  });
});

describe('shouldRetry', () => {
  const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'get');
  const outcome = fc.oneof(
    fc.integer({ min: 100, max: 599 }).map((status) => ({ status })),
    fc.constant({ error: new TypeError('fetch failed') }),
    fc.constant({ error: new DOMException('aborted', 'AbortError') }),
  );

  it('retries only GET and HEAD', () => {
    fc.assert(
      fc.property(method, retry, outcome, (m, n, o) => {
        if (shouldRetry(m, n, o, 3)) expect(['GET', 'HEAD']).toContain(m.toUpperCase());
      }),
    );
  });

  it('retries at most maxRetries times', () => {
    fc.assert(
      fc.property(method, retry, outcome, fc.integer({ min: 0, max: 10 }), (m, n, o, max) => {
        if (n >= max) expect(shouldRetry(m, n, o, max)).toBe(false);
      }),
    );
  });

  it('never retries an abort', () => {
    fc.assert(
      fc.property(method, retry, (m, n) => {
        expect(shouldRetry(m, n, { error: new DOMException('x', 'AbortError') }, 3)).toBe(false);
      }),
    );
  });

  it.each([
    [{ status: 502 }, true],
    [{ status: 503 }, true],
    [{ status: 504 }, true],
    [{ status: 500 }, false],
    [{ status: 501 }, false],
    [{ status: 429 }, false],
    [{ status: 404 }, false],
    [{ error: new TypeError('fetch failed') }, true],
  ])('for a first GET failure %j retries: %s', (o, expected) => {
    expect(shouldRetry('GET', 0, o, 3)).toBe(expected);
  });
});
