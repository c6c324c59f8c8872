import { expect, test, type Page, type Response } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { PageProblems } from '../support/page-problems';
import { translationsOf } from '../support/translations';

/** The demo group's pages, with the title key each shows. */
const DEMO_PAGES = [
  { url: '/e-commerce/products', title: 'demo.routes.products' },
  { url: '/e-commerce/product-details/1', title: null },
  { url: '/e-commerce/checkout', title: 'demo.routes.checkout' },
  { url: '/user/social-profile/posts', title: 'demo.routes.socialProfile' },
  { url: '/user/social-profile/follower', title: 'demo.routes.socialProfile' },
  { url: '/user/social-profile/friends', title: 'demo.routes.socialProfile' },
  { url: '/user/social-profile/friend-request', title: 'demo.routes.socialProfile' },
  { url: '/user/social-profile/gallery', title: 'demo.routes.socialProfile' },
  { url: '/app/kanban', title: 'demo.routes.kanban' },
  { url: '/apps/chat', title: 'demo.routes.chat' },
] as const;

const demoScreen = (page: Page) => page.getByRole('main').locator('.demo-screen');

test.describe('the demo group', () => {
  test.use({ storageState: Accounts.admin.storageState });

  for (const language of ['en', 'ar'] as const) {
    test(`every demo page renders with no error (${language})`, async ({ page }) => {
      test.setTimeout(90_000);
      const problems = new PageProblems(page, { consoleErrors: true });
      const shell = new ShellPage(page);
      const t = await translationsOf(page.request, language);
      await page.goto('/e-commerce/products');
      await expect(demoScreen(page)).toBeVisible();
      if (language !== 'en') await shell.chooseLanguage(language);
      await expect(page.locator('aside.shell-side').getByText(t('demo.menuGroup'))).toBeVisible();
      for (const { url, title } of DEMO_PAGES) {
        await test.step(url, async () => {
          await shell.goInApp(url);
          const screen = demoScreen(page);
          if (title !== null) await expect(screen.getByRole('heading', { level: 2 })).toHaveText(t(title));
          else await expect(screen.getByRole('heading', { level: 2 })).not.toBeEmpty();
          await expect(screen.getByText(t('demo.loading'))).toHaveCount(0);
          await expect(page.getByTestId('demo-error')).toHaveCount(0);
          await expect(shell.routeError).toHaveCount(0);
          expect(problems.take()).toEqual([]);
        });
      }
    });
  }

  test('a post is liked and unliked, and an empty comment is refused', async ({ page }) => {
    await page.goto('/user/social-profile/posts');
    const post = page.locator('[data-post-id="post-3"]');
    const like = post.getByTestId('demo-like').first();
    await expect(like).toHaveText('Like · 7');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveText('Like · 8');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveText('Like · 7');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // A post with no comment starts with its comment box open.
    const box = post.getByRole('textbox', { name: 'Write a comment' });
    await box.press('Enter');
    await expect(post.getByText('Comment Field is Required')).toBeVisible();
    await box.fill('Count me in');
    await box.press('Enter');
    await expect(post.getByTestId('demo-comment')).toHaveText(/Count me in/);
    await expect(post.getByText('Comment Field is Required')).toHaveCount(0);
  });

  test('FLAT05 takes 3 off a cart of 3 and 5 off a cart of 100; two identical items merge', async ({
    page,
  }) => {
    // The demo's cart lives as long as the page: the products are opened inside the running app.
    const shell = new ShellPage(page);
    await page.goto('/e-commerce/products');
    await expect(demoScreen(page)).toBeVisible();
    const addToCart = async (id: number, quantity: number) => {
      await shell.goInApp(`/e-commerce/product-details/${id}`);
      await page.getByLabel('Quantity').fill(String(quantity));
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Added to the cart.')).toBeVisible();
    };
    const applyFlat05 = async () => {
      await page.getByLabel('Discount code').fill('FLAT05');
      await page.getByRole('button', { name: 'Apply' }).click();
    };
    // Product 11 costs 3: a cart of 3.
    await addToCart(11, 1);
    await page.getByTestId('demo-cart-link').click();
    await expect(page.getByTestId('demo-subtotal')).toHaveText('$3.00');
    await applyFlat05();
    await expect(page.getByTestId('demo-discount')).toHaveText('$3.00');
    await expect(page.getByTestId('demo-total')).toHaveText('$0.00');
    await page.getByRole('button', { name: 'Remove Nail Clipper' }).click();

    // Product 1 costs 25: once, then three more of the same colour and size, a cart of 100 in one line.
    await addToCart(1, 1);
    await addToCart(1, 3);
    await page.getByTestId('demo-cart-link').click();
    await expect(page.getByTestId('demo-cart-line')).toHaveCount(1);
    await expect(page.getByLabel('Quantity of Digital Thermometer')).toHaveValue('4');
    await expect(page.getByTestId('demo-subtotal')).toHaveText('$100.00');
    await applyFlat05();
    await expect(page.getByTestId('demo-discount')).toHaveText('$5.00');
    await expect(page.getByTestId('demo-total')).toHaveText('$95.00');
  });

  test('a kanban item moved by the keyboard stays in its new column', async ({ page }) => {
    await page.goto('/app/kanban');
    const column = (name: string) =>
      page.locator(`[data-testid="demo-kanban-column"][data-column="${name}"]`);
    const item = page.locator('[data-item-id="1024"]');
    await expect(column('New').locator('[data-item-id="1024"]')).toBeVisible();
    const next = page.getByRole('button', { name: 'Move Order new gloves to the next column' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(column('Active').locator('[data-item-id="1024"]')).toBeVisible();
    await expect(column('New').locator('[data-item-id="1024"]')).toHaveCount(0);
    // Away and back: the in-memory service kept the move.
    await new ShellPage(page).goInApp('/e-commerce/products');
    await expect(demoScreen(page)).toBeVisible();
    await new ShellPage(page).goInApp('/app/kanban');
    await expect(column('Active').locator('[data-item-id="1024"]')).toBeVisible();
    await expect(item).toHaveCount(1);
  });
});

test.describe('with "demo": false in config.json', () => {
  test('the demo routes are not found, the menu has no demo group, and the real login still works', async ({
    page,
  }) => {
    await page.route('**/config.json', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), demo: false } });
    });
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(Accounts.admin.username, Accounts.admin.password);
    await expect(page).toHaveURL(/\/dashboard\//);
    const shell = new ShellPage(page);
    await expect(shell.profileMenu).toBeVisible();
    await expect(page.locator('aside.shell-side').getByText('Demos (template)')).toHaveCount(0);
    for (const url of ['/e-commerce/products', '/user/social-profile/posts', '/app/kanban']) {
      await shell.goInApp(url);
      await expect(shell.notFound).toBeVisible();
      await expect(demoScreen(page)).toHaveCount(0);
    }
    // The staff chat is the product's own and stays.
    await shell.goInApp('/app/chat');
    await expect(shell.notFound).toHaveCount(0);
  });
});

/** The scripts a page downloads until its screen is drawn, as text. */
async function scriptsOf(page: Page, open: () => Promise<void>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const take = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', take);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('response', take);
  return Promise.all(bodies);
}

/** Strings only the demo's code holds: its discount codes and the template's refusal of a blank comment. */
const DEMO_MARKERS = ['BERRY50', 'Comment Field is Required'];
const demoCodeIn = (scripts: readonly string[]) =>
  DEMO_MARKERS.filter((marker) => scripts.some((script) => script.includes(marker)));

test.describe("the real screens' first loads", () => {
  test('carry none of the demo group, which loads only when a demo page opens', async ({ browser }) => {
    test.setTimeout(90_000);
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await visitor.newPage();
    const login = new LoginPage(page);
    expect(demoCodeIn(await scriptsOf(page, () => login.goto()))).toEqual([]);
    await visitor.close();

    const staff = await browser.newContext({ storageState: Accounts.admin.storageState });
    const home = await staff.newPage();
    const shell = new ShellPage(home);
    expect(
      demoCodeIn(
        await scriptsOf(home, async () => {
          await home.goto('/dashboard/default');
          await expect(shell.profileMenu).toBeVisible();
        }),
      ),
    ).toEqual([]);
    // The same look finds the demo's code once a demo page is opened.
    const demo = await scriptsOf(home, async () => {
      await shell.goInApp('/e-commerce/checkout');
      await expect(demoScreen(home)).toBeVisible();
    });
    expect(demoCodeIn(demo)).toContain('BERRY50');
    await staff.close();
  });
});
