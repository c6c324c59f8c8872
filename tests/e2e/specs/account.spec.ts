import { expect, test, type Browser, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Accounts } from '../support/accounts';
import { translationsOf } from '../support/translations';

const FIRST = 'the first password given';
const MINE = 'a password of my own choosing';
const THIRD = 'yet another password of mine';

/** A fresh browser in a language, signed in as nobody. */
async function visitor(browser: Browser, language: 'en' | 'ar', baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await context.addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }]);
  return context.newPage();
}

/** The code the demo shows on the OTP-Test read for this phone (as staff read it there). */
async function codeFor(admin: Page, phoneE164: string): Promise<string> {
  const token = (await admin.context().cookies()).find((c) => c.name === 'serviceToken')?.value ?? '';
  const answer = await admin.request.get('/api/OtpCodes/GetTestOtpCodes', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await answer.json()) as { phonenumber: string; code: string }[];
  const row = rows.find((r) => r.phonenumber === phoneE164);
  expect(row, `a code for ${phoneE164}`).toBeDefined();
  return row?.code ?? '';
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`staff account flows in ${language}`, () => {
    test.use({ storageState: Accounts.admin.storageState });

    test('an account asked for at /register, approved, changes its first password; /forgot resets it; the user changes it again', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const t = await translationsOf(page.request, language);
      const en = await translationsOf(page.request, 'en');
      const stamp = `${language}${Date.now().toString(36)}`;
      const name = `new.${stamp}`;
      const national = `750${String(Date.now()).slice(-7)}`;
      const phone = `0${national}`;

      // A stranger asks for an account.
      const them = await visitor(browser, language, baseURL);
      await them.goto('/login');
      await them.getByRole('link', { name: t('login.registerLink') }).click();
      await expect(them).toHaveURL(/\/register$/);
      await expect(them.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await them.getByLabel(t('accountRequest.name')).fill('has space');
      await them.getByRole('button', { name: t('accountRequest.submit') }).click();
      await expect(them.getByText(t('accountRequest.problem.hasSpaces'))).toBeVisible();
      await them.getByLabel(t('accountRequest.name')).fill(name);
      await them.getByLabel(t('accountRequest.fullName')).fill(`Lana ${stamp}`);
      await them.getByLabel(t('accountRequest.phone')).fill(phone);
      await them.getByLabel(t('accountRequest.note')).fill('Lab');
      await them.getByRole('button', { name: t('accountRequest.submit') }).click();
      await expect(them.getByTestId('register-sent')).toHaveText(t('accountRequest.sent'));

      // The administrator approves it with a role and a first password.
      await page.goto('/dashboard/users');
      const row = page.locator(`tr[data-request="${name}"]`);
      await row
        .getByRole('button', { name: en('accountRequest.admin.approveOf').replace('{{name}}', name) })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(en('accountRequest.admin.firstPassword')).fill(FIRST);
      await dialog.getByLabel(en('accountPassword.again')).fill(FIRST);
      await dialog.getByRole('button', { name: en('accountRequest.admin.approve') }).click();
      await expect(row).toContainText(en('accountRequest.admin.status.approved'));
      await expect(page.locator(`tr[data-user="${name}"]`)).toBeVisible();

      // The new account logs in and must change its password before anything else.
      const login = new LoginPage(them);
      await login.goto();
      await login.logIn(name, FIRST);
      await expect(them).toHaveURL(/\/change-password$/);
      await expect(them.getByTestId('password-required')).toBeVisible();
      await them.goto('/dashboard/default');
      await expect(them).toHaveURL(/\/change-password$/);
      await them.getByLabel(t('accountPassword.current')).fill(FIRST);
      await them.getByLabel(t('accountPassword.new'), { exact: true }).fill(MINE);
      await them.getByLabel(t('accountPassword.again')).fill(MINE);
      await them.getByRole('button', { name: t('accountPassword.submit') }).click();
      await expect(them).toHaveURL(/\/dashboard\/default$/);
      await them.context().close();

      // The password is forgotten: a code to the account's phone, read on OTP-Test, resets it.
      const again = await visitor(browser, language, baseURL);
      await again.goto('/login');
      await again.getByRole('link', { name: t('login.forgotLink') }).click();
      await expect(again).toHaveURL(/\/forgot$/);
      await again.getByLabel(t('login.username')).fill(name);
      await again.getByRole('button', { name: t('accountReset.send') }).click();
      await expect(again).toHaveURL(/\/forgot\/check-mail$/);
      await again.getByRole('button', { name: t('accountReset.enterCode') }).click();
      await expect(again).toHaveURL(/\/forgot\/code-verification$/);
      await again.getByLabel(t('accountReset.code'), { exact: true }).fill('000000');
      await again.getByRole('button', { name: t('accountReset.verify') }).click();
      const code = await codeFor(page, `+964${national}`);
      if (code !== '000000')
        await expect(again.getByText(t('accountRequest.problem.invalidCode'))).toBeVisible();
      await again.getByLabel(t('accountReset.code'), { exact: true }).fill(code);
      await again.getByRole('button', { name: t('accountReset.verify') }).click();
      await expect(again).toHaveURL(/\/forgot\/reset-password$/);
      await again.getByLabel(t('accountPassword.new'), { exact: true }).fill(THIRD);
      await again.getByLabel(t('accountPassword.again')).fill(THIRD);
      await again.getByRole('button', { name: t('accountReset.save') }).click();
      await expect(again.getByTestId('reset-done')).toBeVisible();

      // The old password no longer works; the new one does, and leads straight in.
      const form = new LoginPage(again);
      await form.goto();
      await form.logIn(name, MINE);
      await expect(form.error).toBeVisible();
      await form.logIn(name, THIRD);
      await expect(again).toHaveURL(/\/dashboard\/default$/);

      // The user's own change from the profile menu: the current password first.
      await again.goto('/change-password');
      await again.getByLabel(t('accountPassword.current')).fill('not my password at all');
      await again.getByLabel(t('accountPassword.new'), { exact: true }).fill(FIRST + ' again');
      await again.getByLabel(t('accountPassword.again')).fill(FIRST + ' again');
      await again.getByRole('button', { name: t('accountPassword.submit') }).click();
      await expect(again.getByText(t('accountRequest.problem.wrongPassword'))).toBeVisible();
      await again.getByLabel(t('accountPassword.current')).fill(THIRD);
      await again.getByRole('button', { name: t('accountPassword.submit') }).click();
      await expect(again).toHaveURL(/\/dashboard\/default$/);
      await again.context().close();
    });
  });
}

const VARIANT_PAGES = [
  'login',
  'register',
  'forgot-password',
  'check-mail',
  'reset-password',
  'code-verification',
];
const CONTENT_PAGES = [
  'error',
  'coming-soon1',
  'coming-soon2',
  'under-construction',
  'landing',
  'contact-us',
  'faqs',
  'privacy-policy',
];

for (const language of ['en', 'ar'] as const) {
  test(`every /pages variant renders without an error in ${language}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const page = await visitor(browser, language, baseURL);
    const t = await translationsOf(page.request, language);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const paths = [
      ...VARIANT_PAGES.flatMap((name) => [1, 2, 3].map((n) => `/pages/${name}/${n}`)),
      ...CONTENT_PAGES.map((name) => `/pages/${name}`),
    ];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('h1, [role="heading"][aria-level="1"]').first(), path).toBeVisible();
      await expect(page.getByTestId('not-found'), path).toHaveCount(0);
      await expect(page.getByText(t('crash.title')), path).toHaveCount(0);
    }
    await page.goto('/pages/login/4');
    await expect(page.getByTestId('not-found')).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
