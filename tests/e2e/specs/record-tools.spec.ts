import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { RecordDrawer } from '../pages/record-drawer';
import { Accounts } from '../support/accounts';
import { staffToken } from '../support/api-sessions';

/**
 * The record editor's tools as staff use them: a doctor's tags put in order, a doctor tag's
 * colour chosen with the keyboard (in English and in Arabic, right to left), markdown written
 * with its preview and read on the patient site, and a CSV of lab tests imported.
 */

const unique = (): string => String(Date.now()).slice(-7);

type Row = Record<string, unknown>;

async function staffGet(request: APIRequestContext, path: string): Promise<Row[]> {
  const token = await staffToken(request);
  const answer = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Row[];
}

async function newTag(request: APIRequestContext, nameEn: string): Promise<number> {
  const token = await staffToken(request);
  const answer = await request.post('/api/Records/doctorTags', {
    headers: { authorization: `Bearer ${token}` },
    data: { nameEn, nameKu: `${nameEn} ku`, nameAr: `${nameEn} ar`, color: '#0066cc' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

/** Opens the list searched for `text` and its one row. */
async function openRow(page: Page, path: string, list: string, text: string): Promise<RecordDrawer> {
  const screen = new ListPage(page);
  await screen.goto(`${path}?q=${encodeURIComponent(text)}`);
  await expect(screen.rows).toHaveCount(1, { timeout: 30_000 });
  await screen.rows.first().click();
  const drawer = new RecordDrawer(page, list);
  await expect(drawer.button('Edit')).toBeVisible();
  return drawer;
}

test.describe('an administrator', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('gives a doctor two tags, puts them in order, and finds them so after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = unique();
    const first = `Walk-in ${stamp}`;
    const second = `Evening ${stamp}`;
    await newTag(request, first);
    await newTag(request, second);
    const doctor = (await staffGet(request, '/Doctor/getDoctors'))[1] ?? {};
    const name = String(doctor.nameEn);

    const drawer = await openRow(page, '/dashboard/doctors', 'doctors', name);
    await drawer.button('Edit').click();
    const add = drawer.field('tagIds-add');
    await add.selectOption({ label: first });
    await add.selectOption({ label: second });
    const chips = drawer.root.getByRole('list', { name: 'Chosen Tags' }).getByRole('listitem');
    const ours = chips.filter({ hasText: stamp });
    await expect(ours).toHaveText([new RegExp(first), new RegExp(second)]);

    // The second is moved before the first with the keyboard; the focus stays on it.
    const earlier = drawer.root.getByRole('button', { name: `Move ${second} earlier` });
    await earlier.focus();
    await page.keyboard.press('Enter');
    await expect(ours).toHaveText([new RegExp(second), new RegExp(first)]);
    await expect(
      drawer.root.getByRole('status').filter({ hasText: `${second} is now number` }),
    ).toBeAttached();
    await drawer.button('Save').click();
    await expect(drawer.button('Edit')).toBeVisible();

    await page.reload();
    const again = await openRow(page, '/dashboard/doctors', 'doctors', name);
    const shown = again.root.getByText(new RegExp(`(${first}|${second})`));
    await expect(shown.first()).toBeVisible();
    await again.button('Edit').click();
    await expect(
      again.root.getByRole('list', { name: 'Chosen Tags' }).getByRole('listitem').filter({ hasText: stamp }),
    ).toHaveText([new RegExp(second), new RegExp(first)]);
  });

  test('creates a doctor tag and chooses its colour with the arrow keys', async ({ page, request }) => {
    const name = `Keyboard tag ${unique()}`;
    const list = new ListPage(page);
    await list.goto('/dashboard/doctortags');
    await list.loaded();
    await list.panel.getByRole('button', { name: 'New', exact: true }).click();
    const drawer = new RecordDrawer(page, 'doctorTags');
    await drawer.field('nameEn').fill(name);
    await drawer.field('nameKu').fill('تاگ');
    await drawer.field('nameAr').fill('وسم');

    const colours = drawer.root.getByRole('radiogroup', { name: 'Colour' });
    await colours.getByRole('radio', { name: 'No colour' }).focus();
    // Right: the first colour (black); down: the one under it (red); right: the next (palest red).
    await page.keyboard.press('ArrowRight');
    await expect(colours.getByRole('radio', { name: 'black', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(colours.getByRole('radio', { name: 'red', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    const chosen = colours.locator('[aria-checked="true"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toBeFocused();
    const chosenName = (await chosen.getAttribute('aria-label')) ?? '';
    expect(chosenName).toMatch(/red/i);
    await expect(drawer.root.getByText(`Chosen: ${chosenName}`)).toBeVisible();
    await drawer.button('Save').click();
    await expect(drawer.button('Edit')).toBeVisible();

    const saved = (await staffGet(request, '/DoctorTagName/GetDoctorsTag')).find((t) => t.nameEn === name);
    expect(saved?.color).toBe('#facccc');
  });

  test('writes a news item in markdown, reads the preview, and the site shows it safely', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `Markdown day ${unique()}`;
    const list = new ListPage(page);
    await list.goto('/dashboard/news');
    await list.loaded();
    await list.panel.getByRole('button', { name: 'New', exact: true }).click();
    const drawer = new RecordDrawer(page, 'dashboardNews');
    await drawer.field('titleEn').fill(title);
    await drawer.field('titleKu').fill('ڕۆژی مارکداون');
    await drawer.field('titleAr').fill('يوم ماركداون');
    await drawer.field('newsCategoryId').selectOption({ index: 1 });
    const body = [
      '## Flu clinic',
      '',
      'Open **every** Monday. See [the guide](https://example.org/guide).',
      '',
      '<script>window.__ran = true</script> <b>raw</b>',
    ].join('\n');
    await drawer.field('bodyEn').fill(body);

    const preview = drawer.root.getByTestId('record-dashboardNews-bodyEn-preview');
    await expect(preview.getByRole('heading', { name: 'Flu clinic' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('every');
    await expect(preview).toContainText('<script>window.__ran = true</script> <b>raw</b>');
    await expect(preview.locator('script, b')).toHaveCount(0);
    await expect(preview.getByRole('link', { name: 'the guide' })).toHaveAttribute('rel', /noopener/);
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();

    const published = drawer.field('isPublished');
    if (!(await published.isChecked())) await published.check();
    await drawer.button('Save').click();
    await expect(drawer.button('Edit')).toBeVisible();

    const news = (await (await request.get('/api/News')).json()) as Row[];
    const item = news.find((n) => n.titleEn === title);
    expect(item).toBeDefined();
    await page.goto(`/site/news/${String(item?.id)}`);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByRole('heading', { name: 'Flu clinic' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('every');
    await expect(article).toContainText('<script>window.__ran = true</script> <b>raw</b>');
    await expect(article.locator('script, b')).toHaveCount(0);
    const link = article.getByRole('link', { name: 'the guide' });
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Flu clinic Open every Monday\. See the guide\./,
    );
  });

  test('writes a pinned announcement in markdown and finds it in the list', async ({ page }) => {
    const title = `Lift notice ${unique()}`;
    const list = new ListPage(page);
    await list.goto('/dashboard/announcement');
    await list.loaded();
    await list.panel.getByRole('button', { name: 'New', exact: true }).click();
    const drawer = new RecordDrawer(page, 'announcements');
    await drawer.field('titleEn').fill(title);
    await drawer.field('titleKu').fill('ئاگاداری');
    await drawer.field('titleAr').fill('تنبيه');
    await drawer
      .field('bodyEn')
      .fill('**Use the stairs** by gate 2.\n\n<iframe src="https://example.org"></iframe>');
    const preview = drawer.root.getByTestId('record-announcements-bodyEn-preview');
    await expect(preview.locator('strong')).toHaveText('Use the stairs');
    await expect(preview).toContainText('<iframe src="https://example.org"></iframe>');
    await expect(preview.locator('iframe')).toHaveCount(0);
    await drawer.root.getByLabel('Announcement category').selectOption({ index: 1 });
    await drawer.root.getByLabel('Pinned').check();
    await drawer.button('Save').click();
    await expect(drawer.button('Edit')).toBeVisible();
    await drawer.button('Close').click();
    await list.search.fill(title);
    await expect(list.rows).toHaveCount(1);
  });

  test('imports a CSV of lab tests with one bad row: the preview names it, the good rows are imported', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = unique();
    const departments = await staffGet(request, '/LabDepartment/GetLabDepartmentNameProfiles');
    const department = String(departments[0]?.id);
    const csv = [
      'appearanceName,code,labDepartmentId,price,turnaroundHours,isAvailable',
      `Ferritin ${stamp},FER-${stamp},${department},15000,24,yes`,
      `Broken ${stamp},BAD-${stamp},${department},-3,24,yes`,
      `Vitamin D ${stamp},VITD-${stamp},${department},20000,48,no`,
    ].join('\n');

    const list = new ListPage(page);
    await list.goto('/dashboard/TestProfile');
    await list.loaded();
    await list.panel.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from a CSV file' });
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'lab-tests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(dialog.getByRole('status').filter({ hasText: '2 of 3 rows can be imported' })).toBeVisible();
    await expect(dialog.getByTestId('import-row-3')).toContainText(`Broken ${stamp}`);
    await expect(dialog.getByTestId('import-row-3')).toContainText('Price: The number is too small.');
    await expect(dialog.getByTestId('import-row-2')).toContainText('Ready to import');

    await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await expect(dialog.getByText('2 imported, 0 imported before, 1 left out with problems.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await list.search.fill(stamp);
    await expect(list.rows).toHaveCount(2);
    await expect(list.panel.locator('tbody')).toContainText(`Ferritin ${stamp}`);
    await expect(list.panel.locator('tbody')).toContainText(`Vitamin D ${stamp}`);
    await expect(list.panel.locator('tbody')).not.toContainText(`Broken ${stamp}`);
  });
});

test.describe('in Arabic', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('the arrow keys follow the reading direction in the colour control', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }]);
    const list = new ListPage(page);
    await list.goto('/dashboard/doctortags');
    await list.loaded();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await list.panel.getByRole('button', { name: 'جديد', exact: true }).click();
    const drawer = new RecordDrawer(page, 'doctorTags');
    const colours = drawer.root.getByRole('radiogroup', { name: 'اللون' });
    await colours.getByRole('radio', { name: 'بلا لون' }).focus();
    // Left is forward in Arabic: the first colour, then, under it, red; then the next one along.
    await page.keyboard.press('ArrowLeft');
    await expect(colours.getByRole('radio', { name: 'أسود' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const red = colours.getByRole('radio', { name: 'أحمر', exact: true });
    await expect(red).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(red).toHaveAttribute('aria-checked', 'false');
    const next = colours.locator('[aria-checked="true"]');
    await expect(next).toBeFocused();
    // The next colour is drawn to the left of red, as Arabic reads.
    const redBox = await red.boundingBox();
    const nextBox = await next.boundingBox();
    expect(nextBox?.x ?? 0).toBeLessThan(redBox?.x ?? 0);
    await page.keyboard.press('ArrowRight');
    await expect(red).toBeFocused();
    await expect(red).toHaveAttribute('aria-checked', 'true');
  });
});
