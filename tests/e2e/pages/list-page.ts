import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from '../support/escape-reg-exp';

export type SortDirection = 'ascending' | 'descending';

/** A generic list screen (`ResourceListScreen`): its first list's search, table, order and pager. */
export class ListPage {
  readonly panel: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly pageOf: Locator;
  readonly next: Locator;
  readonly forbidden: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('.list-panel').first();
    this.search = this.panel.locator('input[type="search"]');
    this.rows = this.panel.locator('table tbody tr');
    this.pageOf = this.panel.getByTestId('page-of');
    this.next = this.panel.locator('.list-pager button').nth(1);
    this.forbidden = page.getByTestId('list-forbidden');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits until the list is loaded with rows. */
  async loaded(): Promise<void> {
    await expect(this.rows.first()).toBeVisible();
  }

  /** The header cell of the column headed `header` (its visible text). */
  header(header: string): Locator {
    return this.panel.locator('thead th').filter({ hasText: new RegExp(`^${escapeRegExp(header)}$`) });
  }

  /** Clicks a column's header until the list is sorted by it in `direction` (ascending comes first). */
  async sortBy(header: string, direction: SortDirection): Promise<void> {
    const cell = this.header(header);
    await cell.getByRole('button').click();
    await expect(cell).toHaveAttribute('aria-sort', 'ascending');
    if (direction === 'descending') {
      await cell.getByRole('button').click();
      await expect(cell).toHaveAttribute('aria-sort', 'descending');
    }
  }

  /** The texts of one column on the page shown, top to bottom. */
  async columnTexts(header: string): Promise<string[]> {
    const headers = (await this.panel.locator('thead th').allTextContents()).map((text) => text.trim());
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`No column ${header} among ${headers.join(', ')}`);
    return this.rows.locator(`td:nth-child(${index + 1})`).allTextContents();
  }
}
