import { expect, test } from '@playwright/test';
import { RecordDrawer } from '../pages/record-drawer';
import { Accounts } from '../support/accounts';

/**
 * The records written since migration 350, through the screens as staff use them, in English
 * and in Arabic: a feedback question added to a doctor's group, refused while it names both a
 * doctor and a department, renamed and deleted on the grouped questions screen; and the logo
 * record of app preferences changed from its Edit button, the browser tab's title following.
 */

const QUESTIONS = '/dashboard/feedback-questions';
const APPLICATION = '/dashboard/application';

/** The words of the screens, as each language shows them. */
const WORDS = {
  en: {
    newQuestion: 'New question',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    close: 'Close',
    chooseOne: 'Choose a doctor or a department, one of the two.',
    editNamed: (name: string) => `Edit “${name}”`,
    deleteNamed: (name: string) => `Delete “${name}”`,
  },
  ar: {
    newQuestion: 'سؤال جديد',
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    close: 'إغلاق',
    chooseOne: 'اختر طبيبًا أو قسمًا، واحدًا من الاثنين.',
    editNamed: (name: string) => `تعديل «${name}»`,
    deleteNamed: (name: string) => `حذف «${name}»`,
  },
} as const;

// The logo record is one row: its tests change it one after the other.
test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'ar'] as const) {
  test.describe(`an administrator in ${language}`, () => {
    test.use({ storageState: Accounts.admin.storageState });

    test.beforeEach(async ({ context, baseURL }) => {
      if (language === 'ar') await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }]);
    });

    test('adds a feedback question to a doctor, renames it and deletes it', async ({ page }) => {
      test.setTimeout(150_000);
      const words = WORDS[language];
      const stamp = String(Date.now()).slice(-7);
      const question = `Was the waiting room calm ${stamp}?`;
      const renamed = `Was the waiting room quiet ${stamp}?`;

      await page.goto(QUESTIONS);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('feedback-question-count')).toBeVisible();
      await page.getByRole('button', { name: words.newQuestion, exact: true }).click();
      const drawer = new RecordDrawer(page, 'feedbackQuestions');
      await drawer.field('nameEn').fill(question);
      await drawer.field('nameKu').fill(`ئایا ژووری چاوەڕوانی ئارام بوو ${stamp}؟`);
      await drawer.field('nameAr').fill(`هل كانت غرفة الانتظار هادئة ${stamp}؟`);
      const doctor = drawer.field('doctorId');
      await expect(doctor.locator('option').nth(1)).toBeAttached();
      const doctorId = (await doctor.locator('option').nth(1).getAttribute('value')) ?? '';
      await doctor.selectOption({ index: 1 });
      const department = drawer.field('buildingDepartmentId');
      await expect(department.locator('option').nth(1)).toBeAttached();
      await department.selectOption({ index: 1 });
      await drawer.field('sortOrder').fill('0');

      // About a doctor and a department at once: refused on the doctor's field, in the page's language.
      await drawer.button(words.save).click();
      await expect(drawer.root.locator('#record-feedbackQuestions-doctorId-problem')).toHaveText(
        words.chooseOne,
      );
      await department.selectOption({ index: 0 });
      await drawer.button(words.save).click();
      await expect(drawer.button(words.edit)).toBeVisible();
      await drawer.button(words.close).click();

      await page.getByTestId('feedback-filter').fill(stamp);
      const groups = page.getByTestId('feedback-groups');
      await expect(groups.locator('li')).toHaveCount(1);
      // In the group of the doctor chosen.
      await expect(groups.locator(`[data-group="${doctorId}"]`)).toContainText(question);

      await groups.getByRole('button', { name: words.editNamed(question), exact: true }).click();
      await drawer.field('nameEn').fill(renamed);
      await drawer.button(words.save).click();
      await expect(drawer.button(words.edit)).toBeVisible();
      await drawer.button(words.close).click();
      await expect(groups.locator('li')).toHaveText([renamed]);

      await groups.getByRole('button', { name: words.deleteNamed(renamed), exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.delete, exact: true }).click();
      await expect(page.getByText(renamed)).toHaveCount(0);
    });

    test('changes the logo record’s name, and the browser tab’s title follows', async ({ page }) => {
      test.setTimeout(150_000);
      const words = WORDS[language];
      const stamp = String(Date.now()).slice(-7);
      // The tab is named in the page's language: the English name in en, the Arabic one in ar.
      const field = language === 'en' ? 'nameEn' : 'nameAr';
      const name = language === 'en' ? `Harem Care ${stamp}` : `رعاية حرم ${stamp}`;

      await page.goto(APPLICATION);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const panel = page.locator('.list-panel').first();
      // A single record: changed from its Edit button, never created a second time or deleted.
      await expect(panel.getByRole('button', { name: words.edit, exact: true })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
      const before = await page.title();
      expect(before).not.toBe(name);

      await panel.getByRole('button', { name: words.edit, exact: true }).click();
      const drawer = new RecordDrawer(page, 'appPreferences');
      const original = await drawer.field(field).inputValue();
      await drawer.field(field).fill(name);
      await drawer.button(words.save).click();
      await expect(drawer.button(words.edit)).toBeVisible();
      await expect(drawer.button(words.delete)).toHaveCount(0);
      // Its picture shows as a picture, not as its address.
      await expect(drawer.root.locator('.record-details img')).toHaveCount(1);
      await expect(drawer.root.locator('.record-details')).not.toContainText('data:image');
      await expect(page).toHaveTitle(name);
      await drawer.button(words.close).click();
      await expect(panel).toContainText(name);

      // A new page reads the name from the server.
      await page.reload();
      await expect(page).toHaveTitle(name);

      // Put back as it was, for the other tests of the suite.
      await panel.getByRole('button', { name: words.edit, exact: true }).click();
      await drawer.field(field).fill(original);
      await drawer.button(words.save).click();
      await expect(page).toHaveTitle(original);
    });
  });
}
