import type { Browser } from 'puppeteer-core';
import type { AppPage } from '../budgets';
import { logInThroughForm, type Account } from './staff-login';

/** One response of a page load, sized as the server sent it (after its compression). */
export interface TransferredFile {
  /** Path and query on the server. */
  readonly path: string;
  /** Body bytes on the wire (Resource Timing `encodedBodySize`). */
  readonly encodedBytes: number;
  /** Body bytes once decompressed (`decodedBodySize`). */
  readonly decodedBytes: number;
}

export interface ColdLoad {
  /** The JS and CSS responses, largest first: what the budget counts. */
  readonly scriptsAndStyles: readonly TransferredFile[];
  /** Everything else (HTML, translations, API answers, images): printed, not budgeted. */
  readonly others: readonly TransferredFile[];
}

const SCRIPT_OR_STYLE = /\.(m?js|css)$/;

/** A laptop-sized window: the dashboard lays out its side menu and table as most staff see them. */
const VIEWPORT = { width: 1366, height: 768 };

/**
 * A first visit: a new browser context (no cookies, no cache), logged in through the form first
 * when the page needs it, then the page opened in a fresh tab with the cache disabled and read
 * until the network has been idle for 500 ms, accepting gzip only (the budgets are gzipped sizes).
 */
export async function coldLoad(
  browser: Browser,
  origin: string,
  page: AppPage,
  account: Account,
): Promise<ColdLoad> {
  const context = await browser.createBrowserContext();
  try {
    if (page.needsLogin) {
      const loginTab = await context.newPage();
      await logInThroughForm(loginTab, origin, account);
      await loginTab.close();
    }
    const tab = await context.newPage();
    await tab.setViewport(VIEWPORT);
    await tab.setCacheEnabled(false);
    // The budget is in gzipped bytes: ask for gzip only, whatever else the server could offer.
    await tab.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
    // The default buffer holds 250 entries; a long first load must not lose any.
    await tab.evaluateOnNewDocument(() => performance.setResourceTimingBufferSize(10_000));
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    const files = await tab.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
        (entry) => {
          const timing = entry as PerformanceResourceTiming;
          const url = new URL(timing.name);
          return {
            path: url.pathname + url.search,
            encodedBytes: timing.encodedBodySize,
            decodedBytes: timing.decodedBodySize,
          };
        },
      ),
    );
    const bySize = files.sort((a, b) => b.encodedBytes - a.encodedBytes);
    return {
      scriptsAndStyles: bySize.filter((file) => SCRIPT_OR_STYLE.test(file.path.split('?')[0] ?? '')),
      others: bySize.filter((file) => !SCRIPT_OR_STYLE.test(file.path.split('?')[0] ?? '')),
    };
  } finally {
    await context.close();
  }
}
