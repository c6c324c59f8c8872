/** A row as the table sees it: whatever record the list holds. */
export type TableRow = unknown;

export const SortDirection = { Asc: 'asc', Desc: 'desc' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

export interface SortOrder {
  readonly column: string;
  readonly direction: SortDirection;
}

/** Page size and first page of every list (000 §4, §9). */
export const Paging = { PageSize: 10, FirstPage: 1 } as const;
export type Paging = (typeof Paging)[keyof typeof Paging];

const COLUMN_SAMPLE = 50;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The columns of rows whose fields the spec does not show: every field of the first rows, in the
 * order first seen. A row that is not a record is shown in a single `value` column.
 */
export function columnsOf(rows: readonly TableRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows.slice(0, COLUMN_SAMPLE)) {
    if (isRecord(row)) for (const key of Object.keys(row)) seen.add(key);
    else seen.add('value');
  }
  return [...seen];
}

/** A cell's value as text: nested records and lists as compact JSON, nothing as the empty string. */
export function cellText(row: TableRow, column: string): string {
  const value = isRecord(row) ? row[column] : column === 'value' ? row : undefined;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** The generic search: the query, ignoring case, is in the text of some cell. */
export function rowMatches(row: TableRow, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const columns = isRecord(row) ? Object.keys(row) : ['value'];
  return columns.some((column) => cellText(row, column).toLowerCase().includes(needle));
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The rows sorted by one column (a stable sort): numbers by value, everything else by text in
 * natural order; empty cells last whatever the direction.
 */
export function sortRows<T extends TableRow>(rows: readonly T[], order: SortOrder | null): readonly T[] {
  if (order === null) return rows;
  const sign = order.direction === SortDirection.Asc ? 1 : -1;
  const value = (row: T): unknown => (isRecord(row) ? row[order.column] : row);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = value(a.row);
      const y = value(b.row);
      const xEmpty = x === null || x === undefined || x === '';
      const yEmpty = y === null || y === undefined || y === '';
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? a.index - b.index : xEmpty ? 1 : -1;
      const byValue =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : collator.compare(cellText(a.row, order.column), cellText(b.row, order.column));
      return byValue === 0 ? a.index - b.index : sign * byValue;
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

/** The rows of a one-based page (the stored page is the grid's zero-based index plus 1, 000 §4). */
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

/** The rows as CSV with a header line, CRLF line ends (RFC 4180). */
export function toCsv(columns: readonly string[], rows: readonly TableRow[]): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(cellText(row, column))).join(','));
  return lines.join('\r\n') + '\r\n';
}

/**
 * A picture column (`imageUrl`, `photoUrl`, ...) holding an image address: drawn as a thumbnail,
 * since its text (often a long `data:` URL) tells a reader nothing.
 */
export function isImageCell(column: string, text: string): boolean {
  return /(image|photo|logo|icon)(url)?$/i.test(column) && /^(data:image\/|https?:\/\/|\/)/i.test(text);
}
