import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { focusStore } from '../../../src/application/shared/focus-store';
import { LatestCall } from '../../../src/application/shared/latest-call';
import { createStateStore } from '../../../src/application/shared/state-store';

describe('state stores', () => {
  it('tells every listener about a change, and nobody about setting the same value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 })), (values) => {
        const store = createStateStore(0);
        const heard: number[] = [];
        store.subscribe((value) => heard.push(value));
        for (const value of values) store.set(value);
        const changes = values.filter((value, i) => value !== (i === 0 ? 0 : values[i - 1]));
        expect(heard).toEqual(changes);
      }),
    );
  });

  it('a focused store reads and writes its part and leaves the rest as it was', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), fc.integer(), (count, label, next) => {
        const store = createStateStore({ count, label });
        const part = focusStore(
          store,
          (state) => state.count,
          (state, value) => ({ ...state, count: value }),
        );
        part.set(next);
        expect(store.get()).toEqual({ count: next, label });
        expect(part.get()).toBe(next);
      }),
    );
  });

  it('only the latest call of an owner and slot is current', () => {
    const latest = new LatestCall();
    const owner = {};
    const first = latest.begin(owner, 'a');
    const other = latest.begin(owner, 'b');
    const second = latest.begin(owner, 'a');
    expect([first(), other(), second()]).toEqual([false, true, true]);
  });
});
