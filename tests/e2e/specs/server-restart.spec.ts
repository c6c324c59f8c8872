import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PROJECT_ROOT } from '../../../server/start-server';
import { startTestServer, type TestServer } from '../../server/support/test-server';
import { logInAs } from '../pages/login-page';
import { Accounts } from '../support/accounts';

/** A port nobody listens on now, for a server that must come back on the same address. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/**
 * The reference server is stopped and started again while a member of staff works: a server of
 * this test's own (the suite's shared one must not go away), on the built apps, with the demo data.
 */
test('a restart of the server mid-work: the dashboard says the link is lost, then comes back by itself and re-reads its list', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const options = {
    staticRoots: [join(PROJECT_ROOT, 'dist'), join(PROJECT_ROOT, 'public')],
    env: { PORT: String(port) },
  };
  let server: TestServer = await startTestServer(options);
  const first = server;
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await logInAs(page, Accounts.admin);
    await page.goto('/dashboard/Doctors');
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const shownBefore = await rows.allTextContents();
    const lost = page.getByRole('status').getByText('Connection to the server lost');
    await expect(lost).toBeHidden();

    await server.close();
    await expect(lost).toBeVisible();

    server = await startTestServer({ ...options, dataDir: first.dataDir });
    // The hubs reconnect on their own (no reload), and the list is read again.
    const reread = page.waitForResponse(
      (answer) => answer.url().includes('/api/Doctor/getDoctors') && answer.ok(),
      {
        timeout: 90_000,
      },
    );
    await expect(lost).toBeHidden({ timeout: 90_000 });
    await reread;
    await expect(rows).toHaveText(shownBefore);
    // Still signed in with the same session: the token survived the restart.
    await expect(page).toHaveURL(/\/dashboard\/Doctors$/);
    await expect(page.getByTestId('profile-menu')).toBeVisible();
  } finally {
    await context.close();
    await server.close();
    // Only the data: the static root is the project's own build.
    await rm(first.dataDir, { recursive: true, force: true });
  }
});
