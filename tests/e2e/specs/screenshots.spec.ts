import { expect, test, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { routeScreen } from '../support/route-screens';
import { screenshot } from '../support/screenshot';

/** Switches the page to the look through the shell's own controls, which keep it for the session. */
async function wear(page: Page, language: 'en' | 'ar', dark: boolean): Promise<void> {
  const shell = new ShellPage(page);
  if (language !== 'en') await shell.chooseLanguage(language);
  await shell.setDark(dark);
}

/** The home: its cards, its chart and the chart's table. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/dashboard/default');
  await expect(page.getByTestId('home-day-table')).toBeVisible({ timeout: 20_000 });
}

async function openList(page: Page, id: string): Promise<void> {
  await page.goto(routeScreen(id).url);
  await new ListPage(page).loaded();
}

/**
 * Six key screens in en/ar × light/dark, full page, once at rest: the login page; the default
 * dashboard; the longest list (pharmacy items, two thousand rows); the side menu as the narrow
 * screen's drawer (wide screens show the menu in every other picture already); a list denied to
 * reception; the not-found screen.
 */
for (const language of ['en', 'ar'] as const) {
  for (const dark of [false, true]) {
    const look = `${language}-${dark ? 'dark' : 'light'}`;

    test.describe(`screenshots (${look})`, () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test.describe('a visitor', () => {
        test.use({ storageState: NO_SESSION });

        test('the login page', async ({ page }) => {
          await new LoginPage(page).goto();
          await wear(page, language, dark);
          await screenshot(page, `login-${look}`);
        });
      });

      test.describe('admin', () => {
        test.use({ storageState: Accounts.admin.storageState });

        test('the dashboard, the longest list, the not-found screen and the side-menu drawer', async ({
          page,
        }) => {
          test.slow();
          await openHome(page);
          await wear(page, language, dark);
          await screenshot(page, `dashboard-${look}`);
          await openList(page, 'pharmacy');
          await screenshot(page, `long-list-${look}`);
          await page.goto('/dashboard/no-such-screen');
          const shell = new ShellPage(page);
          await expect(shell.notFound).toBeVisible();
          await screenshot(page, `not-found-${look}`);
          await page.setViewportSize({ width: 600, height: 800 });
          await openHome(page);
          await shell.openDrawer();
          await screenshot(page, `side-menu-${look}`);
        });
      });

      test.describe('reception', () => {
        test.use({ storageState: Accounts.reception.storageState });

        test('a list it may not see', async ({ page }) => {
          await page.goto(routeScreen('doctors').url);
          await expect(new ListPage(page).forbidden).toBeVisible();
          await wear(page, language, dark);
          await screenshot(page, `access-denied-${look}`);
        });
      });
    });
  }
}
