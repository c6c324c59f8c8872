import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ListPage } from '../pages/list-page';
import { Accounts } from '../support/accounts';
import { screenshot } from '../support/screenshot';

const NEWS = '/dashboard/news';
const STORED_THUMBNAIL = /^\/api\/Media\/images\/[0-9a-f]{32}\.thumb\.png$/;

/** A picture as a staff member's computer holds one: a PNG larger than the thumbnail. */
const picture = (): Promise<Buffer> =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A file that only claims to be a picture. */
const FAKE = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('minutes of the ward meeting') };

class NewsDrawer {
  readonly root: Locator;
  readonly preview: Locator;
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.record-drawer');
    this.preview = this.root.locator('.record-image-preview img');
    this.refusal = this.root.locator('.record-image-controls [role="alert"]');
  }

  field(name: string): Locator {
    return this.root.locator(`#record-dashboardNews-${name}`);
  }

  /** The form's own buttons (the drawer's header has a Close button of its own). */
  button(name: string): Locator {
    return this.root.locator('form').getByRole('button', { name, exact: true });
  }

  /** Fills a new item's required fields. */
  async fillTitles(title: string): Promise<void> {
    await this.field('titleEn').fill(title);
    await this.field('titleKu').fill('وێنەی بەش');
    await this.field('titleAr').fill('صورة القسم');
    await expect(this.field('newsCategoryId').locator('option')).not.toHaveCount(1);
    await this.field('newsCategoryId').selectOption({ index: 1 });
  }
}

/** The picture's drawn width once it has loaded (0 while it has not, or when it is broken). */
const drawnWidth = (image: Locator): Promise<number> =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test.describe('an administrator', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('uploads a picture for a news item, sees it in the list and on the site, after a refused file', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const title = `Ward photo ${String(Date.now())}`;
    const list = new ListPage(page);
    await list.goto(NEWS);
    await list.loaded();
    await list.panel.getByRole('button', { name: 'New', exact: true }).click();
    const drawer = new NewsDrawer(page);
    await drawer.fillTitles(title);

    // A text renamed .png is refused by its bytes; nothing typed is lost.
    await drawer.field('imageUrl').setInputFiles(FAKE);
    await expect(drawer.refusal).toHaveText('“notes.png” is not a JPEG, PNG or WebP picture.');
    await expect(drawer.field('titleEn')).toHaveValue(title);
    await expect(drawer.field('titleAr')).toHaveValue('صورة القسم');
    await expect(drawer.preview).toHaveCount(0);

    await drawer.field('imageUrl').setInputFiles({
      name: 'ward.png',
      mimeType: 'image/png',
      buffer: await picture(),
    });
    await expect(drawer.preview).toHaveAttribute('src', STORED_THUMBNAIL);
    await expect.poll(() => drawnWidth(drawer.preview)).toBe(250);
    await expect(drawer.refusal).toHaveCount(0);
    await expect(drawer.root.getByRole('button', { name: 'Replace: Image' })).toBeVisible();
    await screenshot(page, 'record-media-form-en-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await drawer.root.locator('.record-image').scrollIntoViewIfNeeded();
    await screenshot(page, 'record-media-form-en-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    await drawer.button('Save').click();
    await expect(drawer.button('Edit')).toBeVisible();
    await drawer.button('Close').click();

    // The list shows the picture as a thumbnail in its row.
    await list.search.fill(title);
    await expect(list.rows).toHaveCount(1);
    const thumbnail = list.rows.first().locator('img.cell-thumbnail');
    await expect(thumbnail).toHaveAttribute('src', STORED_THUMBNAIL);
    await expect.poll(() => drawnWidth(thumbnail)).toBe(250);
    await screenshot(page, 'record-media-list-en-1366');

    // The public news carry the picture's address, and the site draws it.
    const news = (await (await request.get('/api/News')).json()) as { titleEn: string; imageUrl: string }[];
    const published = news.find((item) => item.titleEn === title);
    expect(published?.imageUrl).toMatch(/^\/api\/Media\/images\/[0-9a-f]{32}\.png$/);
    const served = await request.get(published?.imageUrl ?? '');
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');

    await page.goto('/site/news');
    const onSite = page.locator(`img[src="${published?.imageUrl ?? ''}"]`);
    await onSite.scrollIntoViewIfNeeded();
    // The site offers the upload and its 250 px thumbnail (`srcset`); the browser draws the one
    // that fits the card (about 250 px wide at this size, so either), and draws it.
    const drawnFrom = (image: Locator): Promise<string> =>
      image.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : '',
      );
    const upload = published?.imageUrl ?? '';
    await expect
      .poll(() => drawnFrom(onSite), { timeout: 20_000 })
      .toMatch(new RegExp(`^${upload.replace(/\.png$/, '')}(\\.thumb)?\\.png$`));
  });
});

test.describe('in Arabic', () => {
  test.use({ storageState: Accounts.admin.storageState });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`a refused file is explained in Arabic and the picture replaces it (${String(viewport.width)} px)`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }]);
      const list = new ListPage(page);
      await list.goto(NEWS);
      await list.loaded();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await list.panel.getByRole('button', { name: 'جديد', exact: true }).click();
      const drawer = new NewsDrawer(page);
      await drawer.fillTitles(`صورة ${String(Date.now())}`);
      await drawer.field('imageUrl').setInputFiles(FAKE);
      await expect(drawer.refusal).toHaveText('«notes.png» ليس صورة بصيغة JPEG أو PNG أو WebP.');
      await drawer.root.locator('.record-image').scrollIntoViewIfNeeded();
      await screenshot(page, `record-media-refused-ar-${String(viewport.width)}`);
      await drawer
        .field('imageUrl')
        .setInputFiles({ name: 'ward.png', mimeType: 'image/png', buffer: await picture() });
      await expect(drawer.preview).toHaveAttribute('src', STORED_THUMBNAIL);
      await expect(drawer.root.getByRole('button', { name: 'استبدال: الصورة' })).toBeVisible();
      await expect.poll(() => drawnWidth(drawer.preview)).toBe(250);
      await screenshot(page, `record-media-form-ar-${String(viewport.width)}`);
    });
  }
});

test.describe('videos', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test("play from their thumbnails: on the videos list the picture opens the video, on the center's page it is the player's picture", async ({
    page,
  }) => {
    const videos = (await (await page.request.get('/api/CenterControllerWeb/GetCentersVideoWeb')).json()) as {
      videoUrl: string | null;
      thumbnailUrl: string | null;
      centerId: number | null;
      titleEn: string;
    }[];
    const video = videos.find((v) => v.videoUrl !== null && v.thumbnailUrl !== null && v.centerId !== null);
    expect(video).toBeDefined();

    await page.goto('/dashboard/Videos?q=' + encodeURIComponent(video?.titleEn ?? ''));
    const row = page
      .getByRole('table')
      .locator('tbody tr')
      .filter({ hasText: video?.titleEn ?? '' })
      .first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    const thumbnail = row.locator('img.cell-thumbnail');
    await expect(thumbnail).toHaveAttribute('src', video?.thumbnailUrl ?? '');
    await expect(row.locator('a:has(img.cell-thumbnail)')).toHaveAttribute('href', video?.videoUrl ?? '');

    await page.goto(`/site/centers/${video?.centerId}`);
    const player = page.locator(`video.site-video[src="${video?.videoUrl}"]`);
    await expect(player).toHaveAttribute('poster', video?.thumbnailUrl ?? '');
  });
});
