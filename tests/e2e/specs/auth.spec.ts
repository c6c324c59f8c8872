import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { LoginPage, logInAs } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { escapeFromOverlay } from '../support/escape';

const LOGIN_CALL = '**/api/ControlPanelAuth/Login';
const STORED_KEYS = ['serviceToken', 'chatToken', 'accessToken', 'userData'];

/** The session's cookies and local-storage keys still present, by the spec's names. */
async function storedSession(page: Page, context: BrowserContext): Promise<string[]> {
  const cookies = (await context.cookies()).map((cookie) => `cookie ${cookie.name}`);
  const storage = await page.evaluate(() => Object.keys(localStorage).map((key) => `localStorage ${key}`));
  return [...cookies, ...storage].filter((entry) => STORED_KEYS.includes(entry.split(' ')[1]!));
}

test.describe('a visitor', () => {
  test('logs in with Enter, is greeted, logs out to /login and is kept out afterwards', async ({
    page,
    context,
  }) => {
    await logInAs(page, Accounts.admin);
    const shell = new ShellPage(page);
    await shell.profileMenu.click();
    await expect(page.getByText('Hello, admin, Demo Administrator')).toBeVisible();
    await escapeFromOverlay(page);
    await expect(page.getByText('Hello, admin, Demo Administrator')).toHaveCount(0);
    await shell.logOut();
    expect(await storedSession(page, context)).toEqual([]);
    await page.goto('/dashboard/Doctors');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with a wrong password sees the 400 alert with the exact text', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn('admin', 'not-the-password');
    await expect(login.error).toHaveText('Please enter a valid username/password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('failing again and again for one user ends in the 429 alert', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    // A username of its own: the server blocks a name after 5 failures in a minute.
    for (let attempt = 0; attempt < 6; attempt++) {
      await login.logIn('e2e-rate-limited', 'wrong');
      await expect(login.error).toBeVisible();
      await expect(login.submit).toBeEnabled();
    }
    await expect(login.error).toHaveText('Too many requests, please wait 1 min, and then try again.');
  });

  test('whose login gets no response sees the too-many-requests alert', async ({ page }) => {
    await page.route(LOGIN_CALL, (route) => route.abort('connectionreset'));
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(Accounts.admin.username, Accounts.admin.password);
    await expect(login.error).toHaveText('Too many requests, please wait 1 min, and then try again.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('whose login is answered with another status sees the something-went-wrong alert', async ({
    page,
  }) => {
    await page.route(LOGIN_CALL, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(Accounts.admin.username, Accounts.admin.password);
    await expect(login.error).toHaveText('Something went wrong.');
  });

  test('is sent to /login and back where they were going after logging in', async ({ page }) => {
    await page.goto('/dashboard/Doctors?q=kani');
    await expect(page).toHaveURL(/\/login$/);
    const login = new LoginPage(page);
    await login.logIn(Accounts.admin.username, Accounts.admin.password);
    await expect(page).toHaveURL(/\/dashboard\/Doctors\?q=kani$/);
  });

  test('whose session is revoked mid-work is sent to /login by a full page load, with the session cleared', async ({
    page,
    context,
  }) => {
    // A login of its own: revoking the shared saved session would log every other spec out.
    await page.clock.install();
    await logInAs(page, Accounts.admin);
    await expect(page.getByTestId('home-cards')).toBeVisible();
    const token = (await context.cookies()).find((cookie) => cookie.name === 'serviceToken')?.value;
    expect(token).toBeDefined();
    // Marks this document: a full page load replaces it, a router navigation would keep it.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-401', ''));
    const logout = await page.request.get('/api/ControlPanelAuth/Logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.ok()).toBe(true);
    // The next screen's read answers 401; a read the page makes on its own once idle (the chat
    // badge's count, the live link) may meet the 401 first and send the user to /login while this
    // navigation is under way: the same rule, reached a moment earlier.
    await new ShellPage(page).goInApp('/dashboard/Doctors').catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html[data-before-401]')).toHaveCount(0);
    expect(await storedSession(page, context)).toEqual([]);
  });
});

test.describe('a logged-in user', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('opening /login is sent to the default home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/default$/);
  });

  test('whose stored token the server refuses at the next page load lands on /login, the session cleared', async ({
    page,
    context,
  }) => {
    const cookie = (await context.cookies()).find((c) => c.name === 'serviceToken');
    expect(cookie).toBeDefined();
    await context.addCookies([{ ...cookie!, value: 'no-longer-valid' }]);
    await page.goto('/dashboard/Doctors');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page, context)).toEqual([]);
  });
});
