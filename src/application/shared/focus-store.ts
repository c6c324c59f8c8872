import type { StateStore } from './state-store';

/**
 * A store of one part of a bigger state (a screen's list inside its state): reads the part,
 * writes it back into the whole. Lets one use case drive a list wherever the list lives.
 */
export function focusStore<S, P>(
  store: StateStore<S>,
  read: (state: S) => P,
  write: (state: S, part: P) => S,
): StateStore<P> {
  return {
    get: () => read(store.get()),
    set: (part) => {
      const state = store.get();
      if (Object.is(read(state), part)) return;
      store.set(write(state, part));
    },
  };
}
