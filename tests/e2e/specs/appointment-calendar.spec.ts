import { expect, test, type APIRequestContext } from '@playwright/test';
import { SitePage, StaffApi } from '../pages/site-page';
import { Accounts, NO_SESSION } from '../support/accounts';

/*
 * The board's grid and calendar tabs, and the patient site's doctor calendar, against the real
 * server and its 20,000 demo appointments.
 */
test.describe.configure({ timeout: 120_000 });

const GRID = '/api/Appointment/FilterAppointmentsDashboard';

/** The grid's call as reception makes it, straight to the API. */
async function receptionApi(request: APIRequestContext) {
  const { username, password } = Accounts.reception;
  const login = await request.post('/api/ControlPanelAuth/Login', { data: { username, password } });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async (query: string) => {
    const answer = await request.get(`${GRID}?${query}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as {
      appointments: {
        id: number;
        appointmentState: number;
        patientName: string;
        doctorName: { en: string; ku: string; ar: string };
      }[];
      count: number;
    };
  };
}

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test.describe('staff', () => {
  test.use({ storageState: Accounts.reception.storageState });

  test('reception pages the grid to a later page and filters by a doctor; the count is the API’s total', async ({
    page,
    request,
  }) => {
    const grid = await receptionApi(request);
    await page.goto('/dashboard/OnlineAppointments');
    await page.getByRole('tab', { name: 'All appointments' }).click();
    await expect(page).toHaveURL(/view=grid/);
    const count = page.getByTestId('grid-count');
    const all = await grid('skip=0&pageSize=50');
    await expect(count).toHaveAttribute('data-total', String(all.count));
    expect(all.count).toBe(20_000);
    await expect(page.getByTestId('grid-row')).toHaveCount(50);

    // Page 7 is skip 300: the same first row as the API's.
    await page.getByTestId('grid-go-to-page').fill('7');
    await page.getByTestId('grid-go').click();
    await expect(page).toHaveURL(/page=7/);
    const seventh = await grid('skip=300&pageSize=50');
    await expect(page.getByTestId('grid-row').first()).toHaveAttribute(
      'data-id',
      String(seventh.appointments[0]?.id),
    );
    await expect(page.getByTestId('page-of')).toContainText('7');
    // Each row names who it is for and the doctor, as the server does.
    const firstRow = page.getByTestId('grid-row').first();
    await expect(firstRow.getByTestId('grid-row-patient')).toHaveText(
      seventh.appointments[0]?.patientName ?? '',
    );
    await expect(firstRow.getByTestId('grid-row-doctor')).toHaveText(
      seventh.appointments[0]?.doctorName.en ?? '',
    );

    // Next goes to page 8; a doctor's filter goes back to page 1 with the server's total for them.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=8/);
    const doctor = page.getByTestId('grid-doctor');
    const doctorId = await doctor.locator('option').nth(1).getAttribute('value');
    await doctor.selectOption(doctorId ?? '');
    await expect(page).toHaveURL(new RegExp(`doctor=${doctorId}`));
    await expect(page).not.toHaveURL(/page=/);
    const theirs = await grid(`skip=0&pageSize=50&doctorId=${doctorId}`);
    await expect(count).toHaveAttribute('data-total', String(theirs.count));
    await expect(page.getByTestId('grid-row')).toHaveCount(Math.min(50, theirs.count));

    // A reload opens the same filter and page.
    await page.reload();
    await expect(page.getByTestId('grid-doctor')).toHaveValue(doctorId ?? '');
    await expect(count).toHaveAttribute('data-total', String(theirs.count));
  });

  test('the calendar in Arabic runs right to left, with Arabic day names, coloured by the rule', async ({
    page,
    request,
    baseURL,
  }) => {
    const grid = await receptionApi(request);
    // A weekday two days ago: the demo's appointments surround its seeding day.
    const day = localDay(new Date(Date.now() - 2 * 86_400_000));
    const from = localDay(new Date(Date.now() - 10 * 86_400_000));
    const to = localDay(new Date(Date.now() + 6 * 86_400_000));
    const doctors = (await (await request.get('/api/Appointment/GetDoctorsForAppointmentFilter')).json()) as {
      id: number;
    }[];
    let doctorId = 0;
    for (const d of doctors) {
      if ((await grid(`skip=0&pageSize=1&doctorId=${d.id}&from=${from}&to=${to}`)).count >= 3) {
        doctorId = d.id;
        break;
      }
    }
    expect(doctorId).toBeGreaterThan(0);
    const states = new Map(
      (await grid(`skip=0&pageSize=100&doctorId=${doctorId}&from=${from}&to=${to}`)).appointments.map((a) => [
        String(a.id),
        a.appointmentState,
      ]),
    );

    await page.context().addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }]);
    await page.goto(`/dashboard/OnlineAppointments?view=calendar&span=week&day=${day}&doctor=${doctorId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heads = page.getByTestId('calendar-day-head');
    await expect(heads).toHaveCount(7);
    await expect(heads.first()).toContainText('السبت');
    await expect(heads.nth(1)).toContainText('الأحد');
    // Right to left: Saturday, the week's first day, stands to the right of Sunday.
    const saturday = await heads.first().boundingBox();
    const sunday = await heads.nth(1).boundingBox();
    expect(saturday?.x ?? 0).toBeGreaterThan(sunday?.x ?? 0);

    const entries = page.getByTestId('calendar-entry');
    await expect(entries.first()).toBeVisible();
    // Missed (7, stored by the server's own missed rule) is grey: past, nothing left to do.
    const expected: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'teal', 4: 'orange', 7: 'grey' };
    const shown = await entries.evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute('data-id') ?? '',
        colour: el.getAttribute('data-colour') ?? '',
        paint: getComputedStyle(el).backgroundColor,
      })),
    );
    const paints = new Map<string, string>();
    for (const entry of shown) {
      const state = states.get(entry.id);
      // Reception books nothing: a reservation is never its own, so it is blue.
      expect(state === 5 || state === 6).toBe(false);
      expect(entry.colour).toBe(expected[state ?? 0]);
      // One colour name, one paint.
      expect(paints.get(entry.colour) ?? entry.paint).toBe(entry.paint);
      paints.set(entry.colour, entry.paint);
    }
    expect(new Set(paints.values()).size).toBe(paints.size);
  });
});

test.describe('patient site', () => {
  test.use({ storageState: NO_SESSION, viewport: { width: 390, height: 844 } });

  test('a signed-in patient opens a doctor’s calendar from the doctor’s page', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const staff = await StaffApi.signIn(await playwright.request.newContext({ baseURL }));
    // A patient the other site tests do not sign in.
    const phone = (await staff.appUserPhones())[4] ?? '';
    const site = new SitePage(page);
    await site.goto('/patient-login');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Code from the SMS').fill(await staff.latestCode(phone));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/site\/app\/appointments$/);

    await site.goto('/doctors');
    await site.settled();
    await site.main.locator('a[href*="/site/doctors/"]').first().click();
    await site.settled();
    await page.getByTestId('doctor-calendar-link').click();
    await expect(page).toHaveURL(/\/site\/doctors\/[^/]+\/calendar/);
    await expect(site.heading).toContainText('Calendar of');
    await expect(page.getByTestId('calendar-day-head')).toHaveCount(7);
    await expect(page.getByTestId('calendar-legend')).toBeVisible();

    await page.getByRole('radio', { name: 'Month' }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(page.getByTestId('calendar-grid')).toHaveAttribute('data-view', 'month');
    const colours = await page
      .getByTestId('calendar-entry')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-colour')));
    for (const colour of colours) expect(['teal', 'blue', 'purple', 'orange', 'grey']).toContain(colour);
  });
});
