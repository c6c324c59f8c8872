import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page shows its content at rest: no spinner (every Blueprint spinner is a
 * progressbar) and no finite animation or transition still running (a drawer sliding in, a popover
 * fading out). Spinners' endless animations are not waited for: there are none left by then.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}
