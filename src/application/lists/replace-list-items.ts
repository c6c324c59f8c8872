import type { ListOptions } from '../../domain/lists/list-options';
import type { ListState } from '../../domain/lists/list-state';

/**
 * The list with its items replaced by a local change (a row's new state, presence, a chat marked
 * seen), its status untouched and the current search applied again: unlike a `succeeded` event,
 * this neither ends a loading nor clears an error the screen still shows.
 */
export function replaceListItems<T>(
  state: ListState<T>,
  options: ListOptions<T>,
  items: readonly T[],
): ListState<T> {
  if (items === state.items) return state;
  const matches = options.matches;
  const filtered =
    state.query === '' || matches === undefined ? items : items.filter((item) => matches(item, state.query));
  return { ...state, items, filtered };
}
