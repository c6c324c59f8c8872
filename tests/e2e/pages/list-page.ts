import { expect, type Locator, type Page } from '@playwright/test';

/** A generic list screen (`ResourceListScreen`): its first list's search, table and pager. */
export class ListPage {
  readonly search: Locator;
  readonly rows: Locator;
  readonly pageOf: Locator;
  readonly next: Locator;
  readonly forbidden: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    const panel = page.locator('.list-panel').first();
    this.search = panel.locator('input[type="search"]');
    this.rows = panel.locator('table tbody tr');
    this.pageOf = panel.getByTestId('page-of');
    this.next = panel.locator('.list-pager button').nth(1);
    this.forbidden = page.getByTestId('list-forbidden');
    this.error = page.getByTestId('list-error');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits until the list is loaded with rows. */
  async loaded(): Promise<void> {
    await expect(this.rows.first()).toBeVisible();
  }
}
