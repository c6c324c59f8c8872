import { onceUntilFailed } from '../../application/shared/once';

let loaded = false;

/**
 * Blueprint's dark rules (`blueprint-css/dark.css`, every component's), loaded once: by the entry
 * before the first paint of a dark page, and before a page turns dark. A light page never loads
 * them. A failed load is asked for again by the next call.
 */
export const loadDarkStylesheet: () => Promise<void> = onceUntilFailed(() =>
  import('blueprint-css/dark.css').then(() => {
    loaded = true;
  }),
);

/** Whether the dark rules are on the page. */
export function darkStylesheetLoaded(): boolean {
  return loaded;
}
