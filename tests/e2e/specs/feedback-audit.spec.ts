import { expect, test, type Page } from '@playwright/test';
import type {
  FeedbackAnswersWire,
  FeedbackAveragesWire,
} from '../../../src/contract/insights/feedback-insights';
import type { AuditExportWire, AuditVerifyWire } from '../../../src/contract/audit/audit-trail';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { settled } from '../support/settled';

/*
 * The feedback averages, their drill-downs, the grouped questions and the audit filters against the
 * real server: every number a user reads is the API's, in English and in Arabic (right to left,
 * Arabic-Indic digits), on a laptop and on a phone, and nothing is wider than the screen.
 */
test.describe.configure({ timeout: 120_000 });

async function api<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'serviceToken')?.value;
  const answer = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** A number as written in the page, in Latin or Arabic-Indic digits (Arabic decimal separator too). */
function readNumber(text: string): number {
  const latin = text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace('٫', '.')
    .replace(/[^\d.]/g, '');
  return Number(latin);
}

const mean = (average: number | null) => (average === null ? null : average.toFixed(2));

async function noWiderThanScreen(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

test.describe('the administrator', () => {
  test.use({ storageState: Accounts.admin.storageState });

  for (const [language, width, height] of [
    ['en', 1366, 900],
    ['ar', 390, 844],
  ] as const) {
    test(`reads the averages per doctor and drills into the answers behind one (${language}, ${width})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/dashboard/feedbacks');
      const table = page.getByTestId('feedback-averages');
      await expect(table).toBeVisible({ timeout: 30_000 });
      if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

      await page.getByTestId('feedback-preset-365').click();
      const from = await page.getByTestId('feedback-from').inputValue();
      const to = await page.getByTestId('feedback-to').inputValue();
      await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
      const averages = await api<FeedbackAveragesWire>(
        page,
        `/Dashboard/FeedbackAverages?by=doctor&from=${from}&to=${to}`,
      );
      expect(averages.subjects.length).toBeGreaterThan(0);
      await expect(table.locator('tbody tr')).toHaveCount(averages.subjects.length);
      await settled(page);
      for (const subject of averages.subjects) {
        const cells = await table.locator(`tbody tr[data-subject="${subject.id}"] td`).allInnerTexts();
        expect(cells.map(readNumber), `doctor ${subject.id}`).toEqual([
          subject.count,
          Number(mean(subject.average)),
        ]);
      }
      await noWiderThanScreen(page);

      // Drill into the first doctor: the averages per question are the server's, and the answers
      // behind a question's average are that many, with that mean.
      const first = averages.subjects[0]!;
      await table.locator(`tbody tr[data-subject="${first.id}"] a`).click();
      await expect(page).toHaveURL(
        new RegExp(`/dashboard/feedbacks/doctor/${first.id}\\?from=${from}&to=${to}`),
      );
      const drill = page.getByTestId('feedback-drill-averages');
      await expect(drill).toBeVisible();
      const overall = await drill.locator('tbody tr[data-question="overall"] td').allInnerTexts();
      expect(overall.slice(0, 2).map(readNumber)).toEqual([first.count, Number(mean(first.average))]);
      for (const question of first.questions) {
        const cells = await drill.locator(`tbody tr[data-question="${question.id}"] td`).allInnerTexts();
        expect(cells.slice(0, 2).map(readNumber), `question ${question.id}`).toEqual([
          question.count,
          question.average === null ? 0 : Number(mean(question.average)),
        ]);
      }
      const answered = first.questions.find((q) => q.count > 0)!;
      await drill
        .locator(`tbody tr[data-question="${answered.id}"]`)
        .getByTestId('feedback-show-answers')
        .click();
      await expect(page).toHaveURL(new RegExp(`question=${answered.id}`));
      const behind = page.getByTestId('feedback-behind').locator('li');
      await expect(behind).toHaveCount(answered.count);
      const answers = await api<FeedbackAnswersWire>(
        page,
        `/Dashboard/FeedbackAnswers/doctor/${first.id}?from=${from}&to=${to}`,
      );
      const ratings = (await page.getByTestId('feedback-rating').allInnerTexts()).map((t) =>
        readNumber(t.split(/\s/)[0] ?? ''),
      );
      const expected = answers.feedbacks.flatMap((f) =>
        f.answers.filter((a) => a.questionId === answered.id).map((a) => a.rating),
      );
      expect(ratings).toEqual(expected);
      expect((ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(2)).toBe(mean(answered.average));
      await noWiderThanScreen(page);

      // A reload keeps the period and the chosen average.
      await page.reload();
      await expect(page.getByTestId('feedback-behind').locator('li')).toHaveCount(answered.count);
    });
  }

  test('groups the questions by doctor and by department and filters them by name', async ({ page }) => {
    await page.goto('/dashboard/feedback-questions');
    const groups = page.getByTestId('feedback-groups');
    await expect(groups).toBeVisible({ timeout: 30_000 });
    const byDoctor = await api<{ id: number; questions: { name: string }[] }[]>(
      page,
      '/FeedbackQuestions/GetDoctorQuestionsGrouped',
    );
    await expect(groups.locator('[data-group]')).toHaveCount(byDoctor.length);
    const word = byDoctor[0]!.questions[0]!.name.split(' ').at(-1)!.replace(/\W/g, '');
    await page.getByTestId('feedback-filter').fill(word.toUpperCase());
    const kept = byDoctor.filter((g) =>
      g.questions.some((q) => q.name.toLowerCase().includes(word.toLowerCase())),
    );
    await expect(groups.locator('[data-group]')).toHaveCount(kept.length);
    await expect(page).toHaveURL(new RegExp(`q=${word.toUpperCase()}`));

    await page.getByTestId('feedback-filter').fill('');
    await page.getByTestId('feedback-by-department').click();
    const byDepartment = await api<unknown[]>(page, '/FeedbackQuestions/GetDepartmentQuestionsGrouped');
    await expect(groups.locator('[data-group]')).toHaveCount(byDepartment.length);
    await expect(page).toHaveURL(/by=department/);
  });

  for (const [language, width, height] of [
    ['en', 1366, 900],
    ['ar', 390, 844],
  ] as const) {
    test(`filters the audit trail, exports exactly the filtered records and checks the chain (${language}, ${width})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/dashboard/audit');
      await expect(page.getByTestId('audit-filter')).toBeVisible({ timeout: 30_000 });
      if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
      await page.getByTestId('audit-filter-actor').fill('ADMIN');
      await page.getByTestId('audit-filter-action').selectOption('Login');
      await page.getByTestId('audit-apply').click();
      await expect(page).toHaveURL(/actor=ADMIN&action=Login/);
      const kept = await api<AuditExportWire>(page, '/Dashboard/AuditExport?actor=ADMIN&action=Login');
      expect(kept.count).toBeGreaterThan(0);
      await expect(page.getByTestId('audit-count')).not.toBeEmpty();
      expect(readNumber(await page.getByTestId('audit-count').innerText())).toBe(kept.count);

      const download = page.waitForEvent('download');
      await page.getByTestId('audit-export').click();
      const csv = await (await download).createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      });
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines.length - 1).toBe(kept.count);
      expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(kept.records.map((r) => r.id));

      await page.getByTestId('audit-verify').click();
      const chain = await api<AuditVerifyWire>(page, '/Dashboard/AuditVerify');
      expect(chain.broken).toBeNull();
      await expect(page.getByTestId('audit-chain')).toBeVisible();
      await noWiderThanScreen(page);

      // The filter survives a reload: the address holds it.
      await page.reload();
      await expect(page.getByTestId('audit-filter-actor')).toHaveValue('ADMIN');
    });
  }
});
