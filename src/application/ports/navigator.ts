/** Moving between screens and pages. */
export interface Navigator {
  /** In-app navigation: no reload, in-memory state survives. */
  navigate(path: string): void;
  /** A full page load of `path`: nothing of the current page's memory survives (the 401 rule). */
  loadPage(path: string): void;
  /** Reloads the current page. */
  reload(): void;
}
