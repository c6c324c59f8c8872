import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepWhenIdle } from '../../../src/ui/app/when-idle';

/** A step function that is done after `total` calls, recording each call. */
function counter(total: number) {
  let calls = 0;
  return {
    step: () => {
      calls += 1;
      return calls >= total;
    },
    calls: () => calls,
  };
}

/** Idle callbacks the test runs by hand: each is one idle period, given the deadline the test chooses. */
function stubIdlePeriods(): ((deadline: IdleDeadline) => void)[] {
  const periods: ((deadline: IdleDeadline) => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) => {
    periods.push(callback);
    return periods.length;
  });
  return periods;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work done a step at a time in idle periods', () => {
  it('runs as many steps as a period has time for, then waits for the next period', () => {
    const periods = stubIdlePeriods();
    const work = counter(7);
    stepWhenIdle(work.step);
    expect(work.calls()).toBe(0);

    // A period with time for three steps: the deadline is read after each.
    let left = [5, 5, 0];
    const period = () => ({ didTimeout: false, timeRemaining: () => left.shift() ?? 0 });
    periods[0]?.(period());
    expect(work.calls()).toBe(3);
    expect(periods).toHaveLength(2);

    left = [5, 5, 5, 5, 5];
    periods[1]?.(period());
    expect(work.calls()).toBe(7);
    // Done: no further period is asked for.
    expect(periods).toHaveLength(2);
  });

  it('makes progress in a period with no time left (one that timed out): one step', () => {
    const periods = stubIdlePeriods();
    const work = counter(2);
    stepWhenIdle(work.step);
    periods[0]?.({ didTimeout: true, timeRemaining: () => 0 });
    expect(work.calls()).toBe(1);
    periods[1]?.({ didTimeout: true, timeRemaining: () => 0 });
    expect(work.calls()).toBe(2);
    expect(periods).toHaveLength(2);
  });

  it('uses short tasks of its own where idle callbacks are missing, and finishes', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = counter(3);
    stepWhenIdle(work.step);
    expect(work.calls()).toBe(0);
    await vi.runAllTimersAsync();
    expect(work.calls()).toBe(3);
  });
});
