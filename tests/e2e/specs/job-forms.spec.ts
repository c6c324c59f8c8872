import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { SitePage } from '../pages/site-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { screenshot } from '../support/screenshot';
import { translationsOf } from '../support/translations';
import { escapeFromOverlay } from '../support/escape';
import { liveLinkUp } from '../support/live-link';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A text of the bundle with its `{{name}}` placeholders filled in. */
function filled(t: (key: string) => string, key: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    t(key),
  );
}

async function staffHeaders(request: APIRequestContext) {
  const { username, password } = Accounts.admin;
  const login = await request.post('/api/ControlPanelAuth/Login', { data: { username, password } });
  return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

/** The field cards of the builder, in the order shown. */
const fieldCards = (page: Page) => page.locator('ol.job-form-fields > li');

test.use({ storageState: Accounts.admin.storageState });

for (const { language, siteLabel, dir } of [
  { language: 'en', siteLabel: 'English', dir: 'ltr' },
  { language: 'ar', siteLabel: 'العربية', dir: 'rtl' },
] as const) {
  test(`an admin builds a form with a text, a one-choice and a CV field; a visitor applies to it on the site and shows up under it (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = await translationsOf(request, language);
    const stamp = `${language}${Date.now()}`;
    const shell = new ShellPage(page);
    await page.goto('/dashboard/JobApplicationForGenerator');
    if (language !== 'en') await shell.chooseLanguage(language);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await page.getByRole('link', { name: t('jobForms.create') }).click();
    await expect(page).toHaveURL(/\/JobApplicationForGenerator\/create$/);
    const screen = page.locator('.screen[data-route="jobApplicationForGeneratorCreate"]');
    await expect(screen.getByRole('heading', { level: 2 })).toHaveText(
      t('routes.jobApplicationForGeneratorCreate'),
    );

    await screen.getByLabel(t('jobForms.titleEn')).fill(`Night porters ${stamp}`);
    await screen.getByLabel(t('jobForms.titleKu')).fill(`هەڵگرانی شەو ${stamp}`);
    await screen.getByLabel(t('jobForms.titleAr')).fill(`حمالو الليل ${stamp}`);
    await screen.getByLabel(t('jobForms.platform')).selectOption(t('jobForms.platforms.2'));
    await screen.getByLabel(t('jobForms.placement')).selectOption(t('jobForms.placements.1'));

    // A save without fields is refused on the page, and says why.
    await screen.getByRole('button', { name: t('jobForms.save') }).click();
    await expect(screen.getByText(t('jobForms.problem.noFields'))).toBeVisible();

    const addField = async (kind: string, en: string, ku: string, ar: string) => {
      await screen.getByLabel(t('jobForms.newFieldKind')).selectOption(t(`jobForms.kinds.${kind}`));
      await screen.getByRole('button', { name: t('jobForms.addField') }).click();
      const card = fieldCards(page).last();
      // The new field's English label has the focus: typing goes there at once.
      await expect(card.getByLabel(t('jobForms.labelEn'))).toBeFocused();
      await page.keyboard.type(en);
      await card.getByLabel(t('jobForms.labelKu')).fill(ku);
      await card.getByLabel(t('jobForms.labelAr')).fill(ar);
      await card.locator('label', { hasText: t('jobForms.required') }).click();
      await expect(card.getByRole('checkbox', { name: t('jobForms.required') })).toBeChecked();
      return card;
    };
    await addField('text', 'Full name', 'ناوی تەواو', 'الاسم الكامل');
    const shift = await addField('select', 'Shift', 'نۆرە', 'المناوبة');
    // A one-choice field without choices is refused on that field; what was typed stays.
    await screen.getByRole('button', { name: t('jobForms.save') }).click();
    await expect(shift.getByText(t('jobForms.problem.noChoices'))).toBeVisible();
    await expect(shift.getByLabel(t('jobForms.labelEn'))).toHaveValue('Shift');
    const shiftLabel = language === 'en' ? 'Shift' : 'المناوبة';
    for (const [n, choice] of [
      [1, 'Night'],
      [2, 'Weekend'],
    ] as const) {
      await shift.getByRole('button', { name: t('jobForms.addChoice') }).click();
      await shift.getByLabel(filled(t, 'jobForms.choiceN', { n: String(n), label: shiftLabel })).fill(choice);
    }
    await expect(shift.getByText(t('jobForms.problem.noChoices'))).toHaveCount(0);
    const cv = await addField('file', 'Your CV', 'سیڤییەکەت', 'سيرتك الذاتية');

    // Alt+↑ in the CV field moves it above the shift; Alt+↓ puts it back.
    await cv.getByLabel(t('jobForms.labelKu')).press('Alt+ArrowUp');
    await expect(fieldCards(page).nth(1).getByLabel(t('jobForms.labelEn'))).toHaveValue('Your CV');
    await fieldCards(page).nth(1).getByLabel(t('jobForms.labelKu')).press('Alt+ArrowDown');
    await expect(fieldCards(page).nth(2).getByLabel(t('jobForms.labelEn'))).toHaveValue('Your CV');
    await expect(fieldCards(page).nth(1).getByLabel(t('jobForms.labelEn'))).toHaveValue('Shift');

    await screen.getByRole('button', { name: t('jobForms.save') }).click();
    await expect(page).toHaveURL(/\/JobApplicationForGenerator\/\d+$/);
    const formId = Number(/(\d+)$/.exec(page.url())?.[1]);
    const saved = page.locator('.screen[data-route="jobApplicationForGeneratorEdit"]');
    await expect(saved.getByRole('heading', { level: 2 })).toHaveText(
      t('routes.jobApplicationForGeneratorEdit'),
    );
    await expect(saved.getByText(t('jobForms.noApplicants'))).toBeVisible();
    // Opened at its address, the form is as it was built.
    await page.reload();
    await expect(fieldCards(page)).toHaveCount(3);
    await expect(
      fieldCards(page)
        .nth(1)
        .getByLabel(filled(t, 'jobForms.choiceN', { n: '2', label: shiftLabel })),
    ).toHaveValue('Weekend');
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const dark of [false, true]) {
        await shell.setDark(dark);
        await screenshot(page, `job-form-builder-${language}-${width}-${dark ? 'dark' : 'light'}`);
      }
    }
    await shell.setDark(false);
    await page.setViewportSize({ width: 1366, height: 900 });

    // A visitor applies on the site, in the same language, while the form stays open here.
    await liveLinkUp(page);
    const visitor = await browser.newContext({ storageState: NO_SESSION });
    const sitePage = await visitor.newPage();
    const site = new SitePage(sitePage);
    await site.goto(`/jobs?form=${formId}`);
    if (language !== 'en') await site.chooseLanguage(siteLabel);
    const application = sitePage.getByRole('form');
    await expect(application).toBeVisible();
    const applicant = `Visitor ${stamp}`;
    await application.getByLabel(language === 'en' ? 'Full name' : 'الاسم الكامل').fill(applicant);
    await application.getByLabel(shiftLabel).selectOption('Weekend');
    await application
      .getByLabel(language === 'en' ? 'Your CV' : 'سيرتك الذاتية')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    const st = await translationsOf(request, language);
    await application.getByRole('button', { name: st('siteForms.jobs.send') }).click();
    await expect(sitePage.getByText(st('siteForms.jobs.sentTitle'))).toBeVisible();
    await visitor.close();

    // The applicant appears under this form without a reload, with the answers by field and the CV.
    await saved.getByRole('button', { name: applicant }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(shiftLabel, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Weekend')).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: t('jobForms.downloadCv') }).click();
    expect((await download).suggestedFilename()).toMatch(/^cv-/);
    await escapeFromOverlay(page);

    // Deleting the form asks first.
    await saved.getByRole('button', { name: t('jobForms.deleteForm') }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('jobForms.keep') })
      .click();
    await expect(fieldCards(page)).toHaveCount(3);
  });
}

test('forms 1 and 2 open at their ids with their own titles and their own applicants; an unknown id is not found', async ({
  page,
  request,
}) => {
  const t = await translationsOf(request, 'en');
  const headers = await staffHeaders(request);
  const applicants = (await (await request.get('/api/JobFormApplicants', { headers })).json()) as {
    jobFormId: number;
    fullName: string;
  }[];
  const seen: string[] = [];
  for (const id of [1, 2]) {
    await page.goto(`/dashboard/JobApplicationForGenerator/${id}`);
    const screen = page.locator('.screen[data-route="jobApplicationForGeneratorEdit"]');
    const subtitle = screen.locator('.job-form-subtitle');
    await expect(subtitle).toContainText(filled(t, 'jobForms.editTitle', { id: String(id) }));
    seen.push((await subtitle.textContent()) ?? '');
    const own = applicants.filter((a) => a.jobFormId === id);
    await expect(
      screen.getByRole('heading', { name: filled(t, 'jobForms.applicants', { n: String(own.length) }) }),
    ).toBeVisible();
    const rows = screen.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(own.length);
    const names = await rows.locator('td:first-child').allTextContents();
    expect(names.sort()).toEqual(own.map((a) => a.fullName).sort());
  }
  expect(seen[0]).not.toBe(seen[1]);

  await page.goto('/dashboard/JobApplicationForGenerator/99999');
  await expect(page.getByText(t('jobForms.notFound'))).toBeVisible();
});

test("an applicant's name in the job applicants list opens them on their form, with their answers; closed, the address forgets them", async ({
  page,
  request,
}) => {
  const t = await translationsOf(request, 'en');
  const headers = await staffHeaders(request);
  const applicants = (await (await request.get('/api/JobFormApplicants', { headers })).json()) as {
    id: number;
    jobFormId: number;
    fullName: string;
  }[];
  await page.goto('/dashboard/job-applicants');
  const firstRow = page.getByRole('table').locator('tbody tr').first();
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  const number = Number((await firstRow.locator('td').first().innerText()).trim());
  const applicant = applicants.find((a) => a.id === number);
  expect(applicant).toBeDefined();
  await firstRow.getByRole('link', { name: applicant?.fullName }).click();

  await expect(page).toHaveURL(
    new RegExp(`/dashboard/JobApplicationForGenerator/${applicant?.jobFormId}\\?applicant=${number}$`),
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(applicant?.fullName ?? '');
  await expect(dialog.locator('dd').first()).toBeVisible();
  await escapeFromOverlay(page);
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/dashboard/JobApplicationForGenerator/${applicant?.jobFormId}$`));
  await page.reload();
  await expect(page.locator('.job-form-subtitle')).toContainText(
    filled(t, 'jobForms.editTitle', { id: String(applicant?.jobFormId) }),
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
