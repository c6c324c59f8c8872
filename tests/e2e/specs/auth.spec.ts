import { expect, test } from '@playwright/test';
import { Accounts, LoginPage, logInAs } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

test('logs in with Enter, greets the user and logs out to /login', async ({ page }) => {
  await logInAs(page, Accounts.admin);
  const shell = new ShellPage(page);
  await shell.profileMenu.click();
  await expect(page.getByText('Hello, admin, Demo Administrator')).toBeVisible();
  await page.keyboard.press('Escape');
  await shell.logOut();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('serviceToken');
});

test('a wrong password shows the 400 alert with the exact text', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn('admin', 'not-the-password');
  await expect(login.error).toHaveText('Please enter a valid username/password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('repeated failures for one user end in the 429 alert', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  // A username of its own: the server limits 5 failures per user per minute.
  for (let attempt = 0; attempt < 6; attempt++) {
    await login.logIn('e2e-rate-limited', 'wrong');
    await expect(login.error).toBeVisible();
    await expect(login.submit).toBeEnabled();
  }
  await expect(login.error).toHaveText('Too many requests, please wait 1 min, and then try again.');
});

test('a visitor is sent to /login and back where they were going after logging in', async ({ page }) => {
  await page.goto('/dashboard/Doctors');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await login.logIn(Accounts.admin.username, Accounts.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/Doctors$/);
});

test('a logged-in user opening /login is sent to the default home', async ({ page }) => {
  await logInAs(page, Accounts.admin);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/default$/);
});

test('a 401 in the middle of a session clears the session and lands on /login', async ({ page, context }) => {
  await logInAs(page, Accounts.admin);
  const cookie = (await context.cookies()).find((c) => c.name === 'serviceToken');
  expect(cookie).toBeDefined();
  await context.addCookies([{ ...cookie!, value: 'no-longer-valid' }]);
  await page.goto('/dashboard/Doctors');
  await expect(page).toHaveURL(/\/login$/);
  const names = (await context.cookies()).map((c) => c.name);
  for (const name of ['serviceToken', 'chatToken', 'accessToken', 'userData'])
    expect(names).not.toContain(name);
  const stored = await page.evaluate(() => [
    localStorage.getItem('userData'),
    localStorage.getItem('serviceToken'),
  ]);
  expect(stored).toEqual([null, null]);
});
