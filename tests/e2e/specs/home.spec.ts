import { expect, test, type Page } from '@playwright/test';
import type { HomeSummaryWire } from '../../../src/contract/home/home-summary';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { liveLinkUp } from '../support/live-link';
import { settled } from '../support/settled';
import { translationsOf } from '../support/translations';

/*
 * The dashboard home against the real server: its figures are the server's, its chart and table
 * say the same in English and in Arabic, and each role sees only its own parts and menu.
 */
test.describe.configure({ timeout: 90_000 });

const HOME = '/dashboard/default';
const STATE_KEYS = [
  'reserved',
  'assigned',
  'waiting',
  'seen',
  'cancelledByPatient',
  'cancelledByAssistant',
  'missed',
];

/** The summary as the page's user reads it, for the page's today (its local midnight). */
async function apiSummary(page: Page): Promise<HomeSummaryWire> {
  const from = await page.evaluate(() => {
    const day = new Date();
    day.setHours(0, 0, 0, 0);
    return day.toISOString();
  });
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'serviceToken')?.value;
  const answer = await page.request.get(`/api/Dashboard/HomeSummary?from=${encodeURIComponent(from)}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as HomeSummaryWire;
}

const card = (page: Page, id: string) => page.getByTestId(`home-card-${id}`).locator('.home-card-value');

/** Digits only: the cards write numbers in the shown language's format. */
const numberIn = async (page: Page, id: string) =>
  Number((await card(page, id).innerText()).replace(/\D/g, ''));

async function openHome(page: Page): Promise<void> {
  await page.goto(HOME);
  // A cold first load shares the machine with the server and other browsers: give it time.
  await expect(page.getByTestId('home-cards')).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

test.describe('the administrator', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test("sees today's cards with the server's figures, each opening its screen", async ({ page }) => {
    await openHome(page);
    // Another browser may change an appointment meanwhile: read both again until they agree.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('home-cards')).toBeVisible();
      const summary = await apiSummary(page);
      const shown = {
        states: await Promise.all([1, 2, 3, 4, 5, 6].map((state) => numberIn(page, `appointments-${state}`))),
        missed: await numberIn(page, 'missed'),
        unread: await numberIn(page, 'unread-chats'),
        otp: [await numberIn(page, 'otp-sent'), await numberIn(page, 'otp-not-sent')],
        feedback: [await numberIn(page, 'new-feedbacks'), await numberIn(page, 'new-complaints')],
        site: [await numberIn(page, 'new-contact-messages'), await numberIn(page, 'new-applications')],
      };
      expect(shown).toEqual({
        states: [1, 2, 3, 4, 5, 6].map(
          (state) => summary.appointments?.today.find((r) => r.state === state)?.count ?? 0,
        ),
        missed: summary.appointments?.missedSoFar,
        unread: summary.chat?.unreadPatients,
        otp: [summary.otp?.sent, summary.otp?.notSent],
        feedback: [summary.feedback?.newFeedbacks, summary.feedback?.newComplaints],
        site: [summary.contact?.newMessages, summary.applications?.newApplications],
      });
    }).toPass({ timeout: 30_000 });

    await expect(page.getByTestId('home-card-appointments-3')).toHaveAttribute(
      'href',
      '/dashboard/OnlineAppointments?state=3',
    );
    await expect(page.getByTestId('home-card-new-contact-messages')).toHaveAttribute(
      'href',
      '/dashboard/contact-smart',
    );
    await expect(page.getByTestId('home-card-new-applications')).toHaveAttribute('href', '/dashboard/CV');
    await page.getByTestId('home-card-otp-sent').click();
    await expect(page).toHaveURL(/\/dashboard\/CodeGeneration$/);
  });

  test('sees a complaint a visitor files on the site counted on the open home, without a reload', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openHome(page);
    await liveLinkUp(page);
    const before = await numberIn(page, 'new-complaints');
    const visitor = await playwright.request.newContext({ baseURL });
    const phone = `0780${String(Date.now()).slice(-7)}`;
    const sent = await visitor.post('/api/SiteForms/Complaint', {
      data: { fullName: 'Home test visitor', phoneNumber: phone, subject: 'Waiting room', body: 'Too cold.' },
    });
    expect(sent.status()).toBe(200);
    await visitor.dispose();
    // The server counts it (another browser may move a complaint meanwhile, so the figure is read
    // from the server, not computed), and the open home shows the server's figure without a reload.
    const after = (await apiSummary(page)).feedback?.newComplaints ?? 0;
    expect(after).toBeGreaterThanOrEqual(before);
    await expect.poll(() => numberIn(page, 'new-complaints'), { timeout: 15_000 }).toBe(after);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`sees the per-day chart drawn and its table saying the same (${language})`, async ({ page }) => {
      await openHome(page);
      const shell = new ShellPage(page);
      if (language !== 'en') await shell.chooseLanguage(language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const t = await translationsOf(page.request, language);

      const chart = page.getByTestId('home-day-chart');
      const canvas = chart.locator('canvas');
      await expect(canvas).toHaveCount(1);
      const box = await canvas.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      // Something is drawn: the canvas is not one colour.
      const colours = await canvas.evaluate((element: HTMLCanvasElement) => {
        const data = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data ?? [];
        const seen = new Set<number>();
        for (let i = 0; i < data.length; i += 4 * 97)
          seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
        return seen.size;
      });
      expect(colours).toBeGreaterThan(2);

      const summary = await apiSummary(page);
      const table = page.getByTestId('home-day-table');
      const heads = (await table.locator('thead th').allInnerTexts()).slice(1);
      const states = [
        ...new Set(summary.appointments?.perDay.filter((r) => r.count > 0).map((r) => r.state)),
      ].sort();
      // The table's columns are the chart's lines, in the shown language, and the legend names them too.
      expect(heads).toEqual(states.map((state) => t(`appointments.state.${STATE_KEYS[state - 1]}`)));
      for (const head of heads) await expect(chart.locator('.u-legend')).toContainText(head);

      // Today's row (the first) holds today's counts per state, as the server gave them.
      const todayCells = await table.locator('tbody tr').first().locator('td').allInnerTexts();
      const today = states.map(
        (state) => summary.appointments?.perDay.find((r) => r.daysAgo === 0 && r.state === state)?.count ?? 0,
      );
      expect(todayCells.map((text) => Number(text.replace(/\D/g, '')))).toEqual(today);
      await expect(table.locator('tbody tr')).toHaveCount(30);
    });
  }
});

test.describe('reception', () => {
  test.use({ storageState: NO_SESSION });

  test('lands on her first screen, with only her areas in the menu and on the home', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(Accounts.reception.username, Accounts.reception.password);
    await expect(page).toHaveURL(/\/dashboard\/default$/);
    await expect(page.getByTestId('home-cards')).toBeVisible();
    await settled(page);
    await expect(page.getByText('Access denied')).toHaveCount(0);

    const menu = page.locator('aside.shell-side');
    const links = await menu
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      '/dashboard/default',
      '/dashboard/AppointmentSettingPerUser',
      '/dashboard/OnlineAppointments',
      '/app/chat',
      '/app/chatList',
      '/app/appUsers',
      '/dashboard/chat-recipients',
      '/dashboard/chat-departments',
      '/dashboard/bulk-report',
      // The template's demo group closes every menu (it holds no hospital data).
      '/e-commerce/products',
      '/e-commerce/checkout',
      '/user/social-profile/posts',
      '/app/mail',
      '/app/contact',
      '/app/calendar',
      '/app/kanban',
      '/apps/chat',
    ]);
    // Her parts only: appointments and chat, no codes, feedbacks or doctors.
    await expect(page.getByTestId('home-card-unread-chats')).toBeVisible();
    await expect(page.getByTestId('home-card-otp-sent')).toHaveCount(0);
    await expect(page.getByTestId('home-card-new-feedbacks')).toHaveCount(0);
    await expect(page.getByTestId('home-doctors')).toHaveCount(0);
  });
});
