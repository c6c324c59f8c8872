import { expect, type Page } from '@playwright/test';

/**
 * Waits until the dashboard's live link is up (both hubs connected, as the shell's status region
 * says in `data-link`). News sent before that reaches no open page: a test that expects a screen to
 * change live waits for this first, or it races the hubs' first connection.
 */
export async function liveLinkUp(page: Page): Promise<void> {
  await expect(page.locator('.link-status')).toHaveAttribute('data-link', 'up', { timeout: 30_000 });
}
