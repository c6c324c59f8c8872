import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { screenshot } from '../support/screenshot';
import { translationsOf } from '../support/translations';

const PERMISSION = '/dashboard/permission';
/** Reception's chat permission, in the seeded section that holds it. */
const SECTION = 'Patients and chat';

test.use({ storageState: Accounts.admin.storageState });
// Both languages change the same role: one after the other.
test.describe.configure({ mode: 'serial' });

async function open(page: Page): Promise<void> {
  await page.goto(PERMISSION);
  await expect(page.locator('.permission-grid')).toBeVisible({ timeout: 30_000 });
}

/** Chooses reception in the role list and waits for its grid (the caption names the role). */
async function chooseReception(page: Page, t: (key: string) => string): Promise<void> {
  await page.getByRole('combobox', { name: t('permissionGrid.role') }).selectOption({ label: 'reception' });
  await expect(page.locator('#permission-grid-caption')).toHaveText(
    t('permissionGrid.gridCaption').replace('{{role}}', 'reception'),
  );
}

for (const language of ['en', 'ar'] as const) {
  test(`an administrator takes a permission from reception and gives it back (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = await translationsOf(request, language);
    await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }]);
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    await chooseReception(page, t);
    const name = t('permissionGrid.checkLabel')
      .replace('{{permission}}', t('access.areas.chat'))
      .replace('{{section}}', SECTION);
    const chat = page.getByRole('checkbox', { name, exact: true });
    await expect(chat).toBeChecked();

    // Untick it (Blueprint draws its box over the input: the user clicks the box).
    await chat.locator('xpath=..').click();
    await expect(chat).not.toBeChecked();
    const removed = page.getByRole('list', { name: t('permissionGrid.removedTitle').replace('{{n}}', '1') });
    await expect(removed.first()).toContainText(name);
    await expect(page.getByRole('combobox', { name: t('permissionGrid.role') })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // Save: the confirmation repeats what goes, and the screen says it is saved.
    await page.getByRole('button', { name: t('permissionGrid.save') }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: t('permissionGrid.confirmSave') }).click();
    await expect(page.locator('.permission-live')).toHaveText(
      t('permissionGrid.saved').replace('{{role}}', 'reception'),
    );

    // Read again from the server: still unticked.
    await open(page);
    await chooseReception(page, t);
    await expect(chat).not.toBeChecked();

    // Tick it back.
    await chat.locator('xpath=..').click();
    const added = page.getByRole('list', { name: t('permissionGrid.addedTitle').replace('{{n}}', '1') });
    await expect(added.first()).toContainText(name);
    await page.getByRole('button', { name: t('permissionGrid.save') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('permissionGrid.confirmSave') })
      .click();
    await expect(page.locator('.permission-live')).not.toBeEmpty();
    await open(page);
    await chooseReception(page, t);
    await expect(chat).toBeChecked();
  });
}

test('a failed read says so and Retry reads again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/Sections', (route) => (fail ? route.abort() : route.continue()));
  await page.goto(PERMISSION);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  fail = false;
  await retry.click();
  await expect(page.locator('.permission-grid')).toBeVisible();
});

test.describe('reception', () => {
  test.use({ storageState: Accounts.reception.storageState });

  test('is told access is denied', async ({ page }) => {
    await page.goto(PERMISSION);
    await expect(page.getByText('Access denied')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.permission-grid')).toHaveCount(0);
  });
});

test('the grid scrolls in its own region at phone width, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // Tab reaches the role list and then the grid's region, which scrolls by keyboard.
  await page.getByRole('combobox', { name: 'Role' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: /Permissions of the role/ })).toBeFocused();
});

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  for (const language of ['en', 'ar'] as const) {
    for (const dark of [false, true]) {
      test(`screenshot ${width} ${language} ${dark ? 'dark' : 'light'}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await open(page);
        const shell = new ShellPage(page);
        if (language !== 'en') await shell.chooseLanguage(language);
        await shell.setDark(dark);
        await page.getByRole('checkbox').nth(1).locator('xpath=..').click();
        await screenshot(page, `permission-${width}-${language}-${dark ? 'dark' : 'light'}`);
      });
    }
  }
}
