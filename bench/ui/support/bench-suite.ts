import { loadavg } from 'node:os';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, type Chromium } from './chromium';
import { buildIntoTempFolder } from './production-build';
import { budgetSummary } from './report';
import { serveBuild, type ServedApp } from './served-app';

/** The machine's load average over 1, 5 and 15 minutes, as the figures are printed beside it. */
export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

export interface BenchSuite {
  /** The production build served by the reference server (set once the suite has started). */
  readonly app: () => ServedApp;
  readonly chromium: () => Chromium;
  /** The missed budgets, printed together at the end, never thrown. */
  readonly failures: string[];
}

/**
 * A browser benchmark's set-up, for the `describe` it is called in: a fresh production build in a
 * temporary folder, served by the reference server with the demo database, and headless Chromium;
 * undone in reverse order after the suite, however far the set-up got. The machine's load is
 * printed at the start and at the end, with every missed budget.
 */
export function benchSuite(): BenchSuite {
  const failures: string[] = [];
  const teardown: (() => Promise<void>)[] = [];
  let app: ServedApp | undefined;
  let chromium: Chromium | undefined;

  beforeAll(async () => {
    const build = await buildIntoTempFolder();
    teardown.push(build.remove);
    const served = await serveBuild(build.outDir);
    app = served;
    teardown.push(served.close);
    const browser = await launchChromium();
    chromium = browser;
    teardown.push(browser.close);
    console.log(
      `${await browser.browser.version()} on ${served.origin}; load average (1/5/15 min) ${loadAverage()}`,
    );
  }, 600_000);

  afterAll(async () => {
    console.log(`${budgetSummary(failures)}\nload average (1/5/15 min) at the end: ${loadAverage()}`);
    for (const undo of teardown.reverse()) await undo();
  }, 120_000);

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The bench suite has not started.');
    return value;
  };
  return { app: () => started(app), chromium: () => started(chromium), failures };
}
