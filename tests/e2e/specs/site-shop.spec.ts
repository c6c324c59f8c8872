import { expect, test, type Page } from '@playwright/test';
import { SitePage, StaffApi } from '../pages/site-page';
import { Accounts, NO_SESSION } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { translationsOf } from '../support/translations';
import { liveLinkUp } from '../support/live-link';

// A phone: most patients open the site on one.
test.use({ storageState: NO_SESSION, viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  { language: 'en', label: 'English', dir: 'ltr', patient: 7 },
  { language: 'ar', label: 'العربية', dir: 'rtl', patient: 8 },
] as const;

/** A text of the bundle with its `{{name}}` placeholders filled in. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

interface Item {
  id: number;
  nameEn: string;
  nameAr: string;
  price: number;
  stock: number;
  isAvailable: boolean;
}

async function signIn(page: Page, staff: StaffApi, phone: string, t: (key: string) => string): Promise<void> {
  await page.getByLabel(t('site.login.phone')).fill(phone);
  await page.getByRole('button', { name: t('site.login.sendCode') }).click();
  await page.getByLabel(t('site.login.code')).fill(await staff.latestCode(phone));
  await page.getByRole('button', { name: t('site.login.verify') }).click();
}

for (const { language, label, dir, patient } of LANGUAGES) {
  test(`a patient fills a cart, signs in from it, orders, the pharmacy's desk sees it arrive and prepares it, and the patient follows it (${language})`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const api = await playwright.request.newContext({ baseURL });
    const t = await translationsOf(api, language);
    const staff = await StaffApi.signIn(api);
    const phone = (await staff.appUserPhones())[patient] ?? '';
    // Two items on sale with plenty in stock; each language takes its own.
    const items = ((await (await api.get('/api/Pharmacy/GetPharmacyItems')).json()) as Item[]).filter(
      (item) => item.isAvailable && item.stock >= 20 && item.price > 0,
    );
    const [first, second] = language === 'en' ? items.slice(0, 2) : items.slice(2, 4);
    if (first === undefined || second === undefined) throw new Error('The seed has too few items in stock');
    const nameOf = (item: Item) => (language === 'ar' ? item.nameAr : item.nameEn);

    const site = new SitePage(page);
    await site.goto('/pharmacy');
    if (language !== 'en') await site.chooseLanguage(label);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // A visitor adds from the list (twice) and from an item page.
    const search = page.getByRole('searchbox');
    await search.fill(first.nameEn);
    // Each card's button is named by what it shows and then by its item.
    const firstCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: nameOf(first), exact: true }) });
    const addFirst = firstCard.first().getByRole('button');
    await expect(addFirst).toHaveAccessibleName(
      fill(t('shop.item.addNamed'), { action: t('shop.item.add'), name: nameOf(first) }),
    );
    await addFirst.click();
    await addFirst.click();
    const inCart = fill(t('shop.item.inCart'), { number: (2).toLocaleString(language) });
    await expect(addFirst).toHaveText(inCart);
    await expect(addFirst).toHaveAccessibleName(
      fill(t('shop.item.addNamed'), { action: inCart, name: nameOf(first) }),
    );
    await site.goto(`/pharmacy/${second.id}`);
    await expect(site.heading).toHaveText(nameOf(second));
    await page.getByRole('button', { name: t('shop.item.add') }).click();
    const cartLink = page.getByRole('link', { name: fill(t('shop.nav.cart'), { number: '3' }) });
    await expect(cartLink).toBeVisible();

    // The cart is kept across a reload; without a sign-in it asks for one, and a quantity change
    // (the spec's rule) sends the visitor to sign in.
    await page.reload();
    await cartLink.click();
    await expect(site.heading).toHaveText(t('shop.cart.title'));
    await expect(page.getByText(t('shop.cart.signInTitle'))).toBeVisible();
    await page.getByRole('button', { name: fill(t('shop.cart.more'), { name: nameOf(second) }) }).click();
    await expect(page).toHaveURL(/\/site\/patient-login\?next=/);
    await signIn(page, staff, phone, t);

    // Back in the cart, signed in, with the cart as it was.
    await expect(page).toHaveURL(/\/site\/cart$/);
    await page.getByRole('button', { name: fill(t('shop.cart.more'), { name: nameOf(second) }) }).click();
    const lines = page.getByRole('list', { name: t('shop.cart.lines') }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const subtotal = 2 * first.price + 2 * second.price;
    const total = subtotal + (subtotal < 50_000 ? 3_000 : 0);
    await expect(page.locator('dd.shop-total')).toHaveAttribute('data-total', String(total));

    // An address is asked for before anything is sent.
    const place = page.locator('form button[type=submit]');
    await place.click();
    await expect(page.getByText(t('shop.field.required'))).toBeVisible();
    await page.getByLabel(t('shop.cart.address')).fill('Gulan Street, Erbil');

    // The pharmacy's desk is open in a staff browser (in English) while the patient orders.
    const en = await translationsOf(api, 'en');
    const staffContext = await browser.newContext({
      storageState: Accounts.admin.storageState,
      viewport: { width: 1366, height: 900 },
    });
    try {
      const desk = await staffContext.newPage();
      await desk.goto('/dashboard/orders');
      await expect(desk.getByRole('heading', { name: en('routes.orders'), level: 2 })).toBeVisible();
      await expect(desk.getByRole('group', { name: en('orderDesk.filter') })).toBeVisible();
      await liveLinkUp(desk);

      await place.click();

      // My orders: the new order, received, with its total; the cart is empty.
      await expect(page).toHaveURL(/\/site\/app\/orders\?placed=\d+$/);
      const id = new URL(page.url()).searchParams.get('placed') ?? '';
      const card = page.locator(`[data-order="${id}"]`);
      await expect(card.getByText(t('shop.status.Pending'))).toBeVisible();
      await expect(card.getByText(nameOf(first))).toBeVisible();
      await expect(page.getByRole('link', { name: fill(t('shop.nav.cart'), { number: '0' }) })).toBeVisible();

      // On the desk without a reload: new, with the patient's phone; its lines and total inside.
      const row = desk.locator(`[data-order="${id}"]`);
      await expect(row).toBeVisible({ timeout: 10_000 });
      await expect(row).toContainText(en('orderDesk.status.Pending'));
      await expect(row).toContainText(phone);
      await row.getByRole('button').click();
      const detail = desk.locator('.order-desk-detail');
      await expect(detail.getByRole('table')).toContainText(first.nameEn);
      await expect(detail.getByRole('table')).toContainText(
        fill(en('shop.money'), { amount: total.toLocaleString('en') }),
      );

      // Cancelling asks first; keeping it changes nothing. Then the pharmacy starts preparing it.
      await detail.getByRole('button', { name: en('orderDesk.moveTo.Cancelled') }).click();
      await desk.getByRole('button', { name: en('orderDesk.keep') }).click();
      await expect(desk.getByTestId('order-desk-status')).toHaveText(en('orderDesk.status.Pending'));
      await detail.getByRole('button', { name: en('orderDesk.moveTo.Preparing') }).click();
      await expect(desk.getByTestId('order-desk-status')).toHaveText(en('orderDesk.status.Preparing'));
      await expect(row).toContainText(en('orderDesk.status.Preparing'));

      // The patient sees where it is.
      await page.reload();
      await expect(card.getByText(t('shop.status.Preparing'))).toBeVisible();
    } finally {
      await staffContext.close();
    }
    await api.dispose();
  });

  test(`research and events, list and detail, and no serious axe violation on the new pages (${language})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const api = await playwright.request.newContext({ baseURL });
    const t = await translationsOf(api, language);
    const site = new SitePage(page);
    await site.goto('/');
    if (language !== 'en') await site.chooseLanguage(label);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    const problems: string[] = [];
    const check = async (path: string) => {
      await site.settled();
      problems.push(...(await seriousViolations(page)).map((p) => `${path}: ${p}`));
    };

    await site.nav.getByRole('link', { name: t('shop.nav.research') }).click();
    await expect(site.heading).toHaveText(t('shop.research.title'));
    await check('/research');
    await site.main.getByRole('heading', { level: 2 }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/site\/research\/\d+$/);
    await expect(page.getByRole('link', { name: t('shop.research.back') })).toBeVisible();
    await check('/research/:id');

    await site.nav.getByRole('link', { name: t('shop.nav.events') }).click();
    await expect(site.heading).toHaveText(t('shop.events.title'));
    await expect(page.getByRole('heading', { name: t('shop.events.upcoming') })).toBeVisible();
    await check('/events');
    await site.main.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/site\/events\/\d+$/);
    await expect(page.getByText(t('shop.events.when'))).toBeVisible();
    await check('/events/:id');

    await site.goto('/cart');
    await expect(page.getByText(t('shop.cart.empty'))).toBeVisible();
    await check('/cart');
    await site.goto('/pharmacy/1');
    await check('/pharmacy/:id');
    await site.goto('/app/orders');
    await expect(page.getByText(t('site.signedInOnly.title'))).toBeVisible();
    await check('/app/orders');
    expect(problems).toEqual([]);
    await api.dispose();
  });
}
