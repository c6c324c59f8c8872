import type { Page } from '@playwright/test';

/**
 * The browser's own request for `/favicon.ico`: `index.html` names no icon until the logo record
 * arrives, so a page load may log its 404, or not, depending on timing. Reported to the owners of
 * `index.html`; it says nothing about the screen under test.
 */
const isMissingFavicon = (url: string) => new URL(url, 'http://host').pathname === '/favicon.ico';

/**
 * Collects what must never happen on a page: an uncaught error and, when asked, a console error
 * (a failed request, a caught bug logged by an error boundary).
 */
export class PageProblems {
  private readonly seen: string[] = [];

  constructor(page: Page, options: { readonly consoleErrors: boolean }) {
    page.on('pageerror', (error) => this.seen.push(`uncaught: ${error.message}`));
    if (options.consoleErrors) {
      page.on('console', (message) => {
        if (message.type() === 'error' && !isMissingFavicon(message.location().url))
          this.seen.push(`console: ${message.text()} (${message.location().url})`);
      });
    }
  }

  /** The problems seen since the last call. */
  take(): string[] {
    return this.seen.splice(0);
  }
}
