import { expect, test, type Page } from '@playwright/test';
import { ErrorHandling, RESOURCES, type ResourceKey } from '../../../src/application/resources/resource-key';
import type { PermissionArea } from '../../../src/domain/lists/permission-area';
import { RESOURCE_READS } from '../../../src/adapters/http/resource-reads';
import { ShellPage } from '../pages/shell-page';
import { Accounts, type Account } from '../support/accounts';
import { PageProblems } from '../support/page-problems';
import { ROUTE_SCREENS, inChunks, type RouteScreen } from '../support/route-screens';
import { settled } from '../support/settled';
import { translationsOf } from '../support/translations';

/**
 * Whether a list shows "access denied" to a user with these areas (a 403 marks the area forbidden).
 * Only a call that always carries the staff token can be refused; a path the site also reads
 * without a token, or one the spec sends without a token, answers anyone; and lists whose errors
 * are only logged show nothing of it.
 */
function deniedTo(areas: readonly PermissionArea[], key: ResourceKey): boolean {
  const { area, onError } = RESOURCES[key];
  const tokenOnly = Object.values(RESOURCE_READS[key].auth).every((auth) => auth !== 'none');
  return area !== null && !areas.includes(area) && tokenOnly && onError === ErrorHandling.Show;
}

/**
 * Routes drawn by a screen of their own instead of one list panel per catalogued list (the chat's
 * inbox and conversation, the home): here they must render and not fail; their own specs test the rest.
 */
const OWN_SCREENS: ReadonlySet<string> = new Set([
  'chat',
  'chatWith',
  'chatList',
  'appUsers',
  'chatDepartments',
  'chatRecipients',
  'dashboard',
  'complaints',
  'doctorsAppointmentSetting',
  'appointmentSettingPerUser',
  'analytics',
  'centerStatistic',
  'doctorProfile',
  'users',
  'userRoles',
  'permission',
  'feedbackQuestions',
  'feedbacks',
  'doctorFeedbacks',
  'departmentFeedbacks',
  'orders',
  'codeGeneration',
  'bulkReport',
  'slider',
  'posts',
  'jobApplicationForGeneratorCreate',
  'jobApplicationForGeneratorEdit',
  'centerInstructionsTree',
  'centerGalleryTree',
  'instructionsTree',
]);

/**
 * A patient with a conversation and nothing unread, to open `/app/chat/{id}` with: a real one (the
 * sample id names nobody), and opening it marks nothing seen, so no other test's badge moves.
 */
async function readChatUser(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'serviceToken')?.value;
  const answer = await page.request.get('/api/Chats/getLatestPatient', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.status()).toBe(200);
  const rows = (await answer.json()) as { superUserId: string; numberOfMessagesNotSeenByAdmin: number }[];
  const read = rows.find((row) => row.numberOfMessagesNotSeenByAdmin === 0);
  expect(read, 'a demo patient whose chat is all read').toBeDefined();
  return String(read?.superUserId);
}

/**
 * Opens each screen inside one running app and checks it rendered: its translated title, every
 * list settled (no spinner), never the error panel, each catalogued list denied exactly where the
 * account lacks the area and failing nowhere else, and no problem on the page.
 */
async function expectEveryScreen(
  page: Page,
  account: Account,
  screens: readonly RouteScreen[],
  options: { readonly consoleErrors: boolean },
): Promise<void> {
  const problems = new PageProblems(page, options);
  const t = await translationsOf(page.request, 'en');
  const shell = new ShellPage(page);
  await page.clock.install();
  await page.goto('/dashboard/default');
  await expect(shell.screenTitle).toBeVisible();
  await settled(page);
  for (const { route, url: sampleUrl } of screens) {
    const url = route.id === 'chatWith' ? `/app/chat/${await readChatUser(page)}` : sampleUrl;
    await test.step(url, async () => {
      await shell.goInApp(url);
      const screen = page.getByRole('main').locator(`.screen[data-route="${route.id}"]`);
      await expect(screen.getByRole('heading', { level: 2 })).toHaveText(t(`routes.${route.id}`));
      await expect(screen.getByRole('progressbar')).toHaveCount(0);
      await expect(shell.routeError).toHaveCount(0);
      // A route whose screen is its own (no catalogued list) only must not fail.
      if (route.resources.length === 0 || OWN_SCREENS.has(route.id)) {
        await expect(screen.getByTestId('list-error')).toHaveCount(0);
        expect(problems.take()).toEqual([]);
        return;
      }
      const panels = screen.locator('.list-panel');
      for (const [index, key] of route.resources.entries()) {
        const panel = panels.nth(index);
        const denied = panel.getByTestId('list-forbidden');
        if (deniedTo(account.areas, key)) await expect(denied, key).toContainText(t('common.accessDenied'));
        else await expect(denied, key).toHaveCount(0);
        await expect(panel.getByTestId('list-error'), key).toHaveCount(0);
      }
      if (route.resources.length > 0) await expect(panels).toHaveCount(route.resources.length);
      expect(problems.take()).toEqual([]);
    });
  }
}

/** About a second a screen on a busy two-core machine, a fifth of that on an idle one. */
const ROUTES_TIMEOUT = 120_000;

test.describe('admin', () => {
  test.use({ storageState: Accounts.admin.storageState });

  const parts = inChunks(ROUTE_SCREENS, 3);
  for (const [index, screens] of parts.entries()) {
    test(`every route of the table renders its screen with no error, part ${index + 1} of ${parts.length}`, async ({
      page,
    }) => {
      test.setTimeout(ROUTES_TIMEOUT);
      await expectEveryScreen(page, Accounts.admin, screens, { consoleErrors: true });
    });
  }

  test('an unknown path under the shell shows the not-found screen inside the shell', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto('/dashboard/no-such-screen');
    await expect(shell.notFound).toBeVisible();
    await expect(shell.notFound.getByRole('heading')).toHaveText('Page not found');
    await expect(shell.profileMenu).toBeVisible();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`on a small screen the side menu is a temporary drawer from the start side that closes after navigating (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 600, height: 800 });
      await page.clock.install();
      await page.goto('/dashboard/default');
      const shell = new ShellPage(page);
      if (language !== 'en') await shell.chooseLanguage(language);
      await expect(shell.screenTitle).toBeVisible();
      await settled(page);
      await shell.finishDeferredWork();
      await expect(shell.drawer).toHaveCount(0);
      await shell.openDrawer();
      // The start side: the left edge in English, the right edge in a right-to-left language.
      const box = await shell.drawer.boundingBox();
      const edge = language === 'en' ? box!.x : page.viewportSize()!.width - (box!.x + box!.width);
      expect(Math.round(edge)).toBe(0);
      const t = await translationsOf(page.request, language);
      await shell.drawer.getByRole('link', { name: t('routes.specialities'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/Specialities$/);
      await expect(shell.drawer).toHaveCount(0);
    });
  }
});

test.describe('reception', () => {
  test.use({ storageState: Accounts.reception.storageState });

  const parts = inChunks(ROUTE_SCREENS, 2);
  for (const [index, screens] of parts.entries()) {
    test(`sees access denied exactly on the lists of areas it lacks, part ${index + 1} of ${parts.length}`, async ({
      page,
    }) => {
      test.setTimeout(ROUTES_TIMEOUT);
      // Refused calls are logged to the console by design: only uncaught errors count here.
      await expectEveryScreen(page, Accounts.reception, screens, { consoleErrors: false });
    });
  }
});
