import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SitePage } from '../pages/site-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { translationsOf } from '../support/translations';

test.use({ storageState: Accounts.admin.storageState, viewport: { width: 1366, height: 900 } });

const HOUR = 3_600_000;

/** The hospital's date (Baghdad, UTC+3, no summer time) of an instant, `YYYY-MM-DD`. */
const hospitalDate = (at: number): string => new Date(at + 3 * HOUR).toISOString().slice(0, 10);

async function staffHeaders(api: APIRequestContext, account = Accounts.admin) {
  const { username, password } = account;
  const login = await api.post('/api/ControlPanelAuth/Login', { data: { username, password } });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

interface SettingRow {
  doctorId: number;
  centerId: number;
  acceptsOnlineBooking: boolean;
  dayEndsAt: string;
}

/**
 * A doctor taking bookings at one center only, whose day there ends by 20:00: the evening at a
 * second center is then theirs alone. The highest id, away from the doctors other tests book with.
 */
async function eveningDoctor(api: APIRequestContext): Promise<{ id: number; name: string }> {
  const headers = await staffHeaders(api);
  const settings = (await (
    await api.get('/api/Doctor/getDoctorsAppointmentSettings', { headers })
  ).json()) as SettingRow[];
  const doctors = (await (await api.get('/api/Doctor/getDoctors', { headers })).json()) as {
    id: number;
    nameEn: string;
    isActive: boolean;
  }[];
  const rowsOf = (id: number) => settings.filter((s) => s.doctorId === id);
  const doctor = doctors
    .filter((d) => d.isActive)
    .filter((d) => {
      const rows = rowsOf(d.id);
      return rows.length === 1 && rows[0]!.acceptsOnlineBooking && rows[0]!.dayEndsAt.slice(0, 5) <= '20:00';
    })
    .sort((a, b) => b.id - a.id)[0];
  if (doctor === undefined) throw new Error('no doctor with one center and a day ending by 20:00');
  return { id: doctor.id, name: doctor.nameEn };
}

/** The starts the site offers on a day, as the booking page's time buttons carry them. */
async function siteStarts(site: Page, day: string): Promise<string[]> {
  const dayButton = site.locator('.booking-day').nth(1);
  await expect(dayButton).toBeEnabled();
  await dayButton.click();
  await expect(site.locator('.booking-time').first()).toBeVisible();
  const starts = await site
    .locator('.booking-time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-start') ?? ''));
  return starts.filter((s) => s.startsWith(day));
}

test('staff set a doctor’s hours at a second center, and the site offers that center’s free times as set', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  const t = await translationsOf(api, 'en');
  const doctor = await eveningDoctor(api);
  const tomorrow = hospitalDate(Date.now() + 24 * HOUR);
  // 20:00 in Baghdad is 17:00 UTC.
  const at = (utc: string) => new Date(`${tomorrow}T${utc}:00Z`).toISOString();

  await page.goto('/dashboard/DoctorsAppointmentSetting');
  await page.getByRole('button', { name: t('booking.settings.addCenter.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('booking.settings.addCenter.title') });
  await dialog.getByLabel(t('booking.settings.doctor')).selectOption({ label: doctor.name });
  const centerSelect = dialog.getByLabel(t('booking.settings.center'));
  await expect(centerSelect).toBeEnabled();
  const center = await centerSelect.locator('option').nth(1).innerText();
  await centerSelect.selectOption({ label: center });
  await dialog.getByRole('button', { name: t('booking.settings.addCenter.continue') }).click();

  const drawer = page.locator('.settings-drawer');
  await expect(drawer.getByText(t('booking.settings.creating.doctor'))).toBeVisible();
  await expect(drawer.getByRole('heading', { name: `${doctor.name} · ${center}` })).toBeVisible();
  const days = drawer.getByRole('group', { name: t('booking.settings.fields.workingDays') });
  // Every day of the week: a click on each day's label (Blueprint draws the box over the input).
  for (const label of await days.locator('label').all()) {
    if (!(await label.getByRole('checkbox').isChecked())) await label.click();
  }
  await expect(days.getByRole('checkbox', { checked: false })).toHaveCount(0);
  await drawer.getByLabel(t('booking.settings.fields.dayStartsAt')).fill('20:00');
  await drawer.getByLabel(t('booking.settings.fields.dayEndsAt')).fill('22:00');
  await drawer.getByLabel(t('booking.settings.fields.slotMinutes')).fill('30');
  const removeBreak = drawer.getByRole('button', { name: /^Remove break/ });
  while ((await removeBreak.count()) > 0) await removeBreak.first().click();
  await drawer.getByLabel(t('booking.settings.fields.maxPatientsPerDay')).fill('4');
  await drawer.getByRole('button', { name: t('booking.settings.save') }).click();
  await expect(drawer.getByText(t('booking.settings.saved'))).toBeVisible();
  await expect(drawer.getByText(t('booking.settings.creating.doctor'))).toHaveCount(0);
  await drawer
    .locator('form')
    .getByRole('button', { name: t('booking.settings.close') })
    .click();
  const row = page.getByRole('row').filter({ hasText: doctor.name }).filter({ hasText: center });
  await expect(row).toContainText('20:00–22:00');

  // A visitor on the site's booking page of that doctor: tomorrow's evening, half-hour slots.
  const visitor = await browser.newContext({
    storageState: NO_SESSION,
    viewport: { width: 390, height: 844 },
  });
  try {
    const site = new SitePage(await visitor.newPage());
    await site.goto(`/book/${doctor.id}`);
    const evening = [at('17:00'), at('17:30'), at('18:00'), at('18:30')];
    expect((await siteStarts(site.page, tomorrow)).filter((s) => s >= at('17:00'))).toEqual(evening);

    // Staff make that center's slots an hour long: the site follows at its next read.
    await row
      .getByRole('button', { name: `${t('booking.settings.edit')}: ${doctor.name} · ${center}` })
      .click();
    await drawer.getByLabel(t('booking.settings.fields.slotMinutes')).fill('60');
    await drawer.getByRole('button', { name: t('booking.settings.save') }).click();
    await expect(drawer.getByText(t('booking.settings.saved'))).toBeVisible();

    await site.page.reload();
    expect((await siteStarts(site.page, tomorrow)).filter((s) => s >= at('17:00'))).toEqual([
      at('17:00'),
      at('18:00'),
    ]);
  } finally {
    await visitor.close();
  }
});

test('reception gives an account without a rule its first one, found by the phone number as typed', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await translationsOf(api, 'en');
  const headers = await staffHeaders(api);
  const users = (await (await api.get('/api/Chats/GetAppUsers', { headers })).json()) as {
    id: string;
    name: string;
    phoneNumber: string;
  }[];
  const settings = (await (
    await api.get('/api/UserAppointmentSetting/GetUserAppointmentSettings', { headers })
  ).json()) as { appUserId: string }[];
  const ruled = new Set(settings.map((s) => s.appUserId));
  const account = users.filter((u) => !ruled.has(u.id) && u.phoneNumber.startsWith('+964')).at(-1);
  if (account === undefined) throw new Error('every account has a rule');
  // As reception types it: the national 0, in groups.
  const national = `0${account.phoneNumber.slice(4)}`;
  const typed = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;

  const context = await browser.newContext({ storageState: Accounts.reception.storageState });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard/AppointmentSettingPerUser');
    await page.getByRole('button', { name: t('booking.settings.newRule.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('booking.settings.newRule.title') });
    const phone = dialog.getByLabel(t('booking.settings.newRule.phone'));
    // A number nobody has: said so, and what was typed stays.
    await phone.fill('0750 000 0001');
    await dialog.getByRole('button', { name: t('booking.settings.newRule.find') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('booking.settings.newRule.notFound'));
    await expect(phone).toHaveValue('0750 000 0001');

    await phone.fill(typed);
    await dialog.getByRole('button', { name: t('booking.settings.newRule.find') }).click();
    const drawer = page.locator('.settings-drawer');
    await expect(
      drawer.getByRole('heading', { name: `${account.name} · ${account.phoneNumber}` }),
    ).toBeVisible();
    await expect(drawer.getByText(t('booking.settings.creating.user'))).toBeVisible();
    await drawer.getByLabel(t('booking.settings.fields.maxOpenAppointments')).fill('7');
    await drawer.getByLabel(t('booking.settings.fields.reason')).fill('Family of five');
    await drawer.getByRole('button', { name: t('booking.settings.save') }).click();
    await expect(drawer.getByText(t('booking.settings.saved'))).toBeVisible();
    await drawer
      .locator('form')
      .getByRole('button', { name: t('booking.settings.close') })
      .click();
    const row = page.getByRole('row').filter({ hasText: account.id });
    await expect(row).toContainText('Family of five');
    await expect(row.getByRole('cell').nth(1)).toHaveText('7');

    // Kept: read again after a reload.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: account.id })).toContainText('Family of five');
  } finally {
    await context.close();
  }
});
