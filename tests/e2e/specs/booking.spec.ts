import { expect, test } from '@playwright/test';
import { BoardPage } from '../pages/board-page';
import { SitePage, StaffApi } from '../pages/site-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { allowBookings, signIn } from '../support/site-booking';
import { translationsOf } from '../support/translations';
import { liveLinkUp } from '../support/live-link';

// A phone: most patients open the site on one.
test.use({ storageState: NO_SESSION, viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  { language: 'en', label: 'English', dir: 'ltr', patient: 4 },
  { language: 'ar', label: 'العربية', dir: 'rtl', patient: 5 },
] as const;

for (const { language, label, dir, patient } of LANGUAGES) {
  test(`a patient books a free time for a family member, staff see it live, and the patient cancels it (${language})`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const t = await translationsOf(api, language);
    const staff = await StaffApi.signIn(api);
    const phone = (await staff.appUserPhones())[patient] ?? '';
    await allowBookings(api, phone);

    const site = new SitePage(page);
    await site.goto('/patient-login');
    if (language !== 'en') await site.chooseLanguage(label);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await signIn(page, staff, phone, t);

    // Doctor → day → free time.
    await page.getByRole('link', { name: t('booking.site.book') }).click();
    await expect(site.heading).toHaveText(t('booking.site.title'));
    const doctors = page.getByLabel(t('booking.site.chooseDoctor'));
    // The doctors arrive after the page: read them once they are there, not the placeholder alone.
    await expect(doctors.locator('option').nth(1)).toBeAttached();
    const options = await doctors
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter((v) => v !== ''));
    // Each language books with other doctors; a doctor with no free time is passed over.
    const times = page.locator('.booking-time');
    for (const doctor of options.slice(language === 'en' ? 0 : 1)) {
      await doctors.selectOption(doctor);
      await expect(times.first().or(page.getByText(t('booking.site.noDays')))).toBeVisible();
      if ((await times.count()) > 0) break;
    }
    await expect(times.first()).toBeVisible();
    const start = (await times.first().getAttribute('data-start')) ?? '';
    await times.first().click();

    // For whom: the first family member besides the account holder.
    const whom = page.getByRole('radiogroup').getByRole('radio');
    await expect(whom.nth(1)).toBeVisible();
    const member = ((await whom.nth(1).locator('xpath=..').innerText()) || '').trim();
    await whom.nth(1).check();

    // A member of staff watches that day's board in a browser of their own.
    const staffContext = await browser.newContext({ storageState: Accounts.admin.storageState });
    try {
      const board = new BoardPage(await staffContext.newPage());
      const day = start.slice(0, 10);
      await board.page.goto(`${BoardPage.url}?day=${day}`);
      await expect(board.rows.first().or(board.page.locator('.list-state'))).toBeVisible({ timeout: 30_000 });
      await liveLinkUp(board.page);
      const rowIds = () => board.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
      const before = new Set(await rowIds());

      await page.getByRole('button', { name: t('booking.site.confirm') }).click();
      await expect(page.getByText(t('booking.site.booked'))).toBeVisible();

      // Live on the board: a new row, for the family member, reserved. (The other language's test
      // may book on the same day meanwhile: the row is told apart by being new and the member's.)
      const newRowOfMember = async (): Promise<string | null> => {
        for (const row of await board.rows.filter({ hasText: member }).all()) {
          const rowId = await row.getAttribute('data-id');
          if (rowId !== null && !before.has(rowId)) return rowId;
        }
        return null;
      };
      await expect.poll(newRowOfMember, { timeout: 10_000 }).not.toBeNull();
      const id = (await newRowOfMember()) ?? '';
      await expect(board.row(id)).toHaveAttribute('data-state', '1');

      // My appointments: the booking, with Cancel, which asks first.
      await page
        .getByRole('link', { name: t('site.appointments.title') })
        .last()
        .click();
      await expect(site.heading).toHaveText(t('site.appointments.title'));
      const mine = page.locator(`li[data-start="${new Date(start).toISOString()}"]`);
      await expect(mine).toBeVisible();
      await mine.getByRole('button', { name: t('booking.site.cancel') }).click();
      // It asks first, in place; the question names the time.
      const ask = mine.getByRole('group', { name: t('booking.site.cancel') });
      await expect(ask.getByRole('button', { name: t('booking.site.cancelKeep') })).toBeFocused();
      await ask.getByRole('button', { name: t('booking.site.cancel') }).click();
      await expect(page.getByText(t('booking.site.cancelled'))).toBeVisible();
      // Cancelled appointments are hidden from the patient's list (states 5 and 6).
      await expect(mine).toHaveCount(0);

      // Staff see the cancellation by the patient live too.
      await expect(board.row(id)).toHaveAttribute('data-state', '5', { timeout: 10_000 });
    } finally {
      await staffContext.close();
    }
  });
}
