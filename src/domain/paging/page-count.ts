import { normalisePageSize } from './normalise-paging';
import { PagingDefault } from './paging-default';

/**
 * How many pages `total` records fill at `size` per page: ceil(total / size), and at least 1, so
 * the first page always exists (an empty list shows one empty page rather than "page 1 of 0").
 * A total that is not a safe integer of at least 0 (negative, fractional, NaN) counts as 0; an
 * invalid size becomes `fallback` (10 unless the caller names the grid's 50).
 */
export function pageCount(total: number, size: number, fallback: number = PagingDefault.PageSize): number {
  const records = Number.isSafeInteger(total) && total > 0 ? total : 0;
  return Math.max(PagingDefault.FirstPage, Math.ceil(records / normalisePageSize(size, fallback)));
}
