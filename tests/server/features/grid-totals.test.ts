import { describe, expect, it } from 'vitest';
import { GridTotals } from '../../../server/features/appointments/grid-totals';

describe('GridTotals', () => {
  it('answers a kept total with the mark it was counted at, and nothing for a filter never counted', () => {
    const totals = new GridTotals();
    expect(totals.latest('all')).toBeUndefined();
    totals.keep('all', 'm1', 20_000);
    totals.keep('seen', 'm1', 11_442);
    expect(totals.latest('all')).toEqual({ mark: 'm1', total: 20_000 });
    expect(totals.latest('seen')).toEqual({ mark: 'm1', total: 11_442 });
    expect(totals.latest('doctor 7')).toBeUndefined();
  });

  it('drops every total of the old mark when one is counted at another', () => {
    const totals = new GridTotals();
    totals.keep('all', 'm1', 20_000);
    totals.keep('seen', 'm1', 11_442);
    totals.keep('all', 'm2', 20_001);
    expect(totals.latest('all')).toEqual({ mark: 'm2', total: 20_001 });
    expect(totals.latest('seen')).toBeUndefined();
    expect(totals.size).toBe(1);
  });

  it('keeps at most its bound, forgetting the filter counted longest ago', () => {
    const totals = new GridTotals(2);
    totals.keep('a', 'm', 1);
    totals.keep('b', 'm', 2);
    totals.keep('a', 'm', 1);
    totals.keep('c', 'm', 3);
    expect(totals.size).toBe(2);
    expect(totals.latest('b')).toBeUndefined();
    expect(totals.latest('a')).toEqual({ mark: 'm', total: 1 });
    expect(totals.latest('c')).toEqual({ mark: 'm', total: 3 });
  });
});
