import type { Page } from '@playwright/test';
import { settled } from './settled';

/** Where the screenshots of key screens are kept as artefacts of the run. */
export const SCREENSHOT_DIR = 'test-results/screenshots';

/** A full-page screenshot once the content is at rest (no spinner, no animation running). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true, animations: 'disabled' });
}
