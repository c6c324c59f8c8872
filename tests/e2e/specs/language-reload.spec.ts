import { expect, test } from '@playwright/test';
import { Accounts } from '../support/accounts';

test.use({ storageState: Accounts.admin.storageState });

/**
 * A reload in Arabic on a slow network: the screens' code can arrive before the language's
 * messages. The shell must still come back right to left, with its language menu saying Arabic,
 * not left to right with English chrome around Arabic text.
 */
test('a reload in Arabic stays right to left when the messages arrive after the screens', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'i18next', value: 'ar', url: test.info().project.use.baseURL ?? '' }]);
  await page.route('**/assets/webLangs/ar/translate.json', async (route) => {
    await new Promise((done) => setTimeout(done, 2_000));
    await route.continue();
  });
  await page.goto('/dashboard/Doctors');
  await expect(page.locator('.screen-title')).toHaveText('الأطباء');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('language-menu')).toContainText('العربية');

  await page.reload();
  await expect(page.locator('.screen-title')).toHaveText('الأطباء');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('language-menu')).toContainText('العربية');
});
