import type { Cell, CellFormatter } from './cell-format';
import { CellKind } from './column-spec';
import type { Column } from './resolve-columns';

/** A row as shown: its cells in column order, and the folded text a search looks in. */
export interface RowView {
  readonly cells: readonly Cell[];
  readonly searchText: string;
}

/** Kinds whose bare number is searchable too: "3750" finds the amount shown as "IQD 3,750". */
const NUMERIC: ReadonlySet<string> = new Set([CellKind.Number, CellKind.Money, CellKind.Count]);

/** Cells are kept apart in the search text, so a query never matches across two of them. */
const CELL_SEPARATOR = '\u0001';

/**
 * Text folded for search: lower case, Arabic-Indic and Persian digits as 0-9, and no bidi marks,
 * so "٢٠٢٦" typed on an Arabic keyboard finds "2026".
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u200e\u200f\u061c]/g, '');
}

/**
 * The rows of one list in one language, shown: each row's cells and search text are made once, the
 * first time they are asked for, and kept while the rows stay (a keystroke then costs one
 * `includes` per row, never a re-format of every cell).
 */
export class RowTable {
  private readonly views = new WeakMap<object, RowView>();
  private lastQuery = '';
  private lastNeedle = '';

  constructor(
    readonly columns: readonly Column[],
    private readonly format: CellFormatter,
  ) {}

  view(row: unknown): RowView {
    if (typeof row !== 'object' || row === null) return this.build(row);
    let view = this.views.get(row);
    if (view === undefined) {
      view = this.build(row);
      this.views.set(row, view);
    }
    return view;
  }

  cells(row: unknown): readonly Cell[] {
    return this.view(row).cells;
  }

  /** The list's search: the query, folded, is in the text of some shown cell. */
  matches(row: unknown, query: string): boolean {
    if (query !== this.lastQuery) {
      this.lastQuery = query;
      this.lastNeedle = foldForSearch(query.trim());
    }
    return this.lastNeedle === '' || this.view(row).searchText.includes(this.lastNeedle);
  }

  private build(row: unknown): RowView {
    const cells = this.columns.map((column) => this.format(column, row));
    const parts: string[] = [];
    cells.forEach((cell, i) => {
      if (cell.text === '') return;
      parts.push(cell.text);
      const kind = this.columns[i]?.kind;
      if (typeof cell.sortKey === 'number' && kind !== undefined && NUMERIC.has(kind)) {
        parts.push(String(cell.sortKey));
      }
    });
    return { cells, searchText: foldForSearch(parts.join(CELL_SEPARATOR)) };
  }
}
