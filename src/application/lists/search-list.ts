import type { ListOptions } from '../../domain/lists/list-options';
import { ListEvent } from '../../domain/lists/list-event';
import { listReducer } from '../../domain/lists/list-reducer';
import type { ListState } from '../../domain/lists/list-state';
import { updateStore, type StateStore } from '../shared/state-store';

/**
 * Searches a list ("a filtered copy for search"): the filtered copy becomes the items that match
 * `query`, in any status, and stays so across reloads until the next search.
 */
export function searchList<T>(
  store: StateStore<ListState<T>>,
  options: ListOptions<T>,
  query: string,
): ListState<T> {
  const reduce = listReducer(options);
  return updateStore(store, (state) => reduce(state, ListEvent.searched(query)));
}
