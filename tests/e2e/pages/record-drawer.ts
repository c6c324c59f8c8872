import type { Locator, Page } from '@playwright/test';

/** The open record's drawer and its fields, by the list the record is written from. */
export class RecordDrawer {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly list: string,
  ) {
    this.root = page.locator('.record-drawer');
  }

  field(name: string): Locator {
    return this.root.locator(`#record-${this.list}-${name}`);
  }

  /** A button of the record's form (the drawer's header has a Close button of its own). */
  button(name: string): Locator {
    return this.root.locator('form').getByRole('button', { name, exact: true });
  }
}
