import type { ListEvent } from './list-event';
import type { ListOptions } from './list-options';
import type { ListState, ListStatus } from './list-state';

/** `items` filtered by `query` in one pass; the empty query (or no predicate) keeps `items` itself. */
function filterItems<T>(items: readonly T[], query: string, options: ListOptions<T>): readonly T[] {
  const matches = options.matches;
  if (query === '' || matches === undefined) return items;
  const out: T[] = [];
  for (const item of items) if (matches(item, query)) out.push(item);
  return out;
}

/** A terminal failure: the status, and the items it leaves (re-filtered only if they changed). */
function failedWith<T>(
  state: ListState<T>,
  status: ListStatus,
  items: readonly T[],
  options: ListOptions<T>,
): ListState<T> {
  const filtered = items === state.items ? state.filtered : filterItems(items, state.query, options);
  return { status, items, filtered, query: state.query };
}

/**
 * The one list-state reducer of the product. Invariants, whatever the events: `filtered` is `items`
 * filtered by `query`; loading ends with every `succeeded` or `failed`; a `Forbidden` failure
 * leaves the list forbidden (which is also an error); a list with `emptyIsError` is never loaded
 * with zero items.
 *
 * - `started`: loading; the last items stay visible while the call runs.
 * - `succeeded`: loaded with the new items, the current search still applied. With
 *   `emptyIsError`, an empty answer is an `EmptyResult` error and the items become empty, as the
 *   server has said so (whatever `emptyOnError` says, which is about calls that told nothing).
 * - `failed`: error, or forbidden on a 403; the items are emptied if `emptyOnError`, else kept.
 * - `searched`: stores the query and re-filters the items in any status.
 */
export function listReducer<T>(
  options: ListOptions<T>,
): (state: ListState<T>, event: ListEvent<T>) => ListState<T> {
  return (state, event) => {
    switch (event.type) {
      case 'started':
        return state.status.kind === 'loading' ? state : { ...state, status: { kind: 'loading' } };
      case 'succeeded':
        if (event.items.length === 0 && options.emptyIsError) {
          return failedWith(state, { kind: 'error', failure: { code: 'EmptyResult' } }, event.items, options);
        }
        return {
          status: { kind: 'loaded' },
          items: event.items,
          filtered: filterItems(event.items, state.query, options),
          query: state.query,
        };
      case 'failed': {
        const status: ListStatus =
          event.error.code === 'Forbidden' ? { kind: 'forbidden' } : { kind: 'error', failure: event.error };
        return failedWith(state, status, options.emptyOnError ? [] : state.items, options);
      }
      case 'searched':
        if (event.query === state.query) return state;
        return { ...state, query: event.query, filtered: filterItems(state.items, event.query, options) };
    }
  };
}
