import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountAmount } from '../../../src/domain/demo/discount';

const total = fc.integer({ min: 1, max: 100_000 });
const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('demo discount codes', () => {
  it('FLAT05 on a cart of 3 gives 3, on a cart of 100 gives 5', () => {
    expect(discountAmount('FLAT05', 3, 0.5)).toBe(3);
    expect(discountAmount('FLAT05', 100, 0.5)).toBe(5);
  });

  it('FLAT05 gives 5 capped at the total', () => {
    fc.assert(fc.property(total, random, (t, r) => discountAmount('FLAT05', t, r) === Math.min(5, t)));
  });

  it('SUB150 gives 150 capped at the total', () => {
    fc.assert(fc.property(total, random, (t, r) => discountAmount('SUB150', t, r) === Math.min(150, t)));
  });

  it('BERRY50 gives a whole amount from 1 to the smaller of the total and 49', () => {
    fc.assert(
      fc.property(total, random, (t, r) => {
        const amount = discountAmount('BERRY50', t, r);
        return Number.isInteger(amount) && amount >= 1 && amount <= Math.min(t, 49);
      }),
    );
  });

  it('UPTO200 gives a whole amount from 1 to the smaller of the total and 199', () => {
    fc.assert(
      fc.property(total, random, (t, r) => {
        const amount = discountAmount('UPTO200', t, r);
        return Number.isInteger(amount) && amount >= 1 && amount <= Math.min(t, 199);
      }),
    );
  });

  it('UPTO200 can give every amount of its range', () => {
    expect(discountAmount('UPTO200', 1000, 0)).toBe(1);
    expect(discountAmount('UPTO200', 1000, 0.999_999)).toBe(199);
  });

  it('another code gives nothing', () => {
    const known = new Set(['BERRY50', 'FLAT05', 'SUB150', 'UPTO200']);
    fc.assert(
      fc.property(
        fc.string().filter((code) => !known.has(code.trim().toUpperCase())),
        total,
        random,
        (code, t, r) => discountAmount(code, t, r) === 0,
      ),
    );
  });

  it('no code gives anything on an empty cart', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BERRY50', 'FLAT05', 'SUB150', 'UPTO200'),
        fc.integer({ min: -100, max: 0 }),
        random,
        (code, t, r) => discountAmount(code, t, r) === 0,
      ),
    );
  });
});
