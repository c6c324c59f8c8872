import { Classes } from '@blueprintjs/core';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';

test.describe('a logged-in user', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('keeps the dark theme and the chosen language after a reload', async ({ page }) => {
    await page.goto('/dashboard/default');
    const shell = new ShellPage(page);
    await shell.setDark(true);
    await shell.chooseLanguage('ar');
    await page.reload();
    await expect(page.locator('body')).toHaveClass(new RegExp(Classes.DARK));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(shell.screenTitle).toHaveText('لوحة التحكم');
  });
});

for (const language of ['ar', 'ku'] as const) {
  test(`${language} lays the page out right to left, and English back left to right`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const shell = new ShellPage(page);
    await shell.chooseLanguage(language);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The mirrored Blueprint CSS is in force: the login card's text starts on the right.
    const direction = await login.username.evaluate((input) => getComputedStyle(input).direction);
    expect(direction).toBe('rtl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shell.chooseLanguage('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
}
