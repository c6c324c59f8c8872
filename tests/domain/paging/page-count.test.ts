import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount } from '../../../src/domain/paging/page-count';
import { sizeArb } from './arbitraries';

describe('page count', () => {
  it('has room for every record and no empty page after the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), sizeArb, (total, size) => {
        const pages = pageCount(total, size);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        expect((pages - 1) * size).toBeLessThan(total);
      }),
    );
  });

  it('always has the first page', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), fc.oneof(sizeArb, fc.double()), (total, size) => {
        expect(pageCount(total, size)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [120, 50, 3],
    [-5, 10, 1],
    [Number.NaN, 10, 1],
    [25, 0, 3],
    [25, Number.NaN, 3],
  ])('%s records at %s per page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('uses the named fallback for an invalid size', () => {
    expect(pageCount(120, Number.NaN, 50)).toBe(3);
  });
});
