import type { ComponentType } from 'react';
import type { ScreenName } from '../routes/first-screens';
import * as loginScreen from '../features/login/login.view';

type ScreenModule = { readonly default: ComponentType<never> };

/**
 * A screen's chunk, loaded once. `lazy` is what `React.lazy` takes: once the chunk is here it
 * answers a thenable that hands the module over at once, so a screen loaded early (the entry's
 * preload) or visited before draws in the same commit as its parent, with no spinner frame and
 * no Suspense reveal delay in between.
 */
function screenChunk<M extends ScreenModule>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const preload = (): Promise<M> =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const lazy = (): Promise<M> => {
    if (loaded === null) return preload();
    const module = loaded;
    // React reads a thenable that calls back synchronously as already resolved.
    return { then: (onLoaded: (value: M) => unknown) => onLoaded(module) } as unknown as Promise<M>;
  };
  return { preload, lazy };
}

/** The shell and the screens it draws, one chunk (`staff-screens.ts`). */
const staffScreens = () => import('./staff-screens');

/**
 * The screens' code. The login page is part of the entry: it is the first screen of everyone not
 * logged in, and the buttons, inputs and callouts it draws are the shell's too, so a logged-in
 * page fetches them with the entry instead of as five small chunks one after the other. The
 * shell and its screens are one chunk, which the login page's first load never carries; the
 * landing and not-found pages are chunks of their own. The router draws them lazily; the entry
 * loads the first ones early (`firstScreens`).
 */
export const SCREENS = {
  login: screenChunk(() => Promise.resolve(loginScreen)),
  landing: screenChunk(() => import('../features/landing/landing.view')),
  shell: screenChunk(() => staffScreens().then((chunk) => ({ default: chunk.ShellLayout }))),
  resourceList: screenChunk(() => staffScreens().then((chunk) => ({ default: chunk.ResourceListScreen }))),
  audit: screenChunk(() => staffScreens().then((chunk) => ({ default: chunk.AuditScreen }))),
  notFound: screenChunk(() => import('../features/not-found/not-found.view')),
} as const satisfies Record<ScreenName, unknown>;

/**
 * Loads these screens' code; settles when all have arrived or failed. A failed chunk is the
 * router's to report (its error boundary), when the screen is drawn.
 */
export async function preloadScreens(names: readonly ScreenName[]): Promise<void> {
  await Promise.all(names.map((name) => SCREENS[name].preload().catch(() => undefined)));
}
