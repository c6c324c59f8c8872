import { expect, test, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { routeScreen } from '../support/route-screens';
import { settled } from '../support/settled';

interface Screen {
  readonly name: string;
  readonly storageState: string | typeof NO_SESSION;
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Opens the screen in English; the language is switched after. */
  readonly open: (page: Page) => Promise<void>;
  /** What is done on the screen once in its language (opening a drawer). */
  readonly then?: (page: Page) => Promise<void>;
}

async function openList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await new ListPage(page).loaded();
}

/**
 * The login page and five screens that between them hold every kind of content the dashboard has:
 * the home list, the longest list, a list denied to the user, the not-found screen, and the side
 * menu's drawer on a narrow screen.
 */
const SCREENS: readonly Screen[] = [
  { name: 'the login page', storageState: NO_SESSION, open: (page) => new LoginPage(page).goto() },
  {
    name: 'the default dashboard',
    storageState: Accounts.admin.storageState,
    open: (page) => openList(page, routeScreen('dashboard').url),
  },
  {
    name: 'the longest list (pharmacy items)',
    storageState: Accounts.admin.storageState,
    open: (page) => openList(page, routeScreen('pharmacy').url),
  },
  {
    name: 'a list denied to reception',
    storageState: Accounts.reception.storageState,
    open: async (page) => {
      const list = new ListPage(page);
      await list.goto(routeScreen('doctors').url);
      await expect(list.forbidden).toBeVisible();
    },
  },
  {
    name: 'the not-found screen',
    storageState: Accounts.admin.storageState,
    open: async (page) => {
      await page.goto('/dashboard/no-such-screen');
      await expect(new ShellPage(page).notFound).toBeVisible();
    },
  },
  {
    name: 'the side-menu drawer on a narrow screen',
    storageState: Accounts.admin.storageState,
    viewport: { width: 600, height: 800 },
    open: (page) => openList(page, routeScreen('dashboard').url),
    then: (page) => new ShellPage(page).openDrawer(),
  },
];

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({
      storageState: screen.storageState,
      ...(screen.viewport ? { viewport: screen.viewport } : {}),
    });

    for (const language of ['en', 'ar'] as const) {
      test(`has no serious or critical accessibility violation (${language})`, async ({ page }) => {
        await screen.open(page);
        if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'en' ? 'ltr' : 'rtl');
        await screen.then?.(page);
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
