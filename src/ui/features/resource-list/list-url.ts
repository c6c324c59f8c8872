import { Paging, SortDirection, type SortOrder } from './table-model';
import type { ListUrlState } from './resource-list.view-model';

/** The query names of the list at `index` on a screen: `q`, `page`, `sort` for the first, `q2`... after. */
export function listUrlNames(index: number): { query: string; page: string; sort: string } {
  const suffix = index === 0 ? '' : String(index + 1);
  return { query: `q${suffix}`, page: `page${suffix}`, sort: `sort${suffix}` };
}

/** Reads a list's search, page and order from the URL; anything unreadable is the default. */
export function readListUrl(params: URLSearchParams, index: number): ListUrlState {
  const names = listUrlNames(index);
  const page = Number(params.get(names.page) ?? Paging.FirstPage);
  const [column, direction] = (params.get(names.sort) ?? '').split(':');
  const sort: SortOrder | null =
    column !== undefined &&
    column !== '' &&
    (direction === SortDirection.Asc || direction === SortDirection.Desc)
      ? { column, direction }
      : null;
  return {
    query: params.get(names.query) ?? '',
    page: Number.isInteger(page) && page >= Paging.FirstPage ? page : Paging.FirstPage,
    sort,
  };
}

/** Writes a list's state into the URL's query, leaving defaults out so a clean list has a clean URL. */
export function writeListUrl(params: URLSearchParams, index: number, state: ListUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  const names = listUrlNames(index);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  set(names.query, state.query === '' ? null : state.query);
  set(names.page, state.page === Paging.FirstPage ? null : String(state.page));
  set(names.sort, state.sort === null ? null : `${state.sort.column}:${state.sort.direction}`);
  return next;
}
