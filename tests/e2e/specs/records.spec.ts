import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ListPage } from '../pages/list-page';
import { RecordDrawer } from '../pages/record-drawer';
import { Accounts } from '../support/accounts';

const NEWS = '/dashboard/news';

const publicTitles = async (request: APIRequestContext): Promise<string[]> => {
  const answer = await request.get('/api/News');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { titleEn: string }[]).map((n) => n.titleEn);
};

/** Opens the news list searched for `title` and the one row it finds. */
async function openNewsRow(page: Page, title: string): Promise<RecordDrawer> {
  const list = new ListPage(page);
  await list.goto(`${NEWS}?q=${encodeURIComponent(title)}`);
  // A second browser's cold first load shares the machine with the first: give it time.
  await expect(list.rows).toHaveCount(1, { timeout: 30_000 });
  await list.rows.first().click();
  const drawer = new RecordDrawer(page, 'dashboardNews');
  await expect(drawer.button('Edit')).toBeVisible();
  return drawer;
}

test.describe('an administrator', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('creates a news item in three languages, edits it against a newer copy, and deletes it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Open day ${String(Date.now())}`;
    const list = new ListPage(page);
    await list.goto(NEWS);
    await list.loaded();

    await list.panel.getByRole('button', { name: 'New', exact: true }).click();
    const drawer = new RecordDrawer(page, 'dashboardNews');
    await drawer.field('titleEn').fill(title);
    await drawer.field('titleKu').fill('ڕۆژی دەرگا کراوە');
    await drawer.field('titleAr').fill('يوم مفتوح');
    await expect(drawer.field('titleKu')).toHaveAttribute('dir', 'rtl');
    await expect(drawer.field('newsCategoryId').locator('option')).not.toHaveCount(1);
    await drawer.field('newsCategoryId').selectOption({ index: 1 });
    await drawer.button('Save').click();
    await expect(drawer.button('Edit')).toBeVisible();
    await drawer.button('Close').click();

    await list.search.fill(title);
    await expect(list.rows).toHaveCount(1);
    expect(await publicTitles(request)).toContain(title);

    // The first browser starts editing version 1 …
    await list.rows.first().click();
    await drawer.button('Edit').click();
    await drawer.field('titleEn').fill(`${title} (first)`);

    // … while a second browser changes the same item.
    const second = await browser.newContext({ storageState: Accounts.admin.storageState });
    const other = await openNewsRow(await second.newPage(), title);
    await other.button('Edit').click();
    await other.field('titleEn').fill(`${title} (second)`);
    await other.button('Save').click();
    await expect(other.button('Edit')).toBeVisible();
    await second.close();
    // The first browser's list shows the other's change live, and the open draft is kept.
    await expect(list.rows.first()).toContainText(`${title} (second)`);
    await expect(drawer.field('titleEn')).toHaveValue(`${title} (first)`);

    await drawer.button('Save').click();
    const conflict = page.getByTestId('record-conflict');
    await expect(conflict).toBeVisible();
    // The draft survived the refused save.
    await expect(drawer.field('titleEn')).toHaveValue(`${title} (first)`);
    await conflict.getByRole('button', { name: 'Save mine over it' }).click();
    await expect(drawer.button('Edit')).toBeVisible();
    expect(await publicTitles(request)).toContain(`${title} (first)`);

    await drawer.button('Delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(drawer.root).toBeHidden();
    await expect(list.rows).toHaveCount(0);
    expect(await publicTitles(request)).not.toContain(`${title} (first)`);
  });

  test('asks before closing a form with unsaved changes', async ({ page }) => {
    const list = new ListPage(page);
    await list.goto(NEWS);
    await list.loaded();
    await list.panel.getByRole('button', { name: 'New', exact: true }).click();
    const drawer = new RecordDrawer(page, 'dashboardNews');
    await drawer.field('titleEn').fill('Half written');
    await drawer.button('Cancel').click();
    const question = page.getByRole('alertdialog');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(drawer.field('titleEn')).toHaveValue('Half written');
  });
});

test.describe('in Arabic', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('a required field left empty shows its message in Arabic', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }]);
    const list = new ListPage(page);
    await list.goto(NEWS);
    await list.loaded();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await list.panel.getByRole('button', { name: 'جديد', exact: true }).click();
    const drawer = new RecordDrawer(page, 'dashboardNews');
    await drawer.field('titleKu').fill('هەواڵ');
    await drawer.root.locator('button[type="submit"]').click();
    await expect(drawer.root.locator('#record-dashboardNews-titleEn-problem')).toHaveText('هذا الحقل مطلوب.');
    await expect(drawer.field('titleKu')).toHaveValue('هەواڵ');
  });
});

test.describe('reception', () => {
  test.use({ storageState: Accounts.reception.storageState });

  test('sees no New button on news and is refused by the API with 403', async ({ page, request }) => {
    const list = new ListPage(page);
    await list.goto(NEWS);
    await expect(list.forbidden).toBeVisible();
    await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);

    const login = await request.post('/api/ControlPanelAuth/Login', {
      data: { username: Accounts.reception.username, password: Accounts.reception.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const answer = await request.post('/api/Records/news', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { titleEn: 'x', titleKu: 'x', titleAr: 'x', newsCategoryId: 1 },
    });
    expect(answer.status()).toBe(403);
  });
});
