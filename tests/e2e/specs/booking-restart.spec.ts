import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PROJECT_ROOT } from '../../../server/start-server';
import { startTestServer, type TestServer } from '../../server/support/test-server';
import { logInAs } from '../pages/login-page';
import { BoardPage } from '../pages/board-page';
import { SitePage, StaffApi } from '../pages/site-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { liveLinkUp } from '../support/live-link';
import { allowBookings, signIn } from '../support/site-booking';
import { translationsOf } from '../support/translations';

test.use({ storageState: NO_SESSION, viewport: { width: 390, height: 844 } });

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
 * A booking sent across a restart of the server (a server of this test's own, on the built apps
 * with the demo data): the first send is stored but its answer is lost as the server stops, a
 * second send goes into the gap; the patient's choices stay on screen; sent again once the server
 * is back, it is answered as booked, and there is one booking, once on the patient's list and once
 * on the staff board.
 */
test('a booking sent across a server restart keeps what the patient chose and is stored exactly once', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const options = {
    staticRoots: [join(PROJECT_ROOT, 'dist'), join(PROJECT_ROOT, 'public')],
    // The test's API client reuses idle connections; the suite's server keeps them open as long.
    env: { PORT: String(port), KEEP_ALIVE_TIMEOUT_MS: '120000' },
  };
  let server: TestServer = await startTestServer(options);
  const first = server;
  const api = await playwright.request.newContext({ baseURL: server.url });
  const patientContext = await browser.newContext({ baseURL: server.url });
  const staffContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 900 },
  });
  try {
    const t = await translationsOf(api, 'en');
    const staff = await StaffApi.signIn(api);
    const phone = (await staff.appUserPhones())[4] ?? '';
    await allowBookings(api, phone);

    // The patient chooses a doctor, a day, a time and a family member.
    const page = await patientContext.newPage();
    const site = new SitePage(page);
    await site.goto('/patient-login');
    await signIn(page, staff, phone, t);
    await page.getByRole('link', { name: t('booking.site.book') }).click();
    await expect(site.heading).toHaveText(t('booking.site.title'));
    const doctors = page.getByLabel(t('booking.site.chooseDoctor'));
    await expect(doctors.locator('option').nth(1)).toBeAttached();
    const doctorIds = await doctors
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter((v) => v !== ''));
    const times = page.locator('.booking-time');
    for (const doctor of doctorIds) {
      await doctors.selectOption(doctor);
      await expect(times.first().or(page.getByText(t('booking.site.noDays')))).toBeVisible();
      if ((await times.count()) > 0) break;
    }
    const time = times.first();
    await expect(time).toBeVisible();
    const start = (await time.getAttribute('data-start')) ?? '';
    await time.click();
    const whom = page.getByRole('radiogroup').getByRole('radio');
    await expect(whom.nth(1)).toBeVisible();
    const member = ((await whom.nth(1).locator('xpath=..').innerText()) || '').trim();
    await whom.nth(1).check();

    // Staff watch that day's board.
    const board = new BoardPage(await staffContext.newPage());
    await logInAs(board.page, Accounts.admin);
    await board.page.goto(`${BoardPage.url}?day=${start.slice(0, 10)}`);
    await expect(board.rows.first().or(board.page.locator('.list-state'))).toBeVisible({ timeout: 30_000 });
    await liveLinkUp(board.page);
    const before = new Set(
      await board.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id'))),
    );
    const newRowsOfMember = board.rows.filter({ hasText: member });
    /** Rows of the family member that were not on the board before the booking. */
    const countNew = async (): Promise<number> => {
      let count = 0;
      for (const row of await newRowsOfMember.all()) {
        if (!before.has(await row.getAttribute('data-id'))) count += 1;
      }
      return count;
    };

    // The first send reaches the server and is stored, but its answer is lost as the server
    // stops: the patient cannot know it was booked. (The connection drops at once; the server's
    // own shutdown, hubs and database included, may take longer, and is awaited below.)
    let stored = 0;
    let stopped: Promise<void> | undefined;
    await page.route(
      '**/api/Appointment/Book',
      async (route) => {
        const answer = await route.fetch();
        if (answer.ok()) stored += 1;
        stopped = server.close();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    const confirm = page.getByRole('button', { name: t('booking.site.confirm') });
    await confirm.click();
    const failed = page.getByRole('alert').filter({ hasText: t('booking.site.errors.failed') });
    await expect(failed).toBeVisible();
    expect(stored).toBe(1);
    // The next send goes into the gap: the server is down by then.
    await stopped;

    // Nothing the patient chose is lost, and a send into the gap fails the same way.
    const chosen = page.locator(`.booking-time[data-start="${start}"]`);
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(whom.nth(1)).toBeChecked();
    await confirm.click();
    await expect(failed).toBeVisible();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(whom.nth(1)).toBeChecked();
    await expect(confirm).toBeEnabled();

    // The server comes back on the same address and data; the staff board's link with it.
    server = await startTestServer({ ...options, dataDir: first.dataDir });
    await expect(board.page.getByRole('status').getByText('Connection to the server lost')).toBeHidden({
      timeout: 90_000,
    });
    await liveLinkUp(board.page);

    // Sent again: answered as booked, not as a time someone else took.
    await confirm.click();
    await expect(page.getByText(t('booking.site.booked'))).toBeVisible();
    await expect(page.getByText(t('booking.site.errors.SlotTaken'))).toHaveCount(0);

    // Once on the patient's list…
    await page
      .getByRole('link', { name: t('site.appointments.title') })
      .last()
      .click();
    await expect(site.heading).toHaveText(t('site.appointments.title'));
    await expect(page.locator(`li[data-start="${start}"]`)).toHaveCount(1);

    // …once on the board, as it re-read on reconnecting, and read afresh.
    await expect.poll(countNew, { timeout: 10_000 }).toBe(1);
    await board.page.reload();
    await expect(board.rows.first()).toBeVisible({ timeout: 30_000 });
    expect(await countNew()).toBe(1);
  } finally {
    await patientContext.close();
    await staffContext.close();
    await api.dispose();
    await server.close();
    await rm(first.dataDir, { recursive: true, force: true });
  }
});
