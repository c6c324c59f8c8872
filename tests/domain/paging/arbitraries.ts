import fc from 'fast-check';

/** Pages and sizes a real list would use. */
export const pageArb = fc.integer({ min: 1, max: 100_000 });
export const sizeArb = fc.integer({ min: 1, max: 1_000 });

/** Numbers no page or page size may be: below 1, fractional, not a number, infinite, past 2^53. */
export const invalidCountArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53, -0.5, 0.5, 2.5),
);
