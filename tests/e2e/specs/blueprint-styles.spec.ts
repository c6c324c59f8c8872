import { expect, test, type Page } from '@playwright/test';
import { BoardPage } from '../pages/board-page';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { staffToken } from '../support/api-sessions';
import { blueprintSelectors, unstyledSelectors } from '../support/blueprint-styles';
import { settled } from '../support/settled';
import { escapeFromOverlay } from '../support/escape';

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

  // The board imports the deferred parts it draws, and its row menu, confirmation, grid and
  // calendar bring theirs with their own chunks.
  test("the appointments board, a row's menu and its confirmation, the grid and the calendar", async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.gotoBusyDay();
    await expectEveryDrawnComponentStyled(page);
    const row = page
      .getByTestId('board-row')
      .filter({ has: page.getByTestId('board-row-actions') })
      .first();
    await row.getByTestId('board-row-actions').click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expectEveryDrawnComponentStyled(page);
    await escapeFromOverlay(page);
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    // A change of the selection is always confirmed first; the dialog is closed without a change.
    await row.locator('.board-check').click();
    await page.getByTestId('board-bulk-change').click();
    await page.getByRole('menuitem').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectEveryDrawnComponentStyled(page);
    await escapeFromOverlay(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('tab', { name: 'All appointments' }).click();
    await expect(page.getByTestId('grid-row').first()).toBeVisible({ timeout: 30_000 });
    await expectEveryDrawnComponentStyled(page);
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByTestId('calendar-view')).toBeVisible({ timeout: 30_000 });
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

// The patient site imports only the first part at its entry: a page that draws a deferred
// component (a segmented control, a button group) must bring its rules with it.
test.describe('the patient site', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/site/', '/site/doctors', '/site/jobs', '/site/contact', '/site/pharmacy']) {
    test(`${path} as drawn`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectEveryDrawnComponentStyled(page);
    });
  }

  test("a patient's appointments, a doctor's page and the doctor's calendar", async ({ page }) => {
    // A new patient, signed in through the site's form with the code read as staff on OTP-Test.
    const digits = String(Date.now()).slice(-7);
    await page.goto('/site/patient-login');
    await page.getByLabel('Phone number').fill(`0750${digits}`);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const codes = await page.request.get('/api/OtpCodes/GetTestOtpCodes', {
      headers: { authorization: `Bearer ${await staffToken(page.request)}` },
    });
    const code = ((await codes.json()) as { phonenumber: string; code: string }[]).find(
      (entry) => entry.phonenumber === `+964750${digits}`,
    )?.code;
    await page.getByLabel('Code from the SMS').fill(code ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/site\/app\/appointments$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectEveryDrawnComponentStyled(page);

    await page.goto('/site/doctors');
    await page.locator('main a[href*="/site/doctors/"]').first().click();
    await expect(page.getByTestId('doctor-calendar-link')).toBeVisible();
    await expectEveryDrawnComponentStyled(page);
    await page.getByTestId('doctor-calendar-link').click();
    await expect(page.getByTestId('calendar-legend')).toBeVisible();
    await expectEveryDrawnComponentStyled(page);
  });
});
