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
  /** Opens the screen (in English). */
  readonly open: (page: Page) => Promise<void>;
  /** Brings up what is checked on top of the screen (a drawer), and puts it away again. */
  readonly overlay?: {
    readonly show: (page: Page) => Promise<void>;
    readonly hide: (page: Page) => Promise<void>;
  };
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
 * The login page and five screens that between them hold every kind of content the dashboard has:
 * the home with its cards, chart and tables, the longest list, a list denied to the user, the not-found screen, and the side
 * menu's drawer on a narrow screen.
 */
const SCREENS: readonly Screen[] = [
  { name: 'the login page', storageState: NO_SESSION, open: (page) => new LoginPage(page).goto() },
  {
    name: 'the default dashboard',
    storageState: Accounts.admin.storageState,
    open: openHome,
  },
  {
    name: 'the longest list (pharmacy items)',
    storageState: Accounts.admin.storageState,
    open: (page) => openList(page, 'pharmacy'),
  },
  {
    name: 'a list denied to reception',
    storageState: Accounts.reception.storageState,
    open: async (page) => {
      await page.goto(routeScreen('doctors').url);
      await expect(new ListPage(page).forbidden).toBeVisible();
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
    open: openHome,
    overlay: {
      show: (page) => new ShellPage(page).openDrawer(),
      hide: async (page) => {
        await page.keyboard.press('Escape');
        await expect(new ShellPage(page).drawer).toHaveCount(0);
      },
    },
  },
];

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({
      storageState: screen.storageState,
      ...(screen.viewport ? { viewport: screen.viewport } : {}),
    });

    test('has no serious or critical accessibility violation, left to right (en) and right to left (ar)', async ({
      page,
    }) => {
      // Two full axe scans of a whole page are the test tool's own work, and slow on a small
      // machine shared with other work: the timeout allows for that.
      test.setTimeout(90_000);
      await screen.open(page);
      for (const language of ['en', 'ar'] as const) {
        if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'en' ? 'ltr' : 'rtl');
        await screen.overlay?.show(page);
        await settled(page);
        expect.soft(await seriousViolations(page), language).toEqual([]);
        await screen.overlay?.hide(page);
      }
    });
  });
}
