import fc from 'fast-check';
import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restingReaction } from '../../../src/ui/features/resource-list/resting-reaction';

const REST_MS = 250;
const same = (a: string, b: string) => a === b;

describe('an effect that waits for its value to rest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last value, however long a burst of quicker changes lasts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: REST_MS - 1 }), { minLength: 1, maxLength: 40 }),
        (gaps) => {
          const box = observable.box('');
          const seen: string[] = [];
          const stop = restingReaction(
            () => box.get(),
            (value) => seen.push(value),
            REST_MS,
            same,
          );
          gaps.forEach((gap, i) => {
            runInAction(() => box.set(`q${i}`));
            vi.advanceTimersByTime(gap);
          });
          expect(seen).toEqual([]);
          vi.advanceTimersByTime(REST_MS);
          expect(seen).toEqual([`q${gaps.length - 1}`]);
          stop();
        },
      ),
    );
  });

  it('runs once per pause when the changes are spaced further apart than the rest', () => {
    const box = observable.box('');
    const seen: string[] = [];
    const stop = restingReaction(
      () => box.get(),
      (value) => seen.push(value),
      REST_MS,
      same,
    );
    for (const value of ['a', 'ab', 'abc']) {
      runInAction(() => box.set(value));
      vi.advanceTimersByTime(REST_MS);
    }
    expect(seen).toEqual(['a', 'ab', 'abc']);
    stop();
  });

  it('ignores a change to an equal value', () => {
    const box = observable.box({ query: 'a' });
    const seen: string[] = [];
    const stop = restingReaction(
      () => box.get(),
      (value) => seen.push(value.query),
      REST_MS,
      (a, b) => a.query === b.query,
    );
    runInAction(() => box.set({ query: 'a' }));
    vi.advanceTimersByTime(REST_MS);
    expect(seen).toEqual([]);
    stop();
  });

  it('drops the pending effect when disposed', () => {
    const box = observable.box('');
    const seen: string[] = [];
    const stop = restingReaction(
      () => box.get(),
      (value) => seen.push(value),
      REST_MS,
      same,
    );
    runInAction(() => box.set('left'));
    stop();
    vi.advanceTimersByTime(REST_MS * 2);
    expect(seen).toEqual([]);
  });
});
