import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOfRows } from '../../../src/domain/paging/page-of-rows';

const rowsArb = fc.array(fc.nat(), { maxLength: 60 });
const sizeArb = fc.integer({ min: 1, max: 15 });
const pageArb = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constantFrom(Number.NaN, 1.5, Infinity));

describe('a page of a list held in the browser', () => {
  it('cuts the list into pages that put together give the list back, in order', () => {
    fc.assert(
      fc.property(rowsArb, sizeArb, (rows, size) => {
        const { pageCount } = pageOfRows(rows, 1, size);
        const all = Array.from({ length: pageCount }, (_, i) => pageOfRows(rows, i + 1, size).rows).flat();
        expect(all).toEqual(rows);
      }),
    );
  });

  it('holds at most a page of rows, and a full page unless it is the last', () => {
    fc.assert(
      fc.property(rowsArb, sizeArb, pageArb, (rows, size, page) => {
        const shown = pageOfRows(rows, page, size);
        expect(shown.rows.length).toBeLessThanOrEqual(size);
        if (shown.page < shown.pageCount) expect(shown.rows.length).toBe(size);
        expect(shown.total).toBe(rows.length);
      }),
    );
  });

  it('shows the last page for a page past the end, and the first for an invalid page', () => {
    fc.assert(
      fc.property(rowsArb, sizeArb, pageArb, (rows, size, page) => {
        const shown = pageOfRows(rows, page, size);
        const expected = Number.isSafeInteger(page) && page >= 1 ? Math.min(page, shown.pageCount) : 1;
        expect(shown.page).toBe(expected);
        expect(shown.pageCount).toBe(Math.max(1, Math.ceil(rows.length / size)));
        expect(shown.rows).toEqual(rows.slice((expected - 1) * size, expected * size));
      }),
    );
  });

  it('pages by 10 when no size is given', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOfRows(rows, 3).rows).toEqual([20, 21, 22, 23, 24]);
    expect(pageOfRows(rows, 3).pageCount).toBe(3);
  });
});
