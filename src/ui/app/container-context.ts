import { createContext, use, useContext, useState } from 'react';
import type { Resolver, Token } from '../../application/shared/token';

/** The container the entry point built, the one way the views reach what it binds. */
export const ContainerContext = createContext<Resolver | null>(null);

/** The value the container binds to `token`; a view outside `<DashboardApp>` is a bug. */
export function useInstance<T>(token: Token<T>): T {
  return useContainer().get(token);
}

function useContainer(): Resolver {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('A view was drawn outside <DashboardApp>');
  return container;
}

/** What each container has loaded through `usePart`, by loader: one promise per part. */
const parts = new WeakMap<Resolver, Map<() => Promise<unknown>, Promise<unknown>>>();

/**
 * A part of a screen that is not drawn at first (a tab, a dialog): its module from `load` and the
 * factories of `viewModels` resolved together, once per page, the first time a view draws it. The
 * view suspends until both are there (draw it inside `<Suspense>`); a module that did not arrive
 * is asked for again the next time.
 */
export function usePart<T>(load: () => Promise<T>, viewModels: readonly Token<unknown>[] = []): T {
  const container = useContainer();
  let loaded = parts.get(container);
  if (loaded === undefined) parts.set(container, (loaded = new Map()));
  let part = loaded.get(load) as Promise<T> | undefined;
  if (part === undefined) {
    const store = loaded;
    part = Promise.all([load(), ...viewModels.map((token) => container.getAsync(token))]).then(
      ([module]) => module,
      (error: unknown) => {
        store.delete(load);
        throw error;
      },
    );
    store.set(load, part);
  }
  return use(part);
}

/**
 * The view's own view-model, made once per mounted screen by the factory bound to `token`: a new
 * screen (a new route or new path parameters remount it) gets a fresh one.
 */
export function useViewModel<Args extends readonly unknown[], ViewModel>(
  token: Token<(...args: Args) => ViewModel>,
  ...args: Args
): ViewModel {
  const create = useInstance(token);
  const [viewModel] = useState(() => create(...args));
  return viewModel;
}
