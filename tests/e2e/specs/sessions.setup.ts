import { test as setup } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { Accounts } from '../support/accounts';
import { logInAs } from '../pages/login-page';
import { SCREENSHOT_DIR } from '../support/screenshot';

for (const account of Object.values(Accounts)) {
  setup(`logs ${account.username} in once and saves the browser state`, async ({ page }) => {
    await logInAs(page, account);
    await page.context().storageState({ path: account.storageState });
  });
}

setup('clears the screenshots of the last run', async () => {
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
});
