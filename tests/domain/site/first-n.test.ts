import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstN } from '../../../src/domain/site/first-n';

describe('firstN', () => {
  it.each([
    [[1, 2, 3, 4, 5], 3, [1, 2, 3]],
    [[1, 2], 3, [1, 2]],
    [[1, 2, 3], 0, []],
    [[1, 2, 3], -1, []],
    [[1, 2, 3], 2.9, [1, 2]],
    [[1, 2, 3], Number.NaN, []],
    [[1, 2, 3], Number.POSITIVE_INFINITY, [1, 2, 3]],
  ])('of %j with n=%s is %j', (items, n, expected) => {
    expect(firstN(items, n)).toEqual(expected);
  });

  it('returns min(n, length) items', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(50), (items, n) => {
        expect(firstN(items, n)).toHaveLength(Math.min(n, items.length));
      }),
    );
  });

  it('returns a prefix of the list, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: -5, max: 50 }), (items, n) => {
        firstN(items, n).forEach((item, i) => expect(item).toBe(items[i]));
      }),
    );
  });

  it('never changes the list it is given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(50), (items, n) => {
        const copy = items.slice();
        firstN(items, n);
        expect(items).toEqual(copy);
      }),
    );
  });
});
