import { expect, test, type Locator, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { RecordDrawer } from '../pages/record-drawer';
import { Accounts } from '../support/accounts';

/**
 * A list that was read-only until migration 310, written through the screen as staff do: an
 * event category created, renamed and deleted in English and in Arabic, each step seen on the
 * patient site's events page, where the categories are the filters; and the removal's question
 * of a building department naming the feedback that would go with it.
 */

const CATEGORIES = '/dashboard/category-events';
const DEPARTMENTS = '/dashboard/buildingDepartment';

/** The words of the screens, as each language shows them. */
const WORDS = {
  en: {
    new: 'New',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    close: 'Close',
    filters: 'Event categories',
    goesWith: ['Deleting it also deletes what belongs to it:', 'feedback answers', 'feedback questions'],
  },
  ar: {
    new: 'جديد',
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    cancel: 'إلغاء',
    close: 'إغلاق',
    filters: 'فئات الفعاليات',
    goesWith: ['سيؤدي حذفه أيضًا إلى حذف ما يتبعه:', 'إجابات التقييم', 'أسئلة التقييم'],
  },
} as const;

type Language = keyof typeof WORDS;

/** The filter buttons of the site's events page, in the page's language. */
async function siteFilters(page: Page, language: Language): Promise<Locator> {
  const words = WORDS[language];
  await page.goto('/site/events');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const filters = page.getByRole('group', { name: words.filters });
  await expect(filters.getByRole('button').first()).toBeVisible();
  return filters;
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`an administrator in ${language}`, () => {
    test.use({ storageState: Accounts.admin.storageState });

    test.beforeEach(async ({ context, baseURL }) => {
      if (language === 'ar') await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }]);
    });

    test('creates, renames and deletes an event category, and the site’s event filters follow', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const words = WORDS[language];
      const stamp = String(Date.now()).slice(-7);
      const names = { en: `Walkathon ${stamp}`, ku: `ڕێپێوان ${stamp}`, ar: `مسيرة ${stamp}` };
      const shown = (n: typeof names): string => (language === 'en' ? n.en : n.ar);

      const list = new ListPage(page);
      await list.goto(CATEGORIES);
      await list.loaded();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await list.panel.getByRole('button', { name: words.new, exact: true }).click();
      const drawer = new RecordDrawer(page, 'dashboardEventCategories');
      await drawer.field('nameEn').fill(names.en);
      await drawer.field('nameKu').fill(names.ku);
      await drawer.field('nameAr').fill(names.ar);
      await expect(drawer.field('nameAr')).toHaveAttribute('dir', 'rtl');
      await drawer.field('sortOrder').fill('90');
      await drawer.button(words.save).click();
      await expect(drawer.button(words.edit)).toBeVisible();
      await drawer.button(words.close).click();
      await list.search.fill(shown(names));
      await expect(list.rows).toHaveCount(1);

      let filters = await siteFilters(page, language);
      await expect(filters.getByRole('button', { name: shown(names), exact: true })).toBeVisible();

      const renamed = { en: `Fun run ${stamp}`, ku: names.ku, ar: `سباق ${stamp}` };
      await list.goto(`${CATEGORIES}?q=${encodeURIComponent(shown(names))}`);
      await expect(list.rows).toHaveCount(1);
      await list.rows.first().click();
      await drawer.button(words.edit).click();
      await drawer.field(language === 'en' ? 'nameEn' : 'nameAr').fill(shown(renamed));
      await drawer.button(words.save).click();
      await expect(drawer.button(words.edit)).toBeVisible();
      await expect(drawer.root).toContainText(shown(renamed));
      await drawer.button(words.close).click();
      await list.search.fill(shown(renamed));
      await expect(list.rows).toHaveCount(1);
      await expect(list.rows.first()).toContainText(shown(renamed));

      filters = await siteFilters(page, language);
      await expect(filters.getByRole('button', { name: shown(renamed), exact: true })).toBeVisible();
      await expect(filters.getByRole('button', { name: shown(names), exact: true })).toHaveCount(0);

      await list.goto(`${CATEGORIES}?q=${encodeURIComponent(shown(renamed))}`);
      await expect(list.rows).toHaveCount(1);
      await list.rows.first().click();
      await drawer.button(words.delete).click();
      const question = page.getByRole('alertdialog');
      await expect(question.getByTestId('record-also-removes')).toHaveCount(0);
      await question.getByRole('button', { name: words.delete, exact: true }).click();
      await expect(drawer.root).toBeHidden();
      await expect(list.rows).toHaveCount(0);

      filters = await siteFilters(page, language);
      await expect(filters.getByRole('button', { name: shown(renamed), exact: true })).toHaveCount(0);
    });

    test('is told, before deleting a building department, that its feedback goes with it', async ({
      page,
    }) => {
      const words = WORDS[language];
      const list = new ListPage(page);
      await list.goto(DEPARTMENTS);
      await list.loaded();
      await list.rows.first().click();
      const drawer = new RecordDrawer(page, 'buildingDepartments');
      await drawer.button(words.delete).click();
      const goesWith = page.getByRole('alertdialog').getByTestId('record-also-removes');
      for (const part of words.goesWith) await expect(goesWith).toContainText(part);
      await page.getByRole('alertdialog').getByRole('button', { name: words.cancel, exact: true }).click();
      await expect(drawer.button(words.edit)).toBeVisible();
      await expect(list.rows.first()).toBeVisible();
    });
  });
}
