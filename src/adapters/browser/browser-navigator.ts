import type { Navigator } from '../../application/ports/navigator';

/** The part of `Location` the navigator needs. */
export type PageLocation = Pick<Location, 'assign' | 'reload'>;

/**
 * `Navigator` for the browser: full page loads through `location`, in-app moves through the
 * router, which registers itself once it is mounted. Before that (or after it unmounts) an
 * in-app move falls back to a page load, so no navigation is ever lost.
 */
export class BrowserNavigator implements Navigator {
  private inApp: ((path: string) => void) | null = null;

  constructor(private readonly location: () => PageLocation = () => globalThis.location) {}

  /** The router hands in its navigate function; the returned function unregisters it. */
  register(navigate: (path: string) => void): () => void {
    this.inApp = navigate;
    return () => {
      if (this.inApp === navigate) this.inApp = null;
    };
  }

  navigate(path: string): void {
    if (this.inApp) this.inApp(path);
    else this.loadPage(path);
  }

  loadPage(path: string): void {
    this.location().assign(path);
  }

  reload(): void {
    this.location().reload();
  }
}
