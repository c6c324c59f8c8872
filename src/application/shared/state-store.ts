import type { Unsubscribe } from '../ports/unsubscribe';

/**
 * Where a use case keeps the state it drives (a list, a counter, a session). A screen's view-model
 * implements it over an observable field, so a use case never knows about MobX; `createStateStore`
 * is the plain one. `get` is read again after every await: a use case never writes a state it read
 * before the answer came.
 */
export interface StateStore<S> {
  get(): S;
  set(next: S): void;
}

/** A plain store that also tells listeners about every change. */
export interface ObservableStateStore<S> extends StateStore<S> {
  subscribe(listener: (state: S) => void): Unsubscribe;
}

/** A store holding `initial`; setting the same value again tells nobody. */
export function createStateStore<S>(initial: S): ObservableStateStore<S> {
  let state = initial;
  const listeners = new Set<(state: S) => void>();
  return {
    get: () => state,
    set(next) {
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Applies `update` to the store's current state. */
export function updateStore<S>(store: StateStore<S>, update: (state: S) => S): S {
  const next = update(store.get());
  store.set(next);
  return next;
}
