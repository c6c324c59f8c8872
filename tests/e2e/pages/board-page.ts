import { expect, type Locator, type Page } from '@playwright/test';

/** The reception's appointments board (`/dashboard/OnlineAppointments`). */
export class BoardPage {
  static readonly url = '/dashboard/OnlineAppointments';
  readonly rows: Locator;
  readonly doctor: Locator;
  readonly report: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('board-row');
    this.doctor = page.getByTestId('board-doctor');
    this.report = page.getByTestId('board-report');
    this.confirm = page.getByTestId('board-confirm-button');
  }

  /**
   * Opens the board on the first day from today that has appointments (the demo network's
   * clinics close on Fridays), and answers its URL.
   */
  async gotoBusyDay(): Promise<string> {
    await this.page.goto(BoardPage.url);
    for (let day = 0; day < 7; day++) {
      const shown = this.rows.first().or(this.page.locator('.list-state:not([role="progressbar"])'));
      await expect(shown).toBeVisible({ timeout: 30_000 });
      if ((await this.rows.count()) > 0) return this.page.url();
      await this.page.getByTestId('board-next').click();
    }
    throw new Error('No appointments in the next seven days of the demo network');
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    // A new browser's first load fetches every chunk of the shell and the board.
    await expect(this.rows.first()).toBeVisible({ timeout: 30_000 });
  }

  row(id: string): Locator {
    return this.page.locator(`[data-testid="board-row"][data-id="${id}"]`);
  }

  /** The rows in a state (as shown: 7 is a reserved appointment whose start has passed). */
  inState(state: number): Locator {
    return this.page.locator(`[data-testid="board-row"][data-state="${state}"]`);
  }

  /** The number on a counter card (`reserved`, `waiting`, `seen`, …). */
  async count(state: string): Promise<number> {
    const text = await this.page
      .getByTestId(`board-count-${state}`)
      .locator('.board-counter-value')
      .innerText();
    return Number(text);
  }

  async change(id: string, to: string): Promise<void> {
    await this.row(id).getByTestId('board-row-actions').click();
    await this.page.getByTestId(`board-action-${to}`).click();
  }

  /** Clicks a row's checkbox, with shift for a range. */
  async check(id: string, shift = false): Promise<void> {
    await this.row(id)
      .locator('.board-check')
      .click(shift ? { modifiers: ['Shift'] } : {});
  }
}
