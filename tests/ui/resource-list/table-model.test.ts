import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Paging,
  SortDirection,
  clampPage,
  pageCount,
  pageOf,
  sortByKey,
  toCsv,
  type SortKey,
} from '../../../src/ui/features/resource-list/table-model';
import { readCsv } from './csv-reader';

const rows = fc.array(fc.integer(), { maxLength: 60 });

describe('paging', () => {
  it.each([
    [25, 1, [0, 9]],
    [25, 2, [10, 19]],
    [25, 3, [20, 24]],
    [25, 9, [20, 24]],
    [25, 0, [0, 9]],
  ])(
    'of %i rows, page %i shows the rows %j (the stored page is the grid index plus 1)',
    (count, page, [from, to]) => {
      const all = Array.from({ length: count }, (_, i) => i);
      expect(pageOf(all, page)).toEqual(all.slice(from, (to ?? 0) + 1));
    },
  );

  it('shows at most 10 rows a page, and the pages together are every row in order', () => {
    fc.assert(
      fc.property(rows, (all) => {
        const pages = Array.from({ length: pageCount(all.length) }, (_, i) => pageOf(all, i + 1));
        expect(pages.every((page) => page.length <= Paging.PageSize)).toBe(true);
        expect(pages.flat()).toEqual(all);
      }),
    );
  });

  it('keeps any asked-for page within the first and the last page', () => {
    fc.assert(
      fc.property(fc.double(), fc.nat(500), (page, count) => {
        const kept = clampPage(page, count);
        expect(kept).toBeGreaterThanOrEqual(Paging.FirstPage);
        expect(kept).toBeLessThanOrEqual(pageCount(count));
        expect(Number.isInteger(kept)).toBe(true);
      }),
    );
  });
});

describe('sorting by a key', () => {
  const identity = (key: SortKey) => key;

  it('orders numbers ascending, keeping every row', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (values) => {
        const sorted = sortByKey(values, identity, SortDirection.Asc);
        expect(sorted).toEqual([...values].sort((a, b) => a - b));
      }),
    );
  });

  it('orders distinct texts descending as the reverse of ascending', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 5 })), (values) => {
        const up = sortByKey(values, identity, SortDirection.Asc);
        fc.pre(new Set(up.map((v) => v.toLowerCase())).size === up.length);
        expect(sortByKey(values, identity, SortDirection.Desc)).toEqual([...up].reverse());
      }),
    );
  });

  it('puts empty keys last whatever the direction, in their first order', () => {
    const data: SortKey[] = [null, 2, null, 1];
    for (const direction of [SortDirection.Asc, SortDirection.Desc]) {
      expect(sortByKey(data, identity, direction).slice(2)).toEqual([null, null]);
    }
  });
});

describe('CSV', () => {
  it('writes a CSV that reads back as the header and every cell', () => {
    const cells = fc.array(fc.string(), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(cells, fc.array(cells, { maxLength: 8 }), (headers, lines) => {
        const body = lines.map((line) => headers.map((_, i) => line[i] ?? ''));
        // A cell that a spreadsheet would take for a formula comes back with a leading quote only.
        const expected = [headers, ...body].map((line) =>
          line.map((cell) =>
            /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell,
          ),
        );
        expect(readCsv(toCsv(headers, body))).toEqual(expected);
      }),
    );
  });

  /** Texts that start like a formula, with anything after. */
  const formulaLike = fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string())
    .map(([start, rest]) => start + rest);

  it('never writes a cell that starts like a formula, unless it is a plain number', () => {
    const cell = fc.oneof(formulaLike, fc.string());
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 6 }), (lines) => {
        const header = lines[0] ?? ['x'];
        const body = lines.map((line) => header.map((_, i) => line[i] ?? ''));
        for (const written of readCsv(toCsv(header, body)).flat()) {
          const startsLikeFormula = ['=', '+', '-', '@', '\t', '\r'].includes(written.charAt(0));
          if (startsLikeFormula) expect(written).toMatch(/^[+-]?\d+(\.\d+)?$/);
        }
      }),
    );
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-1+1', "'-1+1"],
  ])('writes the formula-like cell %j as the text %j', (cell, written) => {
    expect(readCsv(toCsv(['h'], [[cell]]))[1]).toEqual([written]);
  });

  it.each(['-5', '-12.75', '+3', '42', 'Ali - Erbil', 'a=b'])(
    'keeps the number or ordinary text %j as it is',
    (cell) => {
      expect(readCsv(toCsv(['h'], [[cell]]))[1]).toEqual([cell]);
    },
  );
});
