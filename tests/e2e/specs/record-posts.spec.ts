import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ListPage } from '../pages/list-page';
import { RecordDrawer } from '../pages/record-drawer';
import { Accounts } from '../support/accounts';

/**
 * The last managed records, through the screens as staff use them, in English and in Arabic: a
 * news-feed post written with a picture, refused while a language is left empty, changed and
 * deleted on its list; and a center's contact details added, changed and deleted from the center's
 * drawer, each step on the public contact read the site takes them from.
 */

const POSTS = '/dashboard/news-feed-posts';
const CENTERS = '/dashboard/Centers';
const STORED_THUMBNAIL = /^\/api\/Media\/images\/[0-9a-f]{32}\.thumb\.png$/;

/** The words of the screens, as each language shows them. */
const WORDS = {
  en: {
    new: 'New',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    close: 'Close',
    required: 'This field is required.',
    contactTitle: "Centers' contact details",
    addContact: 'Add contact details',
    openContact: 'Open contact details',
    noContact: 'This center has no contact details yet.',
  },
  ar: {
    new: 'جديد',
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    close: 'إغلاق',
    required: 'هذا الحقل مطلوب.',
    contactTitle: 'بيانات الاتصال بالمراكز',
    addContact: 'إضافة بيانات الاتصال',
    openContact: 'فتح بيانات الاتصال',
    noContact: 'لا توجد بيانات اتصال لهذا المركز بعد.',
  },
} as const;

/** A picture as a staff member's computer holds one. */
const picture = (): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .png()
    .toBuffer();

/** The phone numbers of the centers' contact details, as the public contact read sends them. */
async function centerPhones(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/ContactUs/GetContactUsData');
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { centers: { phoneNumber: string }[] };
  return body.centers.map((row) => row.phoneNumber);
}

// The contact tests change the first center's details one after the other.
test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'ar'] as const) {
  test.describe(`an administrator in ${language}`, () => {
    test.use({ storageState: Accounts.admin.storageState });

    test.beforeEach(async ({ context, baseURL }) => {
      if (language === 'ar') await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }]);
    });

    test('writes a news-feed post with a picture, changes it and deletes it', async ({ page }) => {
      test.setTimeout(150_000);
      const words = WORDS[language];
      const stamp = String(Date.now()).slice(-7);
      const text = {
        en: `Heart clinic opens ${stamp}`,
        ku: `کلینیکی دڵ ${stamp}`,
        ar: `عيادة القلب ${stamp}`,
      };
      const shown = (t: typeof text): string => (language === 'en' ? t.en : t.ar);

      const list = new ListPage(page);
      await list.goto(POSTS);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await list.panel.getByRole('button', { name: words.new, exact: true }).click();
      const drawer = new RecordDrawer(page, 'newsFeedPosts');
      await drawer.field('bodyEn').fill(text.en);
      await drawer.field('bodyAr').fill(text.ar);
      await expect(drawer.field('bodyAr')).toHaveAttribute('dir', 'rtl');
      const category = drawer.field('newsFeedPostCategoryId');
      await expect(category.locator('option').nth(1)).toBeAttached();
      await category.selectOption({ index: 1 });
      const doctor = drawer.field('doctorId');
      await expect(doctor.locator('option').nth(1)).toBeAttached();
      await doctor.selectOption({ index: 1 });
      const doctorName = (await doctor.locator('option').nth(1).textContent()) ?? '';

      // The Kurdish text left empty: refused on its field, in the page's language, nothing lost.
      await drawer.button(words.save).click();
      await expect(drawer.root.locator('#record-newsFeedPosts-bodyKu-problem')).toHaveText(words.required);
      await expect(drawer.field('bodyEn')).toHaveValue(text.en);

      await drawer.field('bodyKu').fill(text.ku);
      await drawer
        .field('imageUrl')
        .setInputFiles({ name: 'clinic.png', mimeType: 'image/png', buffer: await picture() });
      await expect(drawer.root.locator('.record-image-preview img')).toHaveAttribute('src', STORED_THUMBNAIL);
      await drawer.button(words.save).click();
      await expect(drawer.button(words.edit)).toBeVisible();
      await drawer.button(words.close).click();

      // In the list: the text in the page's language, the doctor by name, the picture as a thumbnail.
      await list.search.fill(shown(text));
      await expect(list.rows).toHaveCount(1);
      await expect(list.rows.first()).toContainText(doctorName);
      await expect(list.rows.first().locator('img.cell-thumbnail')).toHaveAttribute('src', STORED_THUMBNAIL);

      const changed = { ...text, en: `Heart clinic moved ${stamp}`, ar: `عيادة القلب انتقلت ${stamp}` };
      await list.rows.first().click();
      await drawer.button(words.edit).click();
      await drawer.field(language === 'en' ? 'bodyEn' : 'bodyAr').fill(shown(changed));
      await drawer.button(words.save).click();
      await expect(drawer.button(words.edit)).toBeVisible();
      await expect(drawer.root).toContainText(shown(changed));
      await drawer.button(words.close).click();
      await list.search.fill(shown(changed));
      await expect(list.rows).toHaveCount(1);

      await list.rows.first().click();
      await drawer.button(words.delete).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.delete, exact: true }).click();
      await expect(drawer.root).toBeHidden();
      await expect(list.rows).toHaveCount(0);
    });

    test("adds, changes and deletes a center's contact details from the center", async ({ page }) => {
      test.setTimeout(150_000);
      const words = WORDS[language];
      const stamp = String(Date.now()).slice(-7);
      const phones = { added: `+96475011${stamp}`, changed: `+96475022${stamp}`, again: `+96475033${stamp}` };

      const list = new ListPage(page);
      await list.goto(CENTERS);
      await list.loaded();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await list.rows.first().click();
      const center = page.locator('.record-drawer').filter({ has: page.getByTestId('center-contact') });
      const section = center.getByTestId('center-contact');
      await expect(section).toContainText(words.contactTitle);
      // The contact's own drawer opens over the center's.
      const contact = page.locator('.record-drawer').filter({ hasNot: page.getByTestId('center-contact') });
      const field = (name: string) => contact.locator(`#record-centerContacts-${name}`);
      const button = (name: string) => contact.locator('form').getByRole('button', { name, exact: true });

      const add = async (phone: string): Promise<void> => {
        await section.getByRole('button', { name: words.addContact, exact: true }).click();
        await field('phoneNumber').fill(phone);
        await field('addressEn').fill(`Main road ${stamp}`);
        await field('addressAr').fill(`الطريق الرئيسي ${stamp}`);
        await field('sortOrder').fill('1');
        await button(words.save).click();
        await expect(button(words.edit)).toBeVisible();
        await button(words.close).click();
        await expect(section.getByRole('button', { name: words.openContact, exact: true })).toBeVisible();
      };

      // Give the center details to change if it has none.
      await expect(section.getByRole('button').first()).toBeVisible();
      if ((await section.getByRole('button', { name: words.addContact, exact: true }).count()) > 0) {
        await add(phones.added);
        expect(await centerPhones(page)).toContain(phones.added);
      }

      await section.getByRole('button', { name: words.openContact, exact: true }).click();
      await button(words.edit).click();
      await field('phoneNumber').fill(phones.changed);
      await button(words.save).click();
      await expect(button(words.edit)).toBeVisible();
      await button(words.close).click();
      await expect(section).toContainText(phones.changed);
      expect(await centerPhones(page)).toContain(phones.changed);

      await section.getByRole('button', { name: words.openContact, exact: true }).click();
      await button(words.delete).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.delete, exact: true }).click();
      await expect(section).toContainText(words.noContact);
      expect(await centerPhones(page)).not.toContain(phones.changed);

      // Added again, for the next run: the center's own drawer is still open behind.
      await add(phones.again);
      expect(await centerPhones(page)).toContain(phones.again);
    });
  });
}

test.describe('reception', () => {
  test.use({ storageState: Accounts.reception.storageState });

  test('sees no New button on the posts and is refused by the API with 403', async ({ page, request }) => {
    const list = new ListPage(page);
    await list.goto(POSTS);
    await expect(list.forbidden).toBeVisible();
    await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);

    const login = await request.post('/api/ControlPanelAuth/Login', {
      data: { username: Accounts.reception.username, password: Accounts.reception.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const answer = await request.post('/api/Records/newsFeedPosts', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { bodyEn: 'x', bodyKu: 'x', bodyAr: 'x', newsFeedPostCategoryId: 1 },
    });
    expect(answer.status()).toBe(403);
  });
});
