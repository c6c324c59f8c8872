/** A row as the table sees it: whatever record the list holds. */
export type TableRow = unknown;

export const SortDirection = { Asc: 'asc', Desc: 'desc' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

export interface SortOrder {
  readonly column: string;
  readonly direction: SortDirection;
}

/** What a row sorts by in one column: a number, a text, or nothing (empty cells sort last). */
export type SortKey = number | string | null;

/** Page size and first page of every list. */
export const Paging = { PageSize: 10, FirstPage: 1 } as const;
export type Paging = (typeof Paging)[keyof typeof Paging];

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Two non-empty keys in ascending order: numbers by value, texts in natural order ("item 9" before
 * "item 10"), numbers before texts (a number column holding a stray text stays a total order).
 */
export function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number') return typeof b === 'number' ? a - b : -1;
  return typeof b === 'number' ? 1 : collator.compare(a, b);
}

/**
 * The rows sorted by a key (a stable sort); empty keys last whatever the direction. Each row's key
 * is read once, so a costly key (a formatted cell) is not made again per comparison.
 */
export function sortByKey<T>(
  rows: readonly T[],
  keyOf: (row: T) => SortKey,
  direction: SortDirection,
): readonly T[] {
  const sign = direction === SortDirection.Asc ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      }
      const byKey = compareKeys(a.key, b.key);
      return byKey === 0 ? a.index - b.index : sign * byKey;
    })
    .map(({ row }) => row);
}

/** How many pages `count` rows fill; an empty list still has its first page. */
export function pageCount(count: number, pageSize: number = Paging.PageSize): number {
  return Math.max(Paging.FirstPage, Math.ceil(count / pageSize));
}

/** A page number kept within the list's pages; anything unreadable is the first page. */
export function clampPage(page: number, count: number, pageSize: number = Paging.PageSize): number {
  if (!Number.isFinite(page)) return Paging.FirstPage;
  return Math.min(Math.max(Math.trunc(page), Paging.FirstPage), pageCount(count, pageSize));
}

/** The rows of a one-based page (the stored page is the grid's zero-based index plus 1). */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  pageSize: number = Paging.PageSize,
): readonly T[] {
  const index = clampPage(page, rows.length, pageSize) - 1;
  return rows.slice(index * pageSize, (index + 1) * pageSize);
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** What a spreadsheet reads as the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number: read as a number, never as a formula, so kept as it is. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM(…)`, `-2+3`) gets a leading
 * `'`, which makes it text; a negative or signed number such as `-5` stays a number.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * A header line and the rows' cell texts as CSV, CRLF line ends (RFC 4180). Every cell is first
 * made safe to open in a spreadsheet (`neutraliseFormula`): the texts come from anyone who can
 * write a record.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [headers, ...rows].map((cells) =>
    cells.map((cell) => csvField(neutraliseFormula(cell))).join(','),
  );
  return lines.join('\r\n') + '\r\n';
}
