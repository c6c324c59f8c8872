import { normalisePage, normalisePageSize } from './normalise-paging';
import { pageCount } from './page-count';
import { PagingDefault } from './paging-default';

/** One page of a list held whole in the browser. */
export interface RowsPage<T> {
  readonly rows: readonly T[];
  /** The page shown: the one asked for, moved onto the last page when the list got shorter. */
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/**
 * Page `page` of `rows` at `size` a page (10 by default, the spec's), numbered from 1. A page past
 * the end shows the last page, so narrowing a filter while on page 5 never shows an empty page
 * with rows on earlier ones; an invalid page number shows the first.
 */
export function pageOfRows<T>(
  rows: readonly T[],
  page: number,
  size: number = PagingDefault.PageSize,
): RowsPage<T> {
  const perPage = normalisePageSize(size);
  const pages = pageCount(rows.length, perPage);
  const shown = Math.min(normalisePage(page), pages);
  const start = (shown - 1) * perPage;
  return { rows: rows.slice(start, start + perPage), page: shown, pageCount: pages, total: rows.length };
}
