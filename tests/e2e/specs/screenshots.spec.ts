import { test } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { Accounts, LoginPage, logInAs } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

const DIR = 'test-results/screenshots';

for (const language of ['en', 'ar'] as const) {
  for (const dark of [false, true]) {
    const name = `${language}-${dark ? 'dark' : 'light'}`;
    test(`screenshots of the login page and a list (${name})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const login = new LoginPage(page);
      await login.goto();
      const shell = new ShellPage(page);
      await shell.chooseLanguage(language);
      await shell.setDark(dark);
      await page.screenshot({ path: `${DIR}/login-${name}.png` });
      await logInAs(page, Accounts.admin);
      const list = new ListPage(page);
      await list.goto('/dashboard/Doctors');
      await list.loaded();
      await page.screenshot({ path: `${DIR}/list-${name}.png` });
    });
  }
}
