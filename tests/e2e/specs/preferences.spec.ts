import { expect, test } from '@playwright/test';
import { Accounts, LoginPage, logInAs } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

test('the dark theme and the language survive a reload', async ({ page }) => {
  await logInAs(page, Accounts.admin);
  const shell = new ShellPage(page);
  await shell.setDark(true);
  await shell.chooseLanguage('ar');
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(shell.screenTitle).toHaveText('لوحة التحكم');
});

for (const language of ['ar', 'ku'] as const) {
  test(`${language} lays the page out right to left, and English back left to right`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const shell = new ShellPage(page);
    await shell.chooseLanguage(language);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The mirrored Blueprint CSS is in force: the login card's text starts on the right.
    const align = await login.username.evaluate((input) => getComputedStyle(input).direction);
    expect(align).toBe('rtl');
    await shell.chooseLanguage('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
}
