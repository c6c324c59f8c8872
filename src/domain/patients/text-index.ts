/**
 * A list with the lowercase of one text field of each row, computed once when the list loads.
 * Every keystroke of a case-insensitive search is then a native substring test per row, with no
 * lowercasing and no allocation: over 100,000 rows that is what fits a keystroke in one frame.
 * Build it again whenever the list itself changes.
 */
export interface TextIndex<T> {
  readonly rows: readonly T[];
  /** `keys[i]` is the lowercased text of `rows[i]`. */
  readonly keys: readonly string[];
}

/** Lowercases the searched text of every row, once. */
export function buildTextIndex<T>(rows: readonly T[], textOf: (row: T) => string): TextIndex<T> {
  const keys = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) keys[i] = textOf(rows[i]!).toLowerCase();
  return { rows, keys };
}

/**
 * The rows whose text contains `text`, ignoring case (exactly
 * `textOf(row).toLowerCase().includes(text.toLowerCase())`), in their original order. An empty
 * text keeps every row.
 */
export function searchTextIndex<T>(index: TextIndex<T>, text: string): T[] {
  const { rows, keys } = index;
  if (text === '') return rows.slice();
  const needle = text.toLowerCase();
  const out: T[] = [];
  for (let i = 0; i < keys.length; i++) if (keys[i]!.includes(needle)) out.push(rows[i]!);
  return out;
}
