import { launch } from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Chromium: the bench never downloads a browser. */
const CHROMIUM_PATH = '/usr/bin/chromium';

export interface Chromium {
  readonly browser: Browser;
  /** The DevTools port, which Lighthouse is told about. */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Headless Chromium started the way the Lighthouse CLI starts it (chrome-launcher and its default
 * flags), driven through puppeteer-core, so the Lighthouse scores compare with the CLI's.
 */
export async function launchChromium(): Promise<Chromium> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return {
    browser,
    port: chrome.port,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
