import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { blueprintSelectors, unstyledSelectors } from '../support/blueprint-styles';
import { settled } from '../support/settled';

// Blueprint's stylesheet arrives in parts (build/blueprint-css.ts): the base and the first
// paint's components with the entry, the other components with the screens that import them,
// the dark rules with the dark theme, and the components no screen draws not at all. A component
// drawn while its part is not loaded has no styles: these pages, as drawn, must have every
// Blueprint rule that applies to them.
const SELECTORS = blueprintSelectors();

async function expectEveryDrawnComponentStyled(page: Page): Promise<void> {
  await settled(page);
  expect(await unstyledSelectors(page, SELECTORS)).toEqual([]);
}

test('the login page and its language menu', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectEveryDrawnComponentStyled(page);
  await new ShellPage(page).languageMenu.click();
  await expect(page.getByTestId('language-en')).toBeVisible();
  await expectEveryDrawnComponentStyled(page);
});

test.describe('behind the login', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('the dashboard home and its profile menu', async ({ page }) => {
    await page.goto('/dashboard/default');
    const shell = new ShellPage(page);
    await expect(shell.screenTitle).toBeVisible();
    await expectEveryDrawnComponentStyled(page);
    await shell.profileMenu.click();
    await expect(page.getByTestId('logout')).toBeVisible();
    await expectEveryDrawnComponentStyled(page);
  });

  test('a list, in the dark theme', async ({ page }) => {
    await page.goto('/dashboard/CodeGeneration');
    const shell = new ShellPage(page);
    await expect(page.locator('table')).toBeVisible();
    await expectEveryDrawnComponentStyled(page);
    await shell.setDark(true);
    await expectEveryDrawnComponentStyled(page);
  });

  test("the side menu's drawer on a narrow screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/dashboard/default');
    const shell = new ShellPage(page);
    await shell.openDrawer();
    await expectEveryDrawnComponentStyled(page);
  });
});
