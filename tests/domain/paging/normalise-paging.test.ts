import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePage, normalisePageSize } from '../../../src/domain/paging/normalise-paging';
import { PagingDefault } from '../../../src/domain/paging/paging-default';
import { invalidCountArb, pageArb, sizeArb } from './arbitraries';

describe('paging defaults and normalisation', () => {
  it('the default page size is 10, the first page is 1 and the appointment grid page size is 50', () => {
    expect(PagingDefault).toEqual({ FirstPage: 1, PageSize: 10, AppointmentGridPageSize: 50 });
  });

  it('keeps every whole page number of at least 1', () => {
    fc.assert(
      fc.property(pageArb, (page) => {
        expect(normalisePage(page)).toBe(page);
      }),
    );
  });

  it('sends every invalid page number to the first page', () => {
    fc.assert(
      fc.property(invalidCountArb, (page) => {
        expect(normalisePage(page)).toBe(1);
      }),
    );
  });

  it('keeps every whole page size of at least 1', () => {
    fc.assert(
      fc.property(sizeArb, (size) => {
        expect(normalisePageSize(size)).toBe(size);
      }),
    );
  });

  it('sends every invalid page size to the default, 10 unless another is named', () => {
    fc.assert(
      fc.property(invalidCountArb, (size) => {
        expect(normalisePageSize(size)).toBe(10);
        expect(normalisePageSize(size, 50)).toBe(50);
      }),
    );
  });

  it.each([
    [3, 3],
    [1, 1],
    [0, 1],
    [-4, 1],
    [2.5, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('reads page %s as %i', (page, expected) => {
    expect(normalisePage(page)).toBe(expected);
  });

  it.each([
    [25, 25],
    [0, 10],
    [-1, 10],
    [7.5, 10],
    [Number.NaN, 10],
  ])('reads page size %s as %i', (size, expected) => {
    expect(normalisePageSize(size)).toBe(expected);
  });
});
