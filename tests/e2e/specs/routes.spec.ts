import { expect, test } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { Accounts, logInAs } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

const ROUTES = [
  '/dashboard/default',
  '/dashboard/Doctors',
  '/dashboard/pharmacy',
  '/dashboard/Specialities',
  '/dashboard/Centers',
  '/dashboard/OnlineAppointments',
  '/dashboard/CodeGeneration',
  '/dashboard/audit',
  '/dashboard/feedbacks/doctor/1',
  '/app/chat',
];

test('the routes render their screen, never the error panel, for admin', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logInAs(page, Accounts.admin);
  const shell = new ShellPage(page);
  for (const path of ROUTES) {
    await page.goto(path);
    await expect(shell.screenTitle).toBeVisible();
    await expect(shell.routeError).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('reception sees the access-denied state on a list outside its areas', async ({ page }) => {
  await logInAs(page, Accounts.reception);
  const list = new ListPage(page);
  await list.goto('/dashboard/Doctors');
  await expect(list.forbidden).toBeVisible();
  await expect(list.forbidden).toContainText('Access denied');
});

test('search and page are kept in the URL and restored after a reload', async ({ page }) => {
  await logInAs(page, Accounts.admin);
  const list = new ListPage(page);
  await list.goto('/dashboard/Doctors');
  await list.loaded();
  await expect(list.rows).toHaveCount(10);
  await list.next.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await list.search.fill('a');
  await expect(page).toHaveURL(/[?&]q=a/);
  await list.next.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const shownBefore = await list.rows.allInnerTexts();
  await page.reload();
  await list.loaded();
  await expect(list.search).toHaveValue('a');
  await expect(list.pageOf).toContainText('Page 2 of');
  expect(await list.rows.allInnerTexts()).toEqual(shownBefore);
});

test('an unknown path under the shell shows the not-found screen', async ({ page }) => {
  await logInAs(page, Accounts.admin);
  await page.goto('/dashboard/no-such-screen');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
});

test('on a small screen the side menu is a temporary drawer that closes after navigating', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await logInAs(page, Accounts.admin);
  const drawer = page.locator('.bp6-drawer');
  await expect(drawer).toHaveCount(0);
  await page.getByTestId('menu-toggle').click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('menuitem', { name: 'Specialities' }).click();
  await expect(page).toHaveURL(/\/dashboard\/Specialities$/);
  await expect(drawer).toHaveCount(0);
});
