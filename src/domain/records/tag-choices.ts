/** The most tags one record carries: a doctor filed under more is filed under nothing in particular. */
export const MAX_TAGS = 20;

/**
 * A record's chosen tags as it keeps them: each tag once, in the order it was first chosen. A tag
 * chosen twice (a double click, a retried import row, two browsers adding the same tag) is one
 * link, never two, and the order the editor shows is the order the staff chose.
 */
export function normaliseTagIds(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}

/** The tags with one more chosen (at the end), or unchanged if it is already there or the record is full. */
export function addTag(ids: readonly number[], id: number): number[] {
  const current = normaliseTagIds(ids);
  return current.includes(id) || current.length >= MAX_TAGS ? current : [...current, id];
}

/** The tags without one. */
export function removeTag(ids: readonly number[], id: number): number[] {
  return normaliseTagIds(ids).filter((tag) => tag !== id);
}

/**
 * The tags with one moved a place earlier (`-1`) or later (`+1`): it swaps with its neighbour;
 * a tag already first (or last) or not chosen leaves the order as it is.
 */
export function moveTag(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const current = normaliseTagIds(ids);
  const from = current.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= current.length) return current;
  const next = [...current];
  next[from] = current[to] as number;
  next[to] = id;
  return next;
}
