import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Paging,
  SortDirection,
  cellText,
  clampPage,
  columnsOf,
  pageCount,
  pageOf,
  rowMatches,
  sortRows,
  toCsv,
} from '../../../src/ui/features/resource-list/table-model';

const rows = fc.array(fc.integer(), { maxLength: 60 });
const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.oneof(fc.string(), fc.integer()), {
  maxKeys: 4,
});

/** A deliberately naive RFC 4180 reader: enough to read back what `toCsv` wrote. */
function readCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return out;
}

describe('paging (000 §4, §9)', () => {
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

describe('sorting', () => {
  it('keeps the same rows and orders numbers ascending', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (values) => {
        const sorted = sortRows(
          values.map((n) => ({ n })),
          { column: 'n', direction: SortDirection.Asc },
        ).map((row) => row.n);
        expect([...sorted].sort((a, b) => a - b)).toEqual(sorted);
        expect([...sorted].sort((a, b) => a - b)).toEqual([...values].sort((a, b) => a - b));
      }),
    );
  });

  it('orders distinct values descending as the reverse of ascending', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 5 })), (values) => {
        const asRows = values.filter((v) => v !== '').map((v) => ({ v }));
        const up = sortRows(asRows, { column: 'v', direction: SortDirection.Asc });
        const down = sortRows(asRows, { column: 'v', direction: SortDirection.Desc });
        const sameUnderCollation = new Set(up.map((r) => r.v.toLowerCase())).size !== up.length;
        fc.pre(!sameUnderCollation);
        expect(down).toEqual([...up].reverse());
      }),
    );
  });

  it('puts empty cells last whatever the direction', () => {
    const data = [{ v: null }, { v: 2 }, { v: '' }, { v: 1 }];
    for (const direction of [SortDirection.Asc, SortDirection.Desc]) {
      const sorted = sortRows(data, { column: 'v', direction }).map((row) => row.v);
      expect(sorted.slice(2)).toEqual([null, '']);
    }
  });
});

describe('search, columns and CSV', () => {
  it('keeps exactly the rows with a cell holding the query, ignoring case', () => {
    fc.assert(
      fc.property(record, fc.string({ minLength: 1, maxLength: 3 }), (row, query) => {
        fc.pre(query.trim() !== '');
        const naive = Object.values(row).some((value) =>
          String(value).toLowerCase().includes(query.trim().toLowerCase()),
        );
        expect(rowMatches(row, query)).toBe(naive);
      }),
    );
  });

  it('makes every field of the rows a column, once, in the order first seen', () => {
    expect(
      columnsOf([
        { a: 1, b: 2 },
        { b: 3, c: 4 },
      ]),
    ).toEqual(['a', 'b', 'c']);
    fc.assert(
      fc.property(fc.array(record, { maxLength: 20 }), (all) => {
        const columns = columnsOf(all);
        expect(new Set(columns).size).toBe(columns.length);
        expect(new Set(columns)).toEqual(new Set(all.flatMap((row) => Object.keys(row))));
      }),
    );
  });

  it('writes a CSV that reads back as the header and every cell', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 10 }), (all) => {
        const columns = columnsOf(all);
        fc.pre(columns.length > 0);
        const read = readCsv(toCsv(columns, all));
        expect(read).toEqual([columns, ...all.map((row) => columns.map((column) => cellText(row, column)))]);
      }),
    );
  });
});
