import { Classes } from '@blueprintjs/core';
import { expect, type Page } from '@playwright/test';

/**
 * Presses Escape once the focus is inside the open overlay, as a keyboard user does when the
 * focus ring shows there: an overlay moves the focus in on the frame after it opens, and Escape
 * reaches only the overlay that holds the focus. Pressed earlier, on a busy machine, it would go to
 * the page behind.
 */
export async function escapeFromOverlay(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (overlay) => (document.activeElement?.closest(`.${overlay}`) ?? null) !== null,
        Classes.OVERLAY,
      ),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
}
