import type { Page } from 'puppeteer-core';

export interface Account {
  readonly username: string;
  readonly password: string;
}

/**
 * Logs in through the form, as a person would, and waits for the dashboard home: the app then
 * holds its session in its own cookies and local storage, exactly as it stores them.
 */
export async function logInThroughForm(page: Page, origin: string, account: Account): Promise<void> {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('#login-username').fill(account.username);
  await page.locator('#login-password').fill(account.password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/dashboard/default', { timeout: 30_000 });
}
