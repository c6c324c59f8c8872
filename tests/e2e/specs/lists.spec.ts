import { expect, test, type Page } from '@playwright/test';
import { ListPage, type SortDirection } from '../pages/list-page';
import { Accounts } from '../support/accounts';
import { routeScreen } from '../support/route-screens';
import { escapeRegExp } from '../support/escape-reg-exp';

/**
 * Three long lists of the demo data. Each query matches more than a page of rows; each column's
 * order differs from the server's, so sorting visibly moves rows; each column's texts (names,
 * digit strings of one length) order the same however they are compared.
 */
const LISTS = [
  { routeId: 'pharmacy', query: 'syrup', column: 'Barcode', direction: 'descending' },
  { routeId: 'doctors', query: 'female', column: 'Name', direction: 'ascending' },
  { routeId: 'requestTotals', query: '+96475', column: 'Phone', direction: 'descending' },
] as const;

const SORT_SUFFIX: Record<SortDirection, string> = { ascending: ':asc', descending: ':desc' };

/** Whether texts are in `direction` order as the app compares them (numeric, case-blind). */
function inOrder(page: Page, texts: readonly string[], direction: SortDirection): Promise<boolean> {
  return page.evaluate(
    ({ values, sign }) => {
      const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
      return values.every((text, i) => i === 0 || sign * collator.compare(values[i - 1]!, text) <= 0);
    },
    { values: texts, sign: direction === 'ascending' ? 1 : -1 },
  );
}

test.use({ storageState: Accounts.admin.storageState });

for (const { routeId, query, column, direction } of LISTS) {
  const { url } = routeScreen(routeId);

  test(`${url}: search, order and page live in the URL and come back on reload and in a new tab`, async ({
    page,
    context,
  }) => {
    const list = new ListPage(page);
    await list.goto(url);
    await list.loaded();

    await list.search.fill(query);
    await expect(page).toHaveURL((address) => address.searchParams.get('q') === query);
    await expect(list.rows.first()).toBeVisible();
    await expect(list.rows.filter({ hasNotText: new RegExp(escapeRegExp(query), 'i') })).toHaveCount(0);
    const unsorted = await list.columnTexts(column);

    await list.sortBy(column, direction);
    await expect(page).toHaveURL(
      (address) => address.searchParams.get('sort')?.endsWith(SORT_SUFFIX[direction]) === true,
    );
    await expect.poll(() => list.columnTexts(column)).not.toEqual(unsorted);
    const firstPage = await list.columnTexts(column);
    expect(await inOrder(page, firstPage, direction)).toBe(true);

    await list.next.click();
    await expect(page).toHaveURL((address) => address.searchParams.get('page') === '2');
    await expect(list.pageOf).toContainText('Page 2 of');
    const secondPage = await list.columnTexts(column);
    // The order runs on across the pages: the whole result was sorted, not each page.
    expect(await inOrder(page, [...firstPage, ...secondPage], direction)).toBe(true);
    const shown = await list.rows.allTextContents();

    await page.reload();
    await expect(list.search).toHaveValue(query);
    await expect(list.header(column)).toHaveAttribute('aria-sort', direction);
    await expect(list.pageOf).toContainText('Page 2 of');
    await expect(list.rows).toHaveText(shown);

    const tab = await context.newPage();
    await tab.goto(page.url());
    const opened = new ListPage(tab);
    await expect(opened.search).toHaveValue(query);
    await expect(opened.pageOf).toContainText('Page 2 of');
    await expect(opened.rows).toHaveText(shown);
  });
}
