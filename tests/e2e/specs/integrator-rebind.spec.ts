import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Accounts } from '../support/accounts';
import { buildAndServeIntegratorApp, type IntegratorApp } from '../support/integrator-build';
import { INTEGRATOR_AUDIT } from '../support/integrator-deployment';

let app: IntegratorApp;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await buildAndServeIntegratorApp();
});

test.afterAll(async () => {
  await app?.close();
});

test('a deployment that rebinds the audit gateway shows its own records on the audit screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: app.origin });
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    // The login still speaks to the reference server: only the one port was rebound.
    await login.logIn(Accounts.admin.username, Accounts.admin.password);
    await expect(page).toHaveURL(/\/dashboard\/default$/);

    await page.goto('/dashboard/audit');
    const rows = page.locator('.screen[data-route="audit"] tbody tr');
    await expect(rows).toHaveCount(INTEGRATOR_AUDIT.length);
    for (const [index, record] of INTEGRATOR_AUDIT.entries()) {
      await expect(rows.nth(index)).toContainText(record.action);
      await expect(rows.nth(index)).toContainText(record.userName);
    }
  } finally {
    await context.close();
  }
});
