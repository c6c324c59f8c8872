import { expect, test } from '@playwright/test';
import { SitePage, StaffApi } from '../pages/site-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { liveLinkUp } from '../support/live-link';

// A phone: most patients open the site on one.
test.use({ storageState: NO_SESSION, viewport: { width: 390, height: 844 } });

/** The words the test looks for, in the two languages it walks through. */
const WORDS = {
  en: {
    language: 'English',
    phone: 'Phone number',
    sendCode: 'Send me a code',
    code: 'Code from the SMS',
    signIn: 'Sign in',
    chat: 'Chat',
    title: 'Chat with the hospital',
    compose: 'Write a message (Enter sends, Shift+Enter for a new line)',
    dir: 'ltr',
  },
  ar: {
    language: 'العربية',
    phone: 'رقم الهاتف',
    sendCode: 'أرسل لي رمزًا',
    code: 'الرمز من الرسالة النصية',
    signIn: 'تسجيل الدخول',
    chat: 'المحادثة',
    title: 'المحادثة مع المستشفى',
    compose: 'اكتب رسالة (Enter للإرسال، Shift+Enter لسطر جديد)',
    dir: 'rtl',
  },
} as const;

for (const [language, words] of Object.entries(WORDS)) {
  test(`in ${language}, a patient's code request shows live on the OTP log; the patient writes at /site/app/chat, staff answer live, and the patient sees the answer without a reload`, async ({
    browser,
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const staffApi = await StaffApi.signIn(await playwright.request.newContext({ baseURL }));
    // A number of its own per language: a new patient, whose chat starts empty.
    const phone = `+96475${language === 'en' ? '1' : '2'}${String(Date.now()).slice(-7)}`;
    const site = new SitePage(page);
    await site.goto('/patient-login');
    if (language !== 'en') await site.chooseLanguage(words.language);

    // Staff watch the OTP log, searched to this number, before the patient asks for a code.
    const staff = await browser.newContext({ storageState: Accounts.admin.storageState });
    const desk = await staff.newPage();
    await desk.goto(`/dashboard/CodeGeneration?phone=${phone.slice(-8)}`);
    await expect(desk.getByText('No code requests match.')).toBeVisible();
    await liveLinkUp(desk);

    await page.getByLabel(words.phone).fill(phone);
    await page.getByRole('button', { name: words.sendCode }).click();
    // The request appears on the OTP log at once, without a reload.
    await expect(desk.getByTestId('otp-row').filter({ hasText: phone })).toHaveCount(1);
    await page.getByLabel(words.code).fill(await staffApi.latestCode(phone));
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page).toHaveURL(/\/site\/app\/appointments$/);

    // Staff have the inbox open, searched to this patient, before the patient writes.
    await desk.goto(`/app/chat?q=${phone.slice(-8)}`);
    await expect(desk.getByRole('searchbox')).toHaveValue(phone.slice(-8));
    await liveLinkUp(desk);

    await site.nav.getByRole('link', { name: words.chat }).click();
    await expect(page).toHaveURL(/\/site\/app\/chat$/);
    await expect(site.heading).toHaveText(words.title);
    await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
    const compose = page.getByLabel(words.compose);
    const question = `سلام, is the lab open on Friday? ${language}`;
    await compose.fill(question);
    await compose.press('Enter');
    await expect(compose).toHaveValue('');
    const mine = page.getByTestId('site-chat-message').filter({ hasText: question });
    await expect(mine).toBeVisible();
    await expect(mine).toHaveAttribute('data-from', 'me');
    await expect(mine.locator('p')).toHaveAttribute('dir', 'auto');
    await expect(page.getByTestId('site-chat-outgoing')).toHaveCount(0);

    // Live on the staff side: the row appears with the message as its last one, and its time.
    const row = desk.getByTestId('chat-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('chat-row-last')).toHaveText(question);
    await expect(row.getByTestId('chat-row-last')).toHaveAttribute('dir', 'auto');
    await expect(row.getByTestId('chat-row-time')).not.toHaveText('');
    // On a phone, a long last message is cut, never widening the page.
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.click();
    await expect(desk.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
    const answer = `Yes, from 8 to 14. نعم ${language}`;
    await desk.getByTestId('chat-compose').fill(answer);
    await desk.getByTestId('chat-compose').press('Enter');
    await expect(desk.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();

    // Live on the patient's side, without a reload: the answer, from the hospital, once.
    const reply = page.getByTestId('site-chat-message').filter({ hasText: answer });
    await expect(reply).toBeVisible();
    await expect(reply).toHaveAttribute('data-from', 'hospital');
    await expect(page.getByTestId('site-chat-message')).toHaveCount(2);
    await staff.close();
  });
}
