import { expect, test } from '@playwright/test';
import { logInAs } from '../pages/login-page';
import { Accounts } from '../support/accounts';

/**
 * The idle limit as an inactive receptionist meets it. The browser's clock is moved on (the
 * server's is not), so the test takes seconds, not half an hour; each test logs in through the
 * form for a session of its own, since the idle sign-out ends the session on the server.
 */
test.describe('a receptionist who leaves the dashboard alone', () => {
  test('is warned two minutes before, can stay, and is signed out at the limit with a notice', async ({
    page,
  }) => {
    await page.clock.install();
    await logInAs(page, Accounts.reception);
    // The count starts when the dashboard is drawn, so the clock moves on only after that.
    await expect(page.getByRole('main')).toBeVisible();
    const token = (await page.context().cookies()).find((c) => c.name === 'serviceToken')?.value ?? '';
    expect(token).not.toBe('');

    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await page.clock.fastForward('27:50');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('00:15');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(
      "For your patients' privacy, you are signed out after 30 minutes without activity.",
    );
    await expect(warning).toContainText(/Signing out in 1:[45]\d/);

    // "Stay signed in" has the focus: Enter keeps the session, and the server hears of it.
    const keptAlive = page.waitForResponse('**/api/ControlPanelAuth/KeepAlive');
    await page.keyboard.press('Enter');
    expect((await keptAlive).status()).toBe(200);
    await expect(warning).toBeHidden();

    await page.clock.fastForward('30:01');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('You were signed out because there was no activity for a while.'),
    ).toBeVisible();
    // The session has ended on the server too, not only in this browser.
    const after = await page.request.post('/api/ControlPanelAuth/KeepAlive', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });

  test('sees the warning in Arabic, right to left, and can sign out from it at once', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await logInAs(page, Accounts.reception);
    await expect(page.getByRole('main')).toBeVisible();
    await page.clock.fastForward('28:05');
    const warning = page.getByRole('dialog', { name: 'هل ما زلت هنا؟' });
    await expect(warning).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await warning.getByRole('button', { name: 'تسجيل الخروج الآن' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
