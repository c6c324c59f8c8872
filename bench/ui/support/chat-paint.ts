import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { recordEventTiming, typeIntoSearch, type KeystrokeRun } from './keystroke-paint';
import { logInThroughForm, type Account } from './staff-login';

const INBOX_CALL = '/api/Chats/getLatestPatient';
/** A page of a conversation: `/api/Chats/getChats/{page}/{id}`. */
const PAGE_CALL = /^\/api\/Chats\/getChats\/(\d+)\/[^/]+$/;

export interface ScrollRun {
  /** Messages drawn in the conversation. */
  readonly messages: number;
  /** The time between one animation frame and the next while scrolling, in ms. */
  readonly frameIntervals: readonly number[];
  /** Frames per second over the whole scroll. */
  readonly fps: number;
}

/**
 * Answers the calls `answer` knows in the browser (their body from the server's own answer), and
 * lets every other call through.
 */
async function answerInBrowser(
  tab: Page,
  answer: (path: string, real: () => Promise<unknown>) => Promise<unknown> | null,
): Promise<void> {
  await tab.setRequestInterception(true);
  tab.on('request', (request: HTTPRequest) => {
    const real = async () =>
      (await fetch(request.url(), { headers: request.headers() })).json() as Promise<unknown>;
    const body = request.method() === 'GET' ? answer(new URL(request.url()).pathname, real) : null;
    if (body === null) {
      void request.continue();
      return;
    }
    void body.then(
      (json) => request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(json) }),
      () => request.abort('failed'),
    );
  });
}

/** The server's inbox rows repeated to `patients`, each a patient of its own (id, name, number). */
function widenInbox(real: readonly Record<string, unknown>[], patients: number): Record<string, unknown>[] {
  return Array.from({ length: patients }, (_, i) => ({
    ...real[i % real.length],
    superUserId: 900_000 + i,
    name: `${String(real[i % real.length]?.name ?? 'Patient')} ${i + 1}`,
    // Numbers that share their first digits, so each key of the search narrows the rows.
    phoneNumber: `+96475${String(10_000_000 + i * 7_919).slice(-8)}`,
  }));
}

/**
 * A conversation of `messages`, oldest first, made from the server's own messages of the page
 * (their texts, both sides), a minute apart up to now.
 */
function longConversation(real: readonly Record<string, unknown>[], messages: number): { chats: unknown[] } {
  const texts = real.length > 0 ? real : [{ message: 'Hello', fromStaff: false }];
  const now = Date.now();
  return {
    chats: Array.from({ length: messages }, (_, i) => ({
      ...texts[i % texts.length],
      id: 800_000 + i,
      sentAt: new Date(now - (messages - i) * 60_000).toISOString(),
      fromStaff: i % 3 === 0,
    })),
  };
}

async function openTab(browser: Browser, origin: string, account: Account) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport({ width: 1366, height: 768 });
  await logInThroughForm(tab, origin, account);
  return { context, tab };
}

/** The inbox of `/app/chat` widened to `patients` rows, its search typed into key by key. */
export async function measureInboxKeystrokes(
  browser: Browser,
  origin: string,
  account: Account,
  patients: number,
): Promise<KeystrokeRun> {
  const { context, tab } = await openTab(browser, origin, account);
  try {
    await answerInBrowser(tab, (path, real) =>
      path === INBOX_CALL
        ? real().then((rows) => widenInbox(rows as Record<string, unknown>[], patients))
        : null,
    );
    await recordEventTiming(tab);
    await tab.goto(`${origin}/app/chat`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await tab.waitForFunction(
      (n: number) => document.querySelectorAll('[data-testid="chat-row"]').length === n,
      {
        timeout: 30_000,
      },
      patients,
    );
    return await typeIntoSearch(tab, '.chat-inbox-filters input[type="search"]', patients);
  } finally {
    await context.close();
  }
}

/**
 * A conversation whose first page holds `messages`, opened from the inbox, then scrolled from its
 * newest message to its oldest, 40 px an animation frame (2,400 px a second, a brisk flick), the
 * time of every frame kept.
 */
export async function measureConversationScroll(
  browser: Browser,
  origin: string,
  account: Account,
  messages: number,
): Promise<ScrollRun> {
  const { context, tab } = await openTab(browser, origin, account);
  try {
    await answerInBrowser(tab, (path, real) => {
      const page = PAGE_CALL.exec(path)?.[1];
      if (page === undefined) return null;
      // One page holds the whole conversation; the pages before it are empty.
      if (page !== '1') return Promise.resolve({ chats: [] });
      return real().then((body) =>
        longConversation((body as { chats?: Record<string, unknown>[] }).chats ?? [], messages),
      );
    });
    await tab.goto(`${origin}/app/chat`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await tab.click('[data-testid="chat-row"]');
    await tab.waitForFunction(
      (n: number) => document.querySelectorAll('.chat-message').length >= n,
      {
        timeout: 60_000,
      },
      messages,
    );
    const drawn = await tab.evaluate(() => document.querySelectorAll('.chat-message').length);
    // Let the first paint of the long list settle before the scroll starts.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stamps = await scrollToTop(tab, '.chat-messages');
    const frameIntervals = stamps.slice(1).map((time, i) => time - (stamps[i] ?? time));
    const span = (stamps.at(-1) ?? 0) - (stamps[0] ?? 0);
    return { messages: drawn, frameIntervals, fps: span > 0 ? (frameIntervals.length * 1_000) / span : 0 };
  } finally {
    await context.close();
  }
}

/**
 * Scrolls `selector`'s box from its end to its top, 40 px an animation frame (at most 600
 * frames), and answers each frame's time: the scroll of the chat bench and of its plain page.
 */
export function scrollToTop(tab: Page, selector: string): Promise<number[]> {
  return tab.evaluate(
    (scrolled) =>
      new Promise<number[]>((resolve) => {
        const scroller = document.querySelector(scrolled);
        if (scroller === null) return resolve([]);
        scroller.scrollTop = scroller.scrollHeight;
        const times: number[] = [];
        const step = (time: number) => {
          times.push(time);
          scroller.scrollTop -= 40;
          if (scroller.scrollTop > 0 && times.length < 600) requestAnimationFrame(step);
          else resolve(times);
        };
        requestAnimationFrame(step);
      }),
    selector,
  );
}
