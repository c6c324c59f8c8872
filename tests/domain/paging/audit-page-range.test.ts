import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditPageRange } from '../../../src/domain/paging/audit-page-range';
import { invalidCountArb, pageArb, sizeArb } from './arbitraries';

describe('audit paging', () => {
  it('consecutive audit pages tile the records without gap or overlap', () => {
    fc.assert(
      fc.property(pageArb, sizeArb, (page, size) => {
        const here = auditPageRange(page, size);
        const next = auditPageRange(page + 1, size);
        expect(next.offset).toBe(here.end);
        expect(here.end - here.offset).toBe(size);
      }),
    );
  });

  it('the first page starts at the first record', () => {
    fc.assert(
      fc.property(sizeArb, (size) => {
        expect(auditPageRange(1, size)).toEqual({ offset: 0, end: size });
      }),
    );
  });

  it('puts every record on exactly one page', () => {
    fc.assert(
      fc.property(fc.nat(5_000), sizeArb, (record, size) => {
        const pages = [1, 2, 3, 4, 5, 6]
          .map((k) => Math.floor(record / size) + k - 3)
          .filter((p) => p >= 1)
          .filter((p) => {
            const { offset, end } = auditPageRange(p, size);
            return offset <= record && record < end;
          });
        expect(pages).toEqual([Math.floor(record / size) + 1]);
      }),
    );
  });

  it('uses page 1 and size 10 in place of invalid inputs', () => {
    fc.assert(
      fc.property(invalidCountArb, invalidCountArb, (page, size) => {
        expect(auditPageRange(page, size)).toEqual({ offset: 0, end: 10 });
      }),
    );
  });

  it.each([
    [1, 10, 0, 10],
    [2, 10, 10, 20],
    [3, 25, 50, 75],
    [0, 10, 0, 10],
    [2, 0, 10, 20],
    [Number.NaN, Number.NaN, 0, 10],
  ])('page %s of size %s is offset %i, end %i', (page, size, offset, end) => {
    expect(auditPageRange(page, size)).toEqual({ offset, end });
  });

  it('uses the default page size of 10 when none is given', () => {
    expect(auditPageRange(4)).toEqual({ offset: 30, end: 40 });
  });
});
