import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridIndexFromPage, pageFromGridIndex } from '../../../src/domain/paging/grid-page';
import { invalidCountArb, pageArb } from './arbitraries';

describe('the stored page and the grid index', () => {
  it('the stored page is the grid zero-based index plus 1', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (index) => {
        expect(pageFromGridIndex(index)).toBe(index + 1);
      }),
    );
  });

  it('turns a grid index into a stored page and back unchanged', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (index) => {
        expect(gridIndexFromPage(pageFromGridIndex(index))).toBe(index);
      }),
    );
  });

  it('turns a stored page into a grid index and back unchanged', () => {
    fc.assert(
      fc.property(pageArb, (page) => {
        expect(pageFromGridIndex(gridIndexFromPage(page))).toBe(page);
      }),
    );
  });

  it('reads an invalid stored page as the first grid index', () => {
    fc.assert(
      fc.property(invalidCountArb, (page) => {
        expect(gridIndexFromPage(page)).toBe(0);
      }),
    );
  });

  it.each([
    [0, 1],
    [1, 2],
    [9, 10],
    [-1, 1],
    [0.5, 1],
    [Number.NaN, 1],
  ])('grid index %s is stored page %i', (index, page) => {
    expect(pageFromGridIndex(index)).toBe(page);
  });

  it.each([
    [1, 0],
    [2, 1],
    [10, 9],
    [0, 0],
    [Number.NaN, 0],
  ])('stored page %s is grid index %i', (page, index) => {
    expect(gridIndexFromPage(page)).toBe(index);
  });
});
