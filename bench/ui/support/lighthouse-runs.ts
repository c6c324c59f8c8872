import lighthouse from 'lighthouse';
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import type { AppPage, LighthouseCategory } from '../budgets';
import { logInThroughForm, type Account } from './staff-login';
import { median } from './stats';

/** One Lighthouse run: the performance score (0 to 100) and the metrics it is made of. */
export interface LighthouseRun {
  readonly score: number;
  /** First Contentful Paint, ms. */
  readonly fcp: number;
  /** Largest Contentful Paint, ms. */
  readonly lcp: number;
  /** Total Blocking Time, ms. */
  readonly tbt: number;
  /** Cumulative Layout Shift, unitless. */
  readonly cls: number;
  /** Speed Index, ms. */
  readonly si: number;
  /** Every category asked for (`performance` included), 0 to 100. */
  readonly categories: Readonly<Partial<Record<LighthouseCategory, number>>>;
  /** The audits of the categories other than performance that failed: `id: title`. */
  readonly findings: readonly string[];
}

export interface LighthouseSeries {
  readonly runs: readonly LighthouseRun[];
  /** Attempts Lighthouse gave up on (an unusable trace on a loaded machine), repeated: their errors. */
  readonly repeated: readonly string[];
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
const ATTEMPTS_PER_RUN = 3;

/**
 * Lighthouse's default (mobile) preset, performance only, `runs` times on one page. The page is
 * opened in a new browser context, logged in through the form when it needs a session; Lighthouse
 * is then told not to reset storage (that would log it out), so the HTTP cache is cleared by hand
 * before each run and every run is a cold load (`startClean`).
 */
export async function runLighthouse(
  browser: Browser,
  port: number,
  origin: string,
  page: AppPage,
  account: Account,
  runs: number,
  categories: readonly LighthouseCategory[] = ['performance'],
): Promise<LighthouseSeries> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    if (page.needsLogin) await logInThroughForm(tab, origin, account);
    const cdp = await tab.createCDPSession();
    const results: LighthouseRun[] = [];
    const repeated: string[] = [];
    while (results.length < runs) {
      if (repeated.length >= runs * (ATTEMPTS_PER_RUN - 1)) {
        throw new Error(`Lighthouse kept failing on ${page.path}: ${repeated.join('; ')}`);
      }
      await startClean(tab, cdp);
      const outcome = await oneRun(tab, `${origin}${page.path}`, port, categories);
      if (typeof outcome === 'string') repeated.push(outcome);
      else results.push(outcome);
    }
    return { runs: results, repeated };
  } finally {
    await context.close();
  }
}

/**
 * Leaves the page and collects its garbage, then empties the HTTP cache: each run starts as in a
 * fresh browser. Without the collection, the pages of the earlier runs are collected during the
 * next load, and their garbage is counted as its blocking time (it grew run after run).
 */
async function startClean(tab: Page, cdp: CDPSession): Promise<void> {
  await tab.goto('about:blank');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Network.clearBrowserCache');
}

/** One Lighthouse navigation: its figures, or the error Lighthouse reported instead. */
async function oneRun(
  tab: Page,
  url: string,
  port: number,
  categories: readonly LighthouseCategory[],
): Promise<LighthouseRun | string> {
  const result = await lighthouse(
    url,
    { port, disableStorageReset: true, onlyCategories: [...categories], logLevel: 'error' },
    undefined,
    tab,
  );
  if (result === undefined) return 'no result';
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) return lhr.runtimeError.code;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scoreOf = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const findings = categories
    .filter((category) => category !== 'performance')
    .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    categories: Object.fromEntries(categories.map((category) => [category, scoreOf(category)])),
    findings,
  };
}

/** Each figure's median over the runs (the score's is the one held against the budget). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    si: of((run) => run.si),
    categories: Object.fromEntries(
      [...new Set(runs.flatMap((run) => Object.keys(run.categories)))].map((category) => [
        category,
        of((run) => run.categories[category as LighthouseCategory] ?? Number.NaN),
      ]),
    ),
    findings: [...new Set(runs.flatMap((run) => run.findings))],
  };
}
