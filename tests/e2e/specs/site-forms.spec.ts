import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Accounts } from '../support/accounts';
import { SitePage, StaffApi } from '../pages/site-page';
import { translationsOf } from '../support/translations';
import { liveLinkUp } from '../support/live-link';
import { seriousViolations } from '../support/axe';

/*
 * What patients and visitors send from the site, as they and the staff meet it, phone first. The
 * tests run in order: the contact limit counts every message from this machine's one address.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

async function staffPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({
    storageState: Accounts.admin.storageState,
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(path);
  await liveLinkUp(page);
  return page;
}

let contactsSent = 0;

/** A figure of a card on the staff's open home (digits only, whatever the language writes). */
async function homeFigure(home: Page, card: string): Promise<number> {
  const value = home.getByTestId(`home-card-${card}`).locator('.home-card-value');
  await expect(value).toBeVisible({ timeout: 30_000 });
  return Number((await value.innerText()).replace(/\D/g, ''));
}

test('a visitor sends a contact message and staff see it appear live', async ({ page, browser }) => {
  const staff = await staffPage(browser, '/dashboard/contact-smart');
  const subject = `Parking question ${Date.now()}`;
  await expect(staff.getByRole('table')).toBeVisible();
  await expect(staff.getByText(subject)).toHaveCount(0);
  const home = await staffPage(browser, '/dashboard/default');
  const before = await homeFigure(home, 'new-contact-messages');

  const site = new SitePage(page);
  await site.goto('/contact');
  await expect(site.heading).toHaveText('Contact us');
  // Nothing is sent while a required field is empty; the problem is said on the field.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Please fill this in.').first()).toBeVisible();

  await page.getByLabel(/Your name/).fill('Shilan Ahmed');
  await page.getByLabel(/Phone number/).fill('0750 123 4567');
  await page.getByLabel(/Subject/).fill(subject);
  await page.getByLabel(/Message/).fill('Is there parking near the main center?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  contactsSent += 1;

  // The open list re-reads on the hub's notice: no reload; and staff are told in a notice.
  await expect(staff.getByText(subject)).toBeVisible();
  await expect(staff.getByText('New contact message')).toBeVisible();
  await staff.context().close();
  // The open home counts it among today's contact messages, without a reload.
  await expect
    .poll(() => homeFigure(home, 'new-contact-messages'), { timeout: 15_000 })
    .toBeGreaterThan(before);
  await home.context().close();
});

test('a contact message whose send fails keeps what was typed, and Try again sends it (ku)', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await translationsOf(api, 'ku');
  const site = new SitePage(page);
  await site.goto('/contact');
  await site.chooseLanguage('کوردی');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(site.heading).toHaveText(t('siteForms.contact.title'));
  const subject = `پرسیار ${Date.now()}`;
  await page.getByLabel(new RegExp(t('siteForms.field.fullName'))).fill('ئاسۆ');
  await page.getByLabel(new RegExp(t('siteForms.field.email'))).fill('aso@example.com');
  await page.getByLabel(new RegExp(t('siteForms.field.subject'))).fill(subject);
  await page.getByLabel(new RegExp(t('siteForms.field.message'))).fill('کاتی سەردان کەیە؟');

  // The connection drops while sending: said so, the text stays, and Try again is offered.
  await page.route('**/api/SiteForms/Contact', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: t('siteForms.send'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(t('siteForms.error.network'));
  await expect(page.getByLabel(new RegExp(t('siteForms.field.subject')))).toHaveValue(subject);
  await expect(page.getByLabel(new RegExp(t('siteForms.field.message')))).toHaveValue('کاتی سەردان کەیە؟');

  await page.unroute('**/api/SiteForms/Contact');
  await page.getByRole('button', { name: t('siteForms.retry') }).click();
  await expect(page.getByText(t('siteForms.contact.sentTitle'))).toBeVisible();
  contactsSent += 1;

  // Stored once, as typed.
  const staff = await StaffApi.signIn(api);
  const messages = (await staff.contactMessages()).filter((m) => m.subject === subject);
  expect(messages).toHaveLength(1);
  expect(messages[0]?.email).toBe('aso@example.com');
  await api.dispose();
});

test('the 11th contact message from one address within the window gets 429, said in Arabic, typed text kept', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  for (let i = contactsSent; i < 10; i++) {
    const answer = await api.post('/api/SiteForms/Contact', {
      data: {
        fullName: 'Limit test',
        email: `limit${i}@example.com`,
        subject: 'Limit',
        message: `Message ${i}`,
      },
    });
    expect(answer.status(), `message ${i + 1}`).toBe(200);
  }

  const site = new SitePage(page);
  await site.goto('/contact');
  await site.chooseLanguage('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(site.heading).toHaveText('اتصل بنا');
  await page.getByLabel(/اسمك/).fill('سارا');
  await page.getByLabel(/البريد الإلكتروني/).fill('sara@example.com');
  await page.getByLabel(/الموضوع/).fill('سؤال');
  await page.getByLabel(/الرسالة/).fill('متى تفتح الصيدلية؟');
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('أُرسلت رسائل كثيرة جدًا من هنا');
  await expect(page.getByLabel(/الرسالة/)).toHaveValue('متى تفتح الصيدلية؟');
  await api.dispose();
});

test('a complaint a patient filed moves to resolved on the dashboard, and the patient sees the note', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const api = await StaffApi.signIn(await playwright.request.newContext({ baseURL }));
  // A seeded patient the site spec does not sign in, so neither meets the other's code limit.
  const phone = (await api.appUserPhones())[3] ?? '';
  const site = new SitePage(page);
  await site.goto('/patient-login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code from the SMS').fill(await api.latestCode(phone));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/site\/app\/appointments$/);

  await site.nav.getByRole('link', { name: 'Complaints' }).click();
  await expect(site.heading).toHaveText('Complaints');
  const subject = `Lab result missing ${Date.now()}`;
  await page.getByLabel(/Your name/).fill('Rozh Kamal');
  await page.getByLabel(/Subject/).fill(subject);
  await page.getByLabel(/What happened/).fill('My lab result from last week never arrived.');
  await page.getByRole('button', { name: 'File the complaint' }).click();
  await expect(page.getByText('Complaint received')).toBeVisible();
  const reference = (await page.locator('.site-reference strong').textContent()) ?? '';
  expect(reference).toMatch(/^C-\d{4}-\d{6}$/);
  const mine = page.locator(`[data-reference="${reference}"]`);
  await expect(mine).toContainText('New');

  const staff = await staffPage(browser, '/dashboard/complaints');
  await staff.getByRole('button', { name: new RegExp(subject) }).click();
  await staff.getByLabel(/What was done/).fill('Asked the lab to check.');
  await staff.getByRole('button', { name: 'Move to In progress' }).click();
  await expect(staff.getByText('Asked the lab to check.')).toBeVisible();
  await staff.getByLabel(/What was done/).fill('The lab re-sent it by SMS.');
  await staff.getByLabel(/Note for the patient/).fill('Your result was sent to you again by SMS.');
  await staff.getByRole('button', { name: 'Move to Resolved' }).click();
  await expect(staff.getByText('The lab re-sent it by SMS.')).toBeVisible();
  await expect(staff.getByRole('button', { name: /Move to/ })).toHaveCount(0);
  await staff.context().close();

  // The patient comes back to the site's tab (the browser tells the page it has the focus again):
  // the statuses staff moved meanwhile show without a reload.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(mine).toContainText('Resolved');
  await expect(mine).toContainText('Your result was sent to you again by SMS.');
  // Staff's own notes stay with staff.
  await expect(mine).not.toContainText('The lab re-sent it by SMS.');
});

test('a visitor files a complaint with a phone number, then signed in with that number follows it (ar)', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await translationsOf(api, 'ar');
  const staff = await StaffApi.signIn(api);
  // A seeded patient no other spec signs in, in E.164 as the server keeps it.
  const phone = (await staff.appUserPhones())[9] ?? '';
  const site = new SitePage(page);
  await site.goto('/complaints');
  await site.chooseLanguage('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(site.heading).toHaveText(t('siteForms.complaint.title'));
  const subject = `غرفة باردة ${Date.now()}`;
  await page.getByLabel(new RegExp(t('siteForms.field.fullName'))).fill('هانا');
  // Typed as people type it: the local form with spaces.
  await page
    .getByLabel(new RegExp(t('siteForms.field.phoneNumber')))
    .fill(phone.replace(/^\+964(\d{3})(\d{3})(\d{4})$/, '0$1 $2 $3'));
  await page.getByLabel(new RegExp(t('siteForms.field.subject'))).fill(subject);
  await page.getByLabel(new RegExp(t('siteForms.field.complaint'))).fill('الغرفة ٣ باردة جدًا.');
  await page.getByRole('button', { name: t('siteForms.complaint.send') }).click();
  await expect(page.getByText(t('siteForms.complaint.sentTitle'))).toBeVisible();
  await expect(page.getByText(t('siteForms.complaint.followVisitor'))).toBeVisible();
  const reference = (await page.locator('.site-reference strong').textContent()) ?? '';
  expect(reference).toMatch(/^C-\d{4}-\d{6}$/);

  await page
    .getByRole('link', { name: t('site.signIn') })
    .first()
    .click();
  await signInPatient(page, staff, phone, t);
  await site.nav.getByRole('link', { name: t('siteForms.nav.complaints') }).click();
  const mine = page.locator(`[data-reference="${reference}"]`);
  await expect(mine).toContainText(subject);
  await expect(mine).toContainText(t('siteForms.status.Open'));
  // Its date in the page's digits (Arabic-Indic), the reference in Latin ones.
  await expect(mine.locator('.site-muted')).toHaveText(/[٠-٩]/);
  await expect(mine.locator('.site-muted')).toContainText(reference);
  await api.dispose();
});

/** A number as the staff screen writes it (Latin digits in English). */
const readNumber = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

/** Signs a seeded patient in on the site with the code staff read, in the page's language. */
async function signInPatient(page: Page, staff: StaffApi, phone: string, t: (key: string) => string) {
  await page.getByLabel(t('site.login.phone')).fill(phone);
  await page.getByRole('button', { name: t('site.login.sendCode') }).click();
  await page.getByLabel(t('site.login.code')).fill(await staff.latestCode(phone));
  await page.getByRole('button', { name: t('site.login.verify') }).click();
  await expect(page).toHaveURL(/\/site\/app\/appointments$/);
}

const FEEDBACK_LANGUAGES = [
  // Seeded patients no other spec signs in (their code limits stay apart).
  { language: 'en', label: 'English', dir: 'ltr', patient: 6 },
  { language: 'ar', label: 'العربية', dir: 'rtl', patient: 7 },
] as const;

for (const { language, label, dir, patient } of FEEDBACK_LANGUAGES) {
  test(`a patient rates an attended visit once, staff see it live, and a second rating is refused (${language})`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const t = await translationsOf(api, language);
    const staffApi = await StaffApi.signIn(api);
    const phone = (await staffApi.appUserPhones())[patient] ?? '';
    const site = new SitePage(page);
    await site.goto('/patient-login');
    if (language !== 'en') await site.chooseLanguage(label);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await signInPatient(page, staffApi, phone, t);

    // The list of every feedback (the averages screen only counts them).
    const staff = await staffPage(browser, '/dashboard/all-feedbacks');
    await expect(staff.getByRole('table')).toBeVisible();
    // The averages per doctor as the screen shows them before the rating: count and mean per row.
    const averages = await staffPage(browser, '/dashboard/feedbacks');
    const averagesTable = averages.getByTestId('feedback-averages');
    await expect(averagesTable.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    const before = new Map<string, number[]>();
    for (const row of await averagesTable.locator('tbody tr').all())
      before.set(
        (await row.getAttribute('data-subject')) ?? '',
        (await row.locator('td').allInnerTexts()).map(readNumber),
      );

    await site.nav.getByRole('link', { name: t('siteForms.nav.feedback') }).click();
    await expect(site.heading).toHaveText(t('siteForms.feedback.title'));
    // The newest visit not rated yet, then that visit by its id (the filter would move on once rated).
    const unrated = page
      .locator('.site-feedback-visit')
      .filter({ has: page.getByRole('button', { name: t('siteForms.feedback.rate') }) })
      .first();
    const appointment = (await unrated.getAttribute('data-appointment')) ?? '';
    const visit = page.locator(`[data-appointment="${appointment}"]`);
    const rate = visit.getByRole('button', { name: t('siteForms.feedback.rate') });

    // The same visit open in a second tab, as a patient might leave it.
    const second = await page.context().newPage();
    await second.goto(`/site/app/feedback`);
    const secondVisit = second.locator(`[data-appointment="${appointment}"]`);
    await secondVisit.getByRole('button', { name: t('siteForms.feedback.rate') }).click();

    await rate.click();
    const form = visit.getByRole('form');
    // Nothing is sent without a rating; the page says so on the rating.
    await form.getByRole('button', { name: t('siteForms.feedback.send') }).click();
    await expect(form.getByText(t('siteForms.feedback.chooseRating')).first()).toBeVisible();

    const stars = (value: number) =>
      t('siteForms.feedback.stars').replace('{{value}}', String(value)).replace('{{max}}', '5');
    // One star everywhere: a rating of 1 lowers any mean above 1, whatever the others were.
    const groups = form.locator('fieldset.site-rating');
    for (let i = 0; i < (await groups.count()); i++)
      await groups
        .nth(i)
        .getByRole('radio', { name: stars(1) })
        .check();
    const comment = `Kind and on time ${language} ${Date.now()}`;
    await form.getByLabel(t('siteForms.feedback.comment')).fill(comment);
    await form.getByRole('button', { name: t('siteForms.feedback.send') }).click();
    await expect(visit.getByText(t('siteForms.feedback.sent'))).toBeVisible();
    await expect(visit.getByText(t('siteForms.feedback.rated'))).toBeVisible();

    // Staff's open list of feedbacks shows it without a reload.
    await expect(staff.getByText(comment)).toBeVisible();
    await staff.context().close();

    // The rated doctor's row on the averages: one feedback more, and a lower mean.
    const stored = (await staffApi.allFeedbacks()).find((f) => f.comment === comment);
    expect(stored?.doctorId).toBeTruthy();
    const doctorRow = averagesTable.locator(`tbody tr[data-subject="${stored?.doctorId}"] td`);
    const [countBefore, meanBefore] = before.get(String(stored?.doctorId)) ?? [0, 5];
    await averages.reload();
    await expect
      .poll(async () => (await doctorRow.allInnerTexts()).map(readNumber)[0], { timeout: 15_000 })
      .toBe((countBefore ?? 0) + 1);
    const [, meanAfter] = (await doctorRow.allInnerTexts()).map(readNumber);
    expect(meanAfter).toBeLessThan(meanBefore ?? 5);
    await averages.context().close();

    // The second tab's rating of the same visit is refused, and said so.
    const secondForm = secondVisit.getByRole('form');
    const secondGroups = secondForm.locator('fieldset.site-rating');
    for (let i = 0; i < (await secondGroups.count()); i++)
      await secondGroups
        .nth(i)
        .getByRole('radio', { name: stars(1) })
        .check();
    await secondForm.getByRole('button', { name: t('siteForms.feedback.send') }).click();
    await expect(secondVisit.getByRole('alert')).toHaveText(t('siteForms.feedback.error.alreadyRated'));
    await second.close();

    // After a reload the visit is listed as rated, with nothing left to send.
    await page.reload();
    await expect(page.locator(`[data-appointment="${appointment}"]`)).toContainText(
      t('siteForms.feedback.rated'),
    );
    await expect(
      page
        .locator(`[data-appointment="${appointment}"]`)
        .getByRole('button', { name: t('siteForms.feedback.rate') }),
    ).toHaveCount(0);
    await api.dispose();
  });
}

/** A one-page PDF, and a Windows program's first bytes under a PDF's name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
  Buffer.alloc(48),
  Buffer.from('PE\0\0'),
]);
EXE.writeUInt32LE(64, 60);

for (const { language, label, dir, phone } of [
  { language: 'en', label: 'English', dir: 'ltr', phone: '0750 444 1001' },
  { language: 'ar', label: 'العربية', dir: 'rtl', phone: '0750 444 1002' },
] as const) {
  test(`a visitor applies to a Normal Jobs form with a PDF; a renamed program is refused; staff download the CV (${language})`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const t = await translationsOf(api, language);
    const site = new SitePage(page);
    await site.goto('/');
    if (language !== 'en') await site.chooseLanguage(label);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await site.nav.getByRole('link', { name: t('siteForms.nav.jobs') }).click();
    await expect(site.heading).toHaveText(t('siteForms.jobs.title'));
    await expect(page.getByRole('heading', { name: t('siteForms.jobs.open') })).toBeVisible();

    const jobs = (await (await api.get('/api/SiteForms/Jobs')).json()) as {
      forms: { id: number; placement: number; titleEn: string; titleAr: string }[];
    };
    const form = jobs.forms.find((f) => f.placement === 1)!;
    await page.getByRole('link', { name: language === 'en' ? form.titleEn : form.titleAr }).click();
    const application = page.getByRole('form');
    await expect(application).toBeVisible();

    const home = await staffPage(browser, '/dashboard/default');
    const applicationsBefore = await homeFigure(home, 'new-applications');
    const name = `Applicant ${language} ${Date.now()}`;
    await application.getByLabel(t('siteForms.jobs.field.fullName')).fill(name);
    await application.getByLabel(t('siteForms.jobs.field.phoneNumber')).fill(phone);
    await application.getByLabel(t('siteForms.jobs.field.city')).selectOption('Erbil');
    await application.getByLabel(t('siteForms.jobs.field.degree')).selectOption('Bachelor');
    await application.getByLabel(t('siteForms.jobs.field.yearsOfExperience')).fill('4');
    const cv = application.getByLabel(t('siteForms.jobs.field.cv'));
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: EXE });
    await application.getByRole('button', { name: t('siteForms.jobs.send') }).click();
    await expect(application.getByText(t('siteForms.problem.fileType'))).toBeVisible();
    // What was typed is kept; a real PDF goes through.
    await expect(application.getByLabel(t('siteForms.jobs.field.fullName'))).toHaveValue(name);
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await application.getByRole('button', { name: t('siteForms.jobs.send') }).click();
    await expect(page.getByText(t('siteForms.jobs.sentTitle'))).toBeVisible();
    // The staff's open home counts it among today's applications, without a reload.
    await expect
      .poll(() => homeFigure(home, 'new-applications'), { timeout: 15_000 })
      .toBeGreaterThan(applicationsBefore);
    await home.context().close();

    // Staff find the applicant under that form, and the CV downloads as the PDF sent.
    const { username, password } = Accounts.admin;
    const login = await api.post('/api/ControlPanelAuth/Login', { data: { username, password } });
    const headers = {
      Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
    };
    const applicants = (await (await api.get('/api/JobFormApplicants', { headers })).json()) as {
      jobFormId: number;
      fullName: string;
      answers: { cv?: string };
    }[];
    const mine = applicants.find((a) => a.fullName === name);
    expect(mine?.jobFormId).toBe(form.id);
    const download = await api.get(mine?.answers.cv ?? '', { headers });
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
    expect((await api.get(mine?.answers.cv ?? '')).status()).toBe(401);

    // On the submitted CVs (/dashboard/CV) the CV's link downloads the PDF sent, with staff's token.
    const staff = await staffPage(browser, '/dashboard/CV');
    await staff.getByRole('searchbox').fill(name);
    const link = staff.getByRole('row', { name: new RegExp(name) }).getByRole('link');
    await expect(link).toHaveText(mine?.answers.cv ?? '');
    const saved = staff.waitForEvent('download');
    await link.click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^cv-\d+\.pdf$/);
    expect((await readFile((await file.path()) ?? '')).equals(PDF)).toBe(true);
    await staff.context().close();
    await api.dispose();
  });
}

for (const { language, label } of [
  { language: 'en', label: 'English' },
  { language: 'ku', label: 'کوردی' },
  { language: 'ar', label: 'العربية' },
] as const) {
  test(`the forms have no serious or critical axe violation, empty and with their problems shown (${language})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const jobs = (await (await api.get('/api/SiteForms/Jobs')).json()) as {
      forms: { id: number; placement: number }[];
    };
    await api.dispose();
    const normal = jobs.forms.find((f) => f.placement === 1)?.id;
    const general = jobs.forms.find((f) => f.placement === 0)?.id;
    const site = new SitePage(page);
    await site.goto('/');
    if (language !== 'en') await site.chooseLanguage(label);
    const problems: string[] = [];
    for (const path of ['/contact', '/complaints', `/jobs?form=${normal}`, `/jobs?form=${general}`]) {
      await site.goto(path);
      await site.settled();
      const form = page.getByRole('form').last();
      await expect(form).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
      // Sent empty: nothing leaves the browser, each problem is said on its field.
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((line) => `${path} (problems): ${line}`));
    }
    expect(problems).toEqual([]);
  });
}
