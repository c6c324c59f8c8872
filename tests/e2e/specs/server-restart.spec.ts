import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PROJECT_ROOT } from '../../../server/start-server';
import { startTestServer, type TestServer } from '../../server/support/test-server';
import { logInAs } from '../pages/login-page';
import { Accounts } from '../support/accounts';
import { signInPatient, staffToken } from '../support/api-sessions';
import { liveLinkUp } from '../support/live-link';

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
    // Only a link that was up can be lost: the first connection of a page is not a loss.
    await liveLinkUp(page);

    await server.close();
    await expect(lost).toBeVisible();

    // The hubs reconnect on their own (no reload), and the list is read again. Watched for before
    // the start: the re-read may come as soon as the server listens, before the start returns.
    const reread = page.waitForResponse(
      (answer) => answer.url().includes('/api/Doctor/getDoctors') && answer.ok(),
      { timeout: 150_000 },
    );
    server = await startTestServer({ ...options, dataDir: first.dataDir });
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

test('a reply sent while the server is down is shown as not sent, and Retry stores it exactly once', async ({
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
    const staff = await staffToken(context.request);
    const patient = await signInPatient(context.request, staff);
    const patientHeaders = { authorization: `Bearer ${patient.token}` };
    const asked = 'Is the lab open on Friday?';
    expect(
      (
        await context.request.post('/api/Chats/SendToHospital', {
          data: { message: asked },
          headers: patientHeaders,
        })
      ).status(),
    ).toBe(200);

    const page = await context.newPage();
    await logInAs(page, Accounts.admin);
    await page.goto('/app/chat');
    await page
      .getByRole('searchbox', { name: 'Search by name or phone' })
      .fill(patient.phoneNumber.slice(-8));
    await page.locator(`[data-testid=chat-row][data-user-id="${patient.patientId}"]`).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: asked })).toBeVisible();

    const lost = page.getByRole('status').getByText('Connection to the server lost');
    await liveLinkUp(page);
    await server.close();
    await expect(lost).toBeVisible();

    // Sent into the gap: the reply stays on screen, marked as not sent, with Retry.
    const reply = 'Yes, from 8 to 12.';
    const compose = page.getByTestId('chat-compose');
    await compose.fill(reply);
    await compose.press('Enter');
    const outgoing = page.getByTestId('chat-outgoing').filter({ hasText: reply });
    await expect(outgoing).toContainText('Not sent.');

    server = await startTestServer({ ...options, dataDir: first.dataDir });
    await expect(lost).toBeHidden({ timeout: 90_000 });
    await outgoing.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('chat-message').filter({ hasText: reply })).toHaveCount(1);
    await expect(page.getByTestId('chat-outgoing')).toHaveCount(0);

    // Stored once: the patient reads exactly one answer.
    const mine = await context.request.get(`/api/Chats/userchat/${patient.patientId}`, {
      headers: patientHeaders,
    });
    const messages = (await mine.json()) as { message: string; fromStaff: boolean }[];
    expect(messages.filter((m) => m.fromStaff).map((m) => m.message)).toEqual([reply]);
  } finally {
    await context.close();
    await server.close();
    await rm(first.dataDir, { recursive: true, force: true });
  }
});
