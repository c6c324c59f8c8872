import { Classes } from '@blueprintjs/core';
import { expect, test } from '@playwright/test';
import { SitePage, StaffApi } from '../pages/site-page';
import { NO_SESSION } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { PatientStoredKey } from '../../../src/domain/session/patient-unauthorized';

// A phone: most patients open the site on one.
test.use({ storageState: NO_SESSION, viewport: { width: 390, height: 844 } });

/** The words the checks look for, in the two languages the suite walks through. */
const WORDS = {
  en: {
    language: 'English',
    doctors: 'Doctors',
    lab: 'Lab tests',
    centers: 'Centers',
    phone: 'Phone number',
    sendCode: 'Send me a code',
    code: 'Code from the SMS',
    signIn: 'Sign in',
    signOut: 'Sign out',
    appointments: 'My appointments',
    family: 'My family',
    dir: 'ltr',
  },
  ar: {
    language: 'العربية',
    doctors: 'الأطباء',
    lab: 'الفحوصات المخبرية',
    centers: 'المراكز',
    phone: 'رقم الهاتف',
    sendCode: 'أرسل لي رمزًا',
    code: 'الرمز من الرسالة النصية',
    signIn: 'تسجيل الدخول',
    signOut: 'تسجيل الخروج',
    appointments: 'مواعيدي',
    family: 'عائلتي',
    dir: 'rtl',
  },
} as const;

for (const [language, words] of Object.entries(WORDS)) {
  test.describe(`the patient site in ${language}`, () => {
    test('a visitor browses home, doctors by a tag, lab tests under a letter and a center', async ({
      page,
    }) => {
      const site = new SitePage(page);
      await site.goto('/');
      if (language !== 'en') await site.chooseLanguage(words.language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
      await site.settled();
      // The hospital's name from the logo record, and the home carousel (placements 0 and 2).
      await expect(site.header.getByRole('link').first()).not.toHaveText('');
      await expect(site.main.locator('.site-carousel img').first()).toBeVisible();
      // The home page features three centers and three doctors.
      await expect(site.main.locator('ul.site-grid').nth(0).locator(':scope > li')).toHaveCount(3);
      await expect(site.main.locator('ul.site-grid').nth(1).locator(':scope > li')).toHaveCount(3);

      await site.nav.getByRole('link', { name: words.doctors }).click();
      await expect(page).toHaveURL(/\/site\/doctors$/);
      await expect(site.heading).toHaveText(words.doctors);
      await expect(page).toHaveTitle(new RegExp(words.doctors));
      const filters = page.locator('.site-filters');
      // Counted once the doctors are on the page, not while they load.
      await site.settled();
      await expect(site.main.locator('ul.site-grid > li').first()).toBeVisible();
      const all = await site.main.locator('ul.site-grid > li').count();
      const tag = filters.getByRole('button').nth(1);
      const tagName = (await tag.textContent()) ?? '';
      await tag.click();
      await expect(page).toHaveURL(/\?tag=/);
      await expect(tag).toHaveAttribute('aria-pressed', 'true');
      const shown = site.main.locator('ul.site-grid > li');
      await expect.poll(() => shown.count()).toBeLessThan(all);
      // Every doctor still shown carries the chosen tag.
      for (const card of await shown.all())
        await expect(card.getByText(tagName, { exact: true })).toBeVisible();

      await site.nav.getByRole('link', { name: words.lab }).click();
      await site.settled();
      const letter = page.locator('.site-letters a').first();
      const chosen = (await letter.textContent()) ?? '';
      await letter.click();
      await expect(page).toHaveURL(new RegExp(`/site/lab/${encodeURIComponent(chosen)}$`));
      await expect(letter).toHaveAttribute('aria-current', 'page');
      const tests = site.main.locator('section li');
      await expect(tests.first()).toBeVisible();
      for (const name of await tests.allTextContents())
        expect(name.replace(/\s/g, '')[0]?.toUpperCase()).toBe(chosen);

      await site.nav.getByRole('link', { name: words.centers }).click();
      await site.settled();
      const center = site.main.locator('ul.site-grid > li a').first();
      const centerName = (await center.textContent()) ?? '';
      await center.click();
      await expect(site.heading).toHaveText(centerName);
      await expect(page).toHaveTitle(new RegExp(centerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', '');
      await expect(site.main.getByRole('status')).toHaveCount(0);
    });

    test('a patient signs in with the SMS code, sees their appointments and family, and signs out', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const staff = await StaffApi.signIn(await playwright.request.newContext({ baseURL }));
      // Each language signs in a different seeded patient, so neither meets the other's request limit.
      const phone = (await staff.appUserPhones())[language === 'en' ? 0 : 1] ?? '';
      const site = new SitePage(page);
      await site.goto('/patient-login');
      if (language !== 'en') await site.chooseLanguage(words.language);
      await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
      await page.getByLabel(words.phone).fill(phone);
      await page.getByRole('button', { name: words.sendCode }).click();
      await page.getByLabel(words.code).fill(await staff.latestCode(phone));
      await page.getByRole('button', { name: words.signIn }).click();

      await expect(page).toHaveURL(/\/site\/app\/appointments$/);
      await expect(site.heading).toHaveText(words.appointments);
      await site.settled();
      await expect(site.main.locator('ul.site-grid > li, .site-state').first()).toBeVisible();

      await site.nav.getByRole('link', { name: words.family }).click();
      await expect(site.heading).toHaveText(words.family);
      await site.settled();
      await expect(site.main.locator('ul.site-grid > li').first()).toBeVisible();

      await page.getByRole('button', { name: words.signOut }).click();
      await expect(page.getByRole('link', { name: words.signIn }).first()).toBeVisible();
      // The browser forgot the token (the server revoked it: tests/server cover that side).
      expect(await page.evaluate((key) => localStorage.getItem(key), PatientStoredKey.Token)).toBeNull();
    });
  });
}

const AXE_PATHS = [
  '/',
  '/doctors',
  '/doctors/1',
  '/centers',
  '/centers/1',
  '/lab',
  '/lab/B',
  '/pharmacy',
  '/news',
  '/news/1',
  '/patient-login',
  '/app/appointments',
];

for (const language of ['en', 'ar'] as const) {
  test(`no serious or critical axe violation on the site pages in ${language}`, async ({ page }) => {
    // Twelve pages, each drawn and then checked whole by axe.
    test.setTimeout(180_000);
    const site = new SitePage(page);
    await site.goto('/');
    if (language === 'ar') await site.chooseLanguage(WORDS.ar.language);
    const problems: string[] = [];
    for (const path of AXE_PATHS) {
      await site.goto(path);
      await site.settled();
      problems.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
    }
    expect(problems).toEqual([]);
  });
}

test.describe('on a phone set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the site is dark from its first page, and a pick of light is kept on the next visit', async ({
    page,
  }) => {
    await page.goto('/site/');
    await expect(page.locator('body')).toHaveClass(new RegExp(Classes.DARK));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's background is the dark one, not the light page waiting for its dark rules.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(3 * 128);

    await page.getByRole('button', { name: 'Light mode' }).click();
    await expect(page.locator('body')).not.toHaveClass(new RegExp(Classes.DARK));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(new RegExp(Classes.DARK));
  });
});
