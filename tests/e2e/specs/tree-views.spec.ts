import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { settled } from '../support/settled';
import { translationsOf } from '../support/translations';

/*
 * The tree views against the real server: an administrator opens a center's instruction tree from
 * the center instructions list, adds a node, renames it, reads it on the patient site's page of
 * that center, moves it under another node and deletes it after the question that names it; in
 * English and in Arabic (right to left). An unknown id shows "not found" with a way back.
 */
test.describe.configure({ timeout: 240_000 });

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');

async function staffToken(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'serviceToken')?.value ?? '';
}

test.describe('the administrator', () => {
  test.use({ storageState: Accounts.admin.storageState });

  for (const language of ['en', 'ar'] as const) {
    test(`edits a center's instruction tree opened from the list, and the site shows the node (${language})`, async ({
      page,
    }) => {
      const t = await translationsOf(page.request, language);
      await page.goto('/dashboard/CentersInstruction');
      await expect(page.locator('.list-panel table tbody tr').first()).toBeVisible({ timeout: 30_000 });
      if (language !== 'en') await new ShellPage(page).chooseLanguage(language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

      // The first row's center opens its tree, titled with the center's name from the link.
      const link = page.locator('.list-panel table tbody tr').first().getByRole('link').first();
      const centerName = (await link.innerText()).trim();
      await link.click();
      await expect(page).toHaveURL(/\/dashboard\/center-instructions\/tree-view\/[^/]+\/\d+$/);
      const centerId = /\/(\d+)$/.exec(page.url())?.[1] ?? '';
      const screen = page.locator('.screen[data-route="centerInstructionsTree"]');
      await expect(screen.getByRole('heading', { level: 2 })).toHaveText(t('routes.centerInstructionsTree'));
      await expect(screen.getByTestId('tree-title')).toHaveText(centerName);
      await settled(page);

      // Add a node at the top level.
      const title = `E2E ${language} ${Date.now().toString(36)}`;
      await screen.getByRole('button', { name: t('treeViews.addTop') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t('treeViews.nodeTitle')).fill(title);
      await dialog.getByRole('button', { name: t('treeViews.confirm.add') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(screen.getByTestId('tree-news')).toHaveText(fill(t('treeViews.done.added'), { title }));
      const added = screen.getByTestId('tree-node').filter({ hasText: title });
      await expect(added).toHaveAttribute('aria-pressed', 'true');

      // Rename it from the keyboard (F2 on the focused node).
      const renamed = `${title} renamed`;
      await added.focus();
      await page.keyboard.press('F2');
      await expect(dialog.getByLabel(t('treeViews.nodeTitle'))).toHaveValue(title);
      await dialog.getByLabel(t('treeViews.nodeTitle')).fill(renamed);
      await page.keyboard.press('Enter');
      await expect(screen.getByTestId('tree-news')).toHaveText(
        fill(t('treeViews.done.renamed'), { title: renamed }),
      );
      const node = screen.getByTestId('tree-node').filter({ hasText: renamed });
      await expect(node).toBeVisible();

      // The patient site's page of the center shows it.
      const site = await page.context().newPage();
      await site.goto(`/site/centers/${centerId}`);
      await expect(site.getByRole('heading', { level: 3, name: renamed })).toBeVisible({ timeout: 30_000 });
      await site.close();

      // Move it under another top-level node with "Move to…".
      const parentTitle = `${title} parent`;
      await screen.getByRole('button', { name: t('treeViews.addTop') }).click();
      await dialog.getByLabel(t('treeViews.nodeTitle')).fill(parentTitle);
      await dialog.getByRole('button', { name: t('treeViews.confirm.add') }).click();
      await expect(dialog).toHaveCount(0);
      await node.click();
      await screen.getByRole('button', { name: t('treeViews.moveTo') }).click();
      await dialog.getByLabel(t('treeViews.newParent')).selectOption({ label: parentTitle });
      await dialog.getByRole('button', { name: t('treeViews.confirm.move') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(screen.getByTestId('tree-news')).toHaveText(
        fill(t('treeViews.done.moved'), { title: renamed }),
      );
      await expect(node).toHaveAttribute('data-depth', '1');

      // Deleting the parent asks first, naming the one node under it; both go.
      await screen.getByTestId('tree-node').filter({ hasText: parentTitle }).click();
      await screen.getByRole('button', { name: t('treeViews.delete'), exact: true }).click();
      await expect(dialog.getByTestId('tree-delete-question')).toHaveText(
        fill(t('treeViews.deleteWithChildren'), {
          title: parentTitle,
          n: new Intl.NumberFormat(language === 'ar' ? 'ar-IQ' : 'en-GB').format(1),
        }),
      );
      await dialog.getByRole('button', { name: t('treeViews.confirm.delete') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(screen.getByTestId('tree-node').filter({ hasText: title })).toHaveCount(0);

      // And the server holds neither any more.
      const answer = await page.request.get(`/api/ContentTrees/CenterInstructions/${centerId}`, {
        headers: { authorization: `Bearer ${await staffToken(page)}` },
      });
      expect(JSON.stringify(await answer.json())).not.toContain(title);
    });
  }

  test('shows "not found" with a way back for an unknown id, the name from the path as text', async ({
    page,
  }) => {
    const t = await translationsOf(page.request, 'en');
    await page.goto(`/dashboard/instructions/tree-view/${encodeURIComponent('<b>Guides</b>')}/999999`);
    const screen = page.locator('.screen[data-route="instructionsTree"]');
    await expect(screen.getByTestId('tree-title')).toHaveText('<b>Guides</b>', { timeout: 30_000 });
    await expect(screen.getByText(t('treeViews.notFound'), { exact: true })).toBeVisible();
    await screen.getByRole('link', { name: t('treeViews.backToList') }).click();
    await expect(page).toHaveURL(/\/dashboard\/Instructions$/);
  });
});
