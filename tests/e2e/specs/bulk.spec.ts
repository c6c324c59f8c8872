import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { signInPatient, staffToken } from '../support/api-sessions';
import { escapeRegExp } from '../support/escape-reg-exp';
import { translationsOf } from '../support/translations';

test.use({ storageState: Accounts.admin.storageState });

/** The languages the screen is tried in, with the digit "1" as each writes its figures. */
const LANGUAGES = [
  { language: 'en', one: '1', dir: 'ltr', width: 1366, height: 900 },
  { language: 'ar', one: '١', dir: 'rtl', width: 390, height: 844 },
] as const;

for (const { language, one, dir, width, height } of LANGUAGES) {
  test(`staff send a bulk message to the one patient a filter finds, confirm its number, follow its report, and the patient reads it once (${language}, ${width})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const t = await translationsOf(request, language);
    const fill = (key: string, values: Record<string, string>) =>
      Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), t(key));
    const patient = await signInPatient(request, await staffToken(request));

    await page.goto('/dashboard/bulk-report');
    if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { name: t('bulkMessages.newTitle') })).toBeVisible();

    // Nothing can be sent before there is a message.
    const send = page.getByRole('button', { name: t('bulkMessages.send'), exact: true });
    await expect(send).toBeDisabled();

    // The filter narrows the audience to the new patient alone, and says so; it is kept in the address.
    await page.getByLabel(t('chatAdmin.filter.phone')).fill(patient.phoneNumber.slice(-8));
    await expect(page.getByTestId('bulk-recipients')).toHaveText(
      fill('bulkMessages.recipients', { total: one }),
    );
    await expect(page).toHaveURL(new RegExp(patient.phoneNumber.slice(-8)));

    const title = `Lab closed on Friday ${language} ${Date.now()}`;
    const body = `The laboratory is closed this Friday. المختبر مغلق يوم الجمعة. ${language}`;
    // The fields are named by their label and their length limit ("Title (120)").
    const field = (key: string) =>
      page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(key))} \\(`) });
    await field('bulkMessages.title').fill(title);
    await field('bulkMessages.message').fill(body);

    // Send asks first, with the number: Cancel sends nothing.
    await send.click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(fill('bulkMessages.confirm', { total: one }));
    await question.getByRole('button', { name: t('common.cancel') }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByText(title)).toHaveCount(0);

    await send.click();
    await question.getByRole('button', { name: fill('bulkMessages.confirmSend', { total: one }) }).click();

    // The report of this message opens: delivered to its one recipient, named with their number.
    const report = page.locator('.bulk-report');
    await expect(report.getByRole('heading', { name: title })).toBeVisible();
    await expect(report.getByTestId('bulk-progress-text')).toHaveText(
      fill('bulkMessages.progress', {
        delivered: one,
        failed: language === 'en' ? '0' : '٠',
        recipients: one,
      }),
    );
    const line = report.locator('tbody tr');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(patient.phoneNumber);
    await expect(line).toContainText(t('bulkMessages.status.sent'));
    await expect(
      report.getByRole('button', {
        name: fill('bulkMessages.retryFailed', { failed: language === 'en' ? '0' : '٠' }),
      }),
    ).toBeDisabled();
    // On a phone, the report never widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The patient has it once, in their chat, from the hospital.
    const chat = await request.get(`/api/Chats/userchat/${patient.patientId}`, {
      headers: { authorization: `Bearer ${patient.token}` },
    });
    const messages = (await chat.json()) as { message: string; fromStaff: boolean }[];
    expect(messages.filter((m) => m.message.includes(body))).toHaveLength(1);
    expect(messages.find((m) => m.message.includes(body))?.fromStaff).toBe(true);

    // A reload keeps the open report (its id is in the address).
    await page.reload();
    await expect(page.locator('.bulk-report').getByRole('heading', { name: title })).toBeVisible();
  });
}
