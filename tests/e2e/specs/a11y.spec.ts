import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { Accounts, LoginPage, logInAs } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const language of ['en', 'ar'] as const) {
  test(`the login page has no serious accessibility violation (${language})`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`two screens have no serious accessibility violation (${language})`, async ({ page }) => {
    // axe walks the whole shell (about a hundred menu entries) on each screen.
    test.setTimeout(90_000);
    await logInAs(page, Accounts.admin);
    if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
    const list = new ListPage(page);
    await list.goto('/dashboard/Doctors');
    await list.loaded();
    expect(await seriousViolations(page)).toEqual([]);
    await list.goto('/dashboard/Specialities');
    await list.loaded();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
