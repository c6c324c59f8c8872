let loaded = false;
let loading: Promise<void> | null = null;

/**
 * Blueprint's dark rules (`blueprint-css/dark.css`, every component's), loaded once: by the entry
 * before the first paint of a dark page, and before a page turns dark. A light page never loads
 * them. A failed load is asked for again by the next call.
 */
export function loadDarkStylesheet(): Promise<void> {
  return (loading ??= import('blueprint-css/dark.css').then(
    () => {
      loaded = true;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** Whether the dark rules are on the page. */
export function darkStylesheetLoaded(): boolean {
  return loaded;
}
