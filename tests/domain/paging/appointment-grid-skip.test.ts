import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentGridSkip } from '../../../src/domain/paging/appointment-grid-skip';
import { invalidCountArb, pageArb, sizeArb } from './arbitraries';

describe('appointment grid paging', () => {
  it('skip is a multiple of the page size', () => {
    fc.assert(
      fc.property(pageArb, sizeArb, (page, size) => {
        expect(appointmentGridSkip(page, size) % size).toBe(0);
      }),
    );
  });

  it('the first page skips nothing', () => {
    fc.assert(
      fc.property(sizeArb, (size) => {
        expect(appointmentGridSkip(1, size)).toBe(0);
      }),
    );
  });

  it('each next page skips one more page of appointments', () => {
    fc.assert(
      fc.property(pageArb, sizeArb, (page, size) => {
        expect(appointmentGridSkip(page + 1, size) - appointmentGridSkip(page, size)).toBe(size);
      }),
    );
  });

  it('uses page 1 and page size 50 in place of invalid inputs', () => {
    fc.assert(
      fc.property(invalidCountArb, pageArb, (bad, page) => {
        expect(appointmentGridSkip(bad, 20)).toBe(0);
        expect(appointmentGridSkip(page, bad)).toBe((page - 1) * 50);
      }),
    );
  });

  it.each([
    [1, undefined, 0],
    [2, undefined, 50],
    [3, undefined, 100],
    [3, 20, 40],
    [0, undefined, 0],
    [2, Number.NaN, 50],
    [1.5, 10, 0],
  ])('page %s with page size %s skips %i', (page, size, skip) => {
    expect(appointmentGridSkip(page, size)).toBe(skip);
  });
});
