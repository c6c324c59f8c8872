import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { PageProblems } from '../support/page-problems';
import { translationsOf } from '../support/translations';

/** The demo pages added beside the shop, the social profile, the kanban and the template chat. */
const PAGES = [
  { url: '/user/card/card1', title: 'demo.routes.detailsCards' },
  { url: '/user/card/card2', title: 'demo.routes.profileCards' },
  { url: '/user/card/card3', title: 'demo.routes.simpleCards' },
  { url: '/app/mail', title: 'demo.routes.mail' },
  { url: '/app/contact', title: 'demo.routes.contact' },
  { url: '/app/calendar', title: 'demo.routes.calendar' },
  { url: '/customer/customer-list', title: 'demo.routes.customers' },
  { url: '/customer/order-list', title: 'demo.routes.orders' },
  { url: '/customer/product', title: 'demo.routes.customerProducts' },
  { url: '/customer/product-review', title: 'demo.routes.productReviews' },
] as const;

const demoScreen = (page: Page) => page.getByRole('main').locator('.demo-screen');

test.describe('the demo group: cards, mail, contacts, customers, calendar', () => {
  test.use({ storageState: Accounts.admin.storageState });

  for (const language of ['en', 'ar'] as const) {
    test(`every page renders with no error (${language})`, async ({ page }) => {
      test.setTimeout(90_000);
      const problems = new PageProblems(page, { consoleErrors: true });
      const shell = new ShellPage(page);
      const t = await translationsOf(page.request, language);
      await page.goto('/user/card/card1');
      await expect(demoScreen(page)).toBeVisible();
      if (language !== 'en') await shell.chooseLanguage(language);
      for (const { url, title } of PAGES) {
        await test.step(url, async () => {
          await shell.goInApp(url);
          const screen = demoScreen(page);
          await expect(screen.getByRole('heading', { level: 2 })).toHaveText(t(title));
          await expect(screen.getByText(t('demo.loading'))).toHaveCount(0);
          await expect(page.getByTestId('demo-error')).toHaveCount(0);
          await expect(shell.routeError).toHaveCount(0);
          expect(problems.take()).toEqual([]);
        });
      }
      // The menu's demo group holds the user cards and the customer lists in their own entries.
      const side = page.locator('aside.shell-side');
      await expect(side.getByText(t('demo.menu.userCards'))).toBeVisible();
      await expect(side.getByText(t('demo.menu.customers'))).toBeVisible();
    });
  }

  test('the simple cards are filtered by status', async ({ page }) => {
    await page.goto('/user/card/card3');
    const cards = page.getByTestId('demo-user-card');
    await expect(cards).toHaveCount(20);
    await page.getByRole('searchbox', { name: 'Search the cards' }).fill('rejec');
    await expect(cards).toHaveCount(5);
    await expect(page.getByTestId('demo-card-count')).toHaveText('5 cards');
    for (const status of await cards.getByTestId('demo-card-status').allTextContents())
      expect(status).toBe('Rejected');
    await page.getByRole('searchbox', { name: 'Search the cards' }).fill('no such person');
    await expect(page.getByText('No card matches the search')).toBeVisible();
  });

  test('opening an unread mail marks it read and lowers the inbox count', async ({ page }) => {
    await page.goto('/app/mail');
    const inbox = page.locator('[data-folder="inbox"]');
    const before = Number(await inbox.getByTestId('demo-mail-unread').textContent());
    const unread = page.locator('[data-testid="demo-mail-row"][data-read="false"]').first();
    const subject =
      (await unread.locator('.demo-mail-subject').textContent())?.replace(' (unread)', '') ?? '';
    expect(subject).not.toBe('');
    await unread.locator('.demo-mail-link').click();
    await expect(page.getByTestId('demo-mail-open').getByRole('heading')).toHaveText(subject);
    await expect(inbox.getByTestId('demo-mail-unread')).toHaveText(String(before - 1));
    await page.getByRole('button', { name: 'Back to the folder' }).click();
    const row = page.getByTestId('demo-mail-row').filter({ hasText: subject });
    await expect(row).toHaveAttribute('data-read', 'true');
    // The star flips, and the Starred folder holds the mail exactly when it is starred.
    const star = row.getByRole('button', { name: `Star “${subject}”` });
    const wasStarred = (await star.getAttribute('aria-pressed')) === 'true';
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', String(!wasStarred));
    await page.locator('[data-folder="starred"]').click();
    await expect(page.getByTestId('demo-mail-row').filter({ hasText: subject })).toHaveCount(
      wasStarred ? 0 : 1,
    );
  });

  test('a calendar event is added, changed and deleted', async ({ page }) => {
    await page.goto('/app/calendar');
    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Give the event a title.')).toBeVisible();
    await dialog.getByLabel('Title').fill('Ward round');
    await dialog.getByText('Green').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const event = page.getByTestId('demo-calendar-event').filter({ hasText: 'Ward round' });
    await expect(event).toHaveCount(1);
    await expect(event).toContainText('09:00');

    await event.click();
    await page.getByRole('dialog').getByLabel('Title').fill('Ward round (moved)');
    await page.getByRole('dialog').getByText('All day').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const moved = page.getByTestId('demo-calendar-event').filter({ hasText: 'Ward round (moved)' });
    await expect(moved).toHaveCount(1);
    await expect(moved).not.toContainText('09:00');

    await moved.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('demo-calendar-event').filter({ hasText: 'Ward round' })).toHaveCount(0);
  });

  test('a contact is added, then found by the search in the list layout', async ({ page }) => {
    await page.goto('/app/contact');
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Zana Rasul');
    await dialog.getByLabel('Email').fill('zana');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Zana Rasul');
    await dialog.getByLabel('Email').fill('zana@example.org');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('searchbox', { name: 'Search the contacts' }).fill('ZANA');
    await expect(page.getByTestId('demo-contact')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Z' }).getByTestId('demo-contact')).toContainText(
      'Zana Rasul',
    );
  });

  test('the customer list is searched', async ({ page }) => {
    await page.goto('/customer/customer-list');
    const rows = page.getByTestId('demo-customer-row');
    await expect(rows.first()).toBeVisible();
    const all = await rows.count();
    expect(all).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Search the list' }).fill('processing');
    await expect(rows).not.toHaveCount(all);
    for (const text of await rows.allTextContents()) expect(text).toContain('Processing');
  });

  test('a comment is edited and a reply deleted through their menus', async ({ page }) => {
    await page.goto('/user/social-profile/posts');
    const post = page.locator('[data-post-id="post-1"]');
    await post.getByRole('button', { name: /^Comments · / }).click();
    // The first comment: its text turns into a text box while it is edited.
    const comment = post.getByTestId('demo-comment').first();
    await expect(comment).toContainText('Looks great, well done!');
    await comment.getByRole('button', { name: /^Actions for the comment of / }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    const box = comment.getByRole('textbox', { name: 'Edit the comment' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(comment.getByText('Comment Field is Required')).toBeVisible();
    await box.fill('Looks great, edited');
    await box.press('Enter');
    await expect(comment).toContainText('Looks great, edited');
    await expect(comment.getByRole('textbox', { name: 'Edit the comment' })).toHaveCount(0);

    const reply = post.getByTestId('demo-reply').filter({ hasText: 'Thank you!' });
    await reply.getByRole('button', { name: /^Actions for the reply of / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(post.getByTestId('demo-reply').filter({ hasText: 'Thank you!' })).toHaveCount(0);
  });
});
