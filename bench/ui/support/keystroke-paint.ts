import type { Browser, HTTPRequest, KeyInput, Page } from 'puppeteer-core';
import type { KeystrokeList } from '../budgets';
import { logInThroughForm, type Account } from './staff-login';

/** Event Timing never reports an event shorter than this (the API's floor). */
export const EVENT_TIMING_FLOOR_MS = 16;

export interface KeystrokeRun {
  /** Rows the list's API call answered with. */
  readonly rows: number;
  /** Key event to next paint per keystroke, in ms; a keystroke under the floor counts as the floor. */
  readonly durations: readonly number[];
  /**
   * Time in the page's own handlers per reported keystroke, in ms (the longest entry's
   * `processingEnd - processingStart`): what is left of `durations` is waiting for the main thread
   * and for the frame.
   */
  readonly handlers: readonly number[];
  /** Keystrokes Event Timing did not report because they painted within the floor. */
  readonly underFloor: number;
}

/** Typed then erased, a character at a time: every key re-filters the whole list. */
const SEARCH_KEYS: readonly KeyInput[] = ['9', '6', '4', '7', '7', '0', '4'];
const ROUNDS = 3;
const KEYS_OF_INTEREST = ['keydown', 'keypress', 'input'];

interface EventEntry {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
  readonly processing: number;
}

declare global {
  interface Window {
    benchEventEntries?: EventEntry[];
  }
}

/**
 * Types into the list's search box, one key at a time, and reads each key's Event Timing entries:
 * their `duration` runs from the key event to the next paint after its handlers, which is the
 * repaint the user waits for.
 */
export async function measureSearchKeystrokes(
  browser: Browser,
  origin: string,
  list: KeystrokeList,
  account: Account,
): Promise<KeystrokeRun> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 1366, height: 768 });
    await logInThroughForm(tab, origin, account);
    if (list.widenTo !== undefined) await answerWithMoreRows(tab, list.apiPath, list.widenTo);
    await recordEventTiming(tab);
    const answer = tab.waitForResponse((response) => new URL(response.url()).pathname === list.apiPath);
    await tab.goto(`${origin}${list.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    const rows = ((await (await answer).json()) as unknown[]).length;
    await tab.waitForSelector('.list-table tbody tr', { timeout: 30_000 });

    return await typeIntoSearch(tab, '.list-search input', rows);
  } finally {
    await context.close();
  }
}

/** From the next document on, every Event Timing entry of at least the floor is kept in the page. */
export async function recordEventTiming(tab: Page): Promise<void> {
  await tab.evaluateOnNewDocument((threshold: number) => {
    const entries: EventEntry[] = [];
    window.benchEventEntries = entries;
    new PerformanceObserver((observed) => {
      for (const e of observed.getEntries() as PerformanceEventTiming[]) {
        const processing = e.processingEnd - e.processingStart;
        entries.push({ name: e.name, startTime: e.startTime, duration: e.duration, processing });
      }
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
}

/**
 * Types the search keys into the box at `selector` and erases them, a key at a time, three
 * times, and reads each key's Event Timing entries (`recordEventTiming` must have run before the
 * page loaded).
 */
export async function typeIntoSearch(tab: Page, selector: string, rows: number): Promise<KeystrokeRun> {
  // Without Event Timing every key would look "under the floor": a wrong pass, so stop instead.
  if (!(await tab.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('event')))) {
    throw new Error('This Chromium does not support Event Timing; the keystroke figure cannot be measured.');
  }
  await tab.locator(selector).click();
  const keyStarts: number[] = [];
  const keys = [...SEARCH_KEYS, ...Array<KeyInput>(SEARCH_KEYS.length).fill('Backspace')];
  for (let round = 0; round < ROUNDS; round++) {
    for (const key of keys) {
      keyStarts.push(await tab.evaluate(() => performance.now()));
      await tab.keyboard.press(key);
      await settle(tab);
    }
  }
  // Entries are delivered after the paint they wait for; give the last one time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const entries = await tab.evaluate(() => window.benchEventEntries ?? []);
  return perKeystroke(keyStarts, entries, rows);
}

/** Two frames and a breath: the key's paint is done and its entry queued before the next key. */
async function settle(tab: Page): Promise<void> {
  await tab.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

function perKeystroke(
  keyStarts: readonly number[],
  entries: readonly EventEntry[],
  rows: number,
): KeystrokeRun {
  const durations: number[] = [];
  const handlers: number[] = [];
  keyStarts.forEach((start, i) => {
    const end = keyStarts[i + 1] ?? Number.POSITIVE_INFINITY;
    const own = entries.filter(
      (e) => KEYS_OF_INTEREST.includes(e.name) && e.startTime >= start && e.startTime < end,
    );
    if (own.length === 0) {
      durations.push(EVENT_TIMING_FLOOR_MS);
      return;
    }
    durations.push(Math.max(...own.map((e) => e.duration)));
    handlers.push(Math.max(...own.map((e) => e.processing)));
  });
  return { rows, durations, handlers, underFloor: durations.length - handlers.length };
}

/**
 * The demo server sends the newest rows of a long list only (the OTP log: 1,000 of 10,000); the
 * budget is about a 10,000-row list, so the call is answered in the browser with the server's own
 * rows repeated to that length (fresh ids, same shape and spread of values).
 */
async function answerWithMoreRows(tab: Page, apiPath: string, rows: number): Promise<void> {
  await tab.setRequestInterception(true);
  tab.on('request', (request: HTTPRequest) => {
    if (new URL(request.url()).pathname !== apiPath) {
      void request.continue();
      return;
    }
    void widened(request, rows).then(
      (body) => request.respond({ status: 200, contentType: 'application/json', body }),
      // The list then shows its error state and the row count check reports it.
      () => request.abort('failed'),
    );
  });
}

/** The server's own answer to `request`, its rows repeated to `rows` with fresh ids, as JSON. */
async function widened(request: HTTPRequest, rows: number): Promise<string> {
  const answer = await fetch(request.url(), { headers: request.headers() });
  const real = (await answer.json()) as Record<string, unknown>[];
  return JSON.stringify(Array.from({ length: rows }, (_, i) => ({ ...real[i % real.length], id: rows - i })));
}
