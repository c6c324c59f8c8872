import { createContext, useContext, useState } from 'react';
import type { Resolver, Token } from '../../application/shared/token';

/** The container the entry point built, the one way the views reach what it binds. */
export const ContainerContext = createContext<Resolver | null>(null);

/** The value the container binds to `token`; a view outside `<DashboardApp>` is a bug. */
export function useInstance<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('A view was drawn outside <DashboardApp>');
  return container.get(token);
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
