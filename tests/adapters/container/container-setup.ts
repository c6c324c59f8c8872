import type { PageLocation } from '../../../src/adapters/browser/browser-navigator';
import type {
  DashboardContainerOptions,
  SiteContainerOptions,
} from '../../../src/adapters/composition/container-options';
import { LogLevel } from '../../../src/adapters/logging/console-logger';
import { bundleFetch, type BundleFetch } from '../i18n/bundle-fetch';

/** The page's `location`, recording the page loads and reloads instead of leaving the page. */
export class RecordingLocation implements PageLocation {
  readonly moves: string[] = [];

  assign(url: string | URL): void {
    this.moves.push(`load ${String(url)}`);
  }

  reload(): void {
    this.moves.push('reload');
  }
}

/** What a test page holds: where the page went, and which translation bundles it fetched. */
export interface TestPage {
  readonly location: RecordingLocation;
  readonly bundles: BundleFetch;
}

export function testPage(): TestPage {
  return { location: new RecordingLocation(), bundles: bundleFetch() };
}

/** Clears what a previous test left in jsdom's cookies and local storage. */
export function clearBrowser(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
}

/**
 * Options as an entry point would pass them, on jsdom's real cookies and local storage, against
 * `apiHost`; the page's moves are recorded, bundles come from `public/`, the console stays quiet.
 */
export function siteOptions(apiHost: string, page: TestPage): SiteContainerOptions {
  return {
    config: { apiHost, hubHost: apiHost },
    browser: { location: () => page.location, storage: () => localStorage },
    http: { maxRetries: 0 },
    i18n: {
      fetch: page.bundles.fetch,
      pageUrl: 'https://care.example.org/',
      react: false,
      onBundleFailure: () => undefined,
    },
    logger: { level: LogLevel.Silent },
  };
}

export function dashboardOptions(apiHost: string, page: TestPage): DashboardContainerOptions {
  return { ...siteOptions(apiHost, page), hubs: { crossTab: false } };
}
