import { expect, test, type Page } from '@playwright/test';
import type { CenterStatisticsRecord } from '../../../src/contract/catalogue/center-records';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { settled } from '../support/settled';
import { translationsOf } from '../support/translations';

/*
 * The centers' statistics against the real server: the figures a user reads off the tables are
 * the sums of what `/ClinicCenterStatistics/DashboardCenterStatstics` answers, for the period,
 * center and figure chosen, in English and in Arabic (right to left, Arabic-Indic digits); the
 * chart is drawn; the choices are kept in the address.
 */
test.describe.configure({ timeout: 90_000 });

const FIGURES = ['visits', 'onlineAppointments', 'newPatients', 'labTests', 'births', 'surgeries'] as const;

async function apiStatistics(page: Page): Promise<CenterStatisticsRecord[]> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'serviceToken')?.value;
  const answer = await page.request.get('/api/ClinicCenterStatistics/DashboardCenterStatstics', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as CenterStatisticsRecord[];
}

/** A number as written in the page, in Latin or Arabic-Indic digits, with any grouping. */
function readNumber(text: string): number {
  const latin = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return Number(latin.replace(/\D/g, ''));
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // A cold first load shares the machine with the server and other browsers: give it time.
  await expect(page.getByTestId('insights-center-table')).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

test.describe('the administrator', () => {
  test.use({ storageState: Accounts.admin.storageState });

  for (const language of ['en', 'ar'] as const) {
    test(`reads the server's figures per center and per day for the last 7 days (${language})`, async ({
      page,
    }) => {
      await open(page, '/dashboard/CenterStatistic');
      if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const t = await translationsOf(page.request, language);

      const rows = await apiStatistics(page);
      const last =
        rows
          .map((r) => r.day.slice(0, 10))
          .sort()
          .at(-1) ?? '';
      const from = addDays(last, -6);
      const inPeriod = rows.filter((r) => r.day.slice(0, 10) >= from && r.day.slice(0, 10) <= last);

      await page.getByTestId('insights-preset-7').click();
      await expect(page).toHaveURL(new RegExp(`from=${from}&to=${last}`));
      await expect(page.getByTestId('insights-preset-7')).toHaveAttribute('aria-pressed', 'true');

      // Per center: each figure of each center, and the total row, as the user reads them.
      const table = page.getByTestId('insights-center-table');
      const heads = await table.locator('thead th').allInnerTexts();
      expect(heads.slice(1)).toEqual(FIGURES.map((f) => t(`insights.figures.${f}`)));
      const centers = [...new Set(inPeriod.map((r) => r.centerId))].sort((a, b) => a - b);
      await expect(table.locator('tbody tr')).toHaveCount(centers.length);
      for (const centerId of centers) {
        const cells = await table.locator(`tbody tr[data-center="${centerId}"] td`).allInnerTexts();
        const mine = inPeriod.filter((r) => r.centerId === centerId);
        expect(cells.map(readNumber), `center ${centerId}`).toEqual(
          FIGURES.map((f) => mine.reduce((sum, r) => sum + r[f], 0)),
        );
      }
      const totals = await table.locator('tfoot td').allInnerTexts();
      expect(totals.map(readNumber)).toEqual(FIGURES.map((f) => inPeriod.reduce((sum, r) => sum + r[f], 0)));
      if (language === 'ar') expect(totals.join('')).toMatch(/^[٠-٩٬]+$/);

      // Per day: the charted figure (visits) of every center added up, newest day first.
      const dayTable = page.getByTestId('insights-day-table');
      await expect(dayTable.locator('tbody tr')).toHaveCount(7);
      const perDay = await dayTable.locator('tbody td').allInnerTexts();
      expect(perDay.map(readNumber)).toEqual(
        Array.from({ length: 7 }, (_, i) =>
          inPeriod
            .filter((r) => r.day.slice(0, 10) === addDays(last, -i))
            .reduce((sum, r) => sum + r.visits, 0),
        ),
      );

      // The chart is drawn: a canvas as wide as its column, not one colour.
      const canvas = page.getByTestId('insights-chart').locator('canvas');
      await expect(canvas).toHaveCount(1);
      expect((await canvas.boundingBox())?.width).toBeGreaterThan(200);
      const colours = await canvas.evaluate((element: HTMLCanvasElement) => {
        const data = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data ?? [];
        const seen = new Set<number>();
        for (let i = 0; i < data.length; i += 4 * 97)
          seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
        return seen.size;
      });
      expect(colours).toBeGreaterThan(2);
    });
  }

  test('opens one center and another figure from the table, and keeps them after a reload', async ({
    page,
  }) => {
    const rows = await (async () => {
      await open(page, '/dashboard/analytics');
      return apiStatistics(page);
    })();
    const last =
      rows
        .map((r) => r.day.slice(0, 10))
        .sort()
        .at(-1) ?? '';
    const centerId = rows.find((r) => r.births > 0)?.centerId ?? rows[0]?.centerId ?? 1;

    await page.getByTestId('insights-figure').selectOption('births');
    await page.locator(`tbody tr[data-center="${centerId}"] th a`).click();
    await expect(page).toHaveURL(new RegExp(`center=${centerId}`));
    await expect(page).toHaveURL(/figure=births/);
    await page.reload();
    await expect(page.getByTestId('insights-center-table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('insights-center')).toHaveValue(String(centerId));
    await expect(page.getByTestId('insights-figure')).toHaveValue('births');

    // The default period: the last 30 days of figures, of that center alone.
    const from = addDays(last, -29);
    const mine = rows.filter((r) => r.centerId === centerId && r.day.slice(0, 10) >= from);
    await expect(page.getByTestId('insights-center-table').locator('tbody tr')).toHaveCount(1);
    const perDay = await page.getByTestId('insights-day-table').locator('tbody td').allInnerTexts();
    expect(perDay.map(readNumber)).toEqual(
      Array.from(
        { length: 30 },
        (_, i) => mine.find((r) => r.day.slice(0, 10) === addDays(last, -i))?.births ?? 0,
      ),
    );

    // Two dates typed: the period follows, and the address holds it.
    await page.getByTestId('insights-all-centers').click();
    await page.getByTestId('insights-from').fill(addDays(last, -13));
    await expect(page.getByTestId('insights-day-table').locator('tbody tr')).toHaveCount(14);
    await expect(page).toHaveURL(new RegExp(`from=${addDays(last, -13)}&to=${last}`));
    await expect(page).not.toHaveURL(/center=/);
  });
});

test.describe('the doctor profile', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test("opens from the doctors list with the doctor's name and the server's feedback average", async ({
    page,
  }) => {
    await page.goto('/dashboard/default');
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'serviceToken')?.value;
    const headers = { authorization: `Bearer ${token ?? ''}` };
    const feedbacks = (await (
      await page.request.get('/api/Feedbacks/GetDashboardAllFeedbacks', { headers })
    ).json()) as {
      doctorId: number | null;
      rating: number;
    }[];
    const doctorId = feedbacks.find((f) => f.doctorId !== null)?.doctorId;
    expect(doctorId).toBeDefined();
    const doctors = (await (await page.request.get('/api/Doctor/getDoctors', { headers })).json()) as {
      id: number;
      nameEn: string;
    }[];
    const doctor = doctors.find((d) => d.id === doctorId);
    if (doctor === undefined) throw new Error(`no doctor ${String(doctorId)}`);

    await page.goto(`/dashboard/Doctors?q=${encodeURIComponent(doctor.nameEn)}`);
    await page.getByRole('link', { name: doctor.nameEn, exact: true }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/dashboard/Doctors/profile/${doctor.id}$`));
    await expect(page.getByTestId('profile-name')).toHaveText(doctor.nameEn, { timeout: 30_000 });

    // The mean of every feedback on the doctor, to one decimal, and their number.
    const mine = feedbacks.filter((f) => f.doctorId === doctor.id).map((f) => f.rating);
    const mean = Math.round((mine.reduce((a, b) => a + b, 0) / mine.length) * 100) / 100;
    await expect(page.getByTestId('profile-feedback-average')).toContainText(
      `Average rating ${mean.toFixed(1)} of 5 from ${mine.length} feedbacks.`,
    );
    await expect(page.getByTestId('profile-month').locator('[data-state]')).toHaveCount(7);
  });
});

test.describe('reception', () => {
  test.use({ storageState: Accounts.reception.storageState });

  test('is told the statistics are not hers', async ({ page }) => {
    await page.goto('/dashboard/analytics');
    const t = await translationsOf(page.request, 'en');
    await expect(page.getByText(t('common.accessDenied'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('insights-center-table')).toHaveCount(0);
  });
});
