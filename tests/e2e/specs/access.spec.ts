import { Classes } from '@blueprintjs/core';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Accounts } from '../support/accounts';
import { screenshot } from '../support/screenshot';

const USERS = '/dashboard/users';
const ROLES = '/dashboard/user_roles';

/** Signs in with the login form (a fresh browser context) and waits to leave it. */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(username, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

test.describe('an administrator managing staff access', () => {
  test.use({ storageState: Accounts.admin.storageState });

  test('makes a role, gives it to a new account, resets its password and disables it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const roleName = `Lab desk ${stamp}`;
    const login = `lab.${stamp}`;

    // A role with two areas.
    await page.goto(ROLES);
    await page.getByRole('button', { name: 'New role' }).click();
    await page.getByLabel('Role name').fill(roleName);
    await page.getByLabel('Description').fill('Front desk of the laboratory');
    // Blueprint draws the box over the input: the user clicks the label.
    await page.locator(`label.${Classes.CHECKBOX}`).filter({ hasText: /^Lab$/ }).click();
    await page
      .locator(`label.${Classes.CHECKBOX}`)
      .filter({ hasText: /^Chat$/ })
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.access-live:not(.access-requests-live)')).toHaveText(
      `The role ${roleName} was created.`,
    );
    const roleButton = page
      .getByRole('list', { name: 'Roles' })
      .getByRole('button', { name: new RegExp(roleName) });
    await expect(roleButton).toContainText('Areas: 2');

    // A new account with that role; a short password is refused on its field first.
    await page.goto(USERS);
    await page.getByRole('button', { name: 'New staff user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Login name').fill(login);
    await dialog.getByLabel('Full name').fill('Lana Omar');
    await dialog.getByLabel('Role').selectOption({ label: roleName });
    await dialog.getByLabel('First password').fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('At least 12 characters.')).toBeVisible();
    await dialog.getByLabel('First password').fill('first long password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.access-live:not(.access-requests-live)')).toHaveText(`${login} was created.`);
    const row = page.locator(`tr[data-user="${login}"]`);
    await expect(row).toContainText(roleName);
    await expect(row).toContainText('Active');

    // The new user signs in and may open the lab, not the users screen.
    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const theirs = await other.newPage();
    await signIn(theirs, login, 'first long password');
    await theirs.goto(USERS);
    await expect(theirs.getByText('Access denied')).toBeVisible();

    // A role in use cannot be deleted, and the screen says why.
    await page.goto(ROLES);
    await roleButton.click();
    await expect(page.getByRole('button', { name: 'Delete role' })).toBeDisabled();
    await expect(page.getByText('This role is given to 1 staff user(s)')).toBeVisible();

    // The password reset ends the user's session.
    await page.goto(USERS);
    await row.getByRole('button', { name: `Reset the password of ${login}` }).click();
    await dialog.getByLabel('New password', { exact: true }).fill('second long password');
    await dialog.getByLabel('New password again').fill('second long password');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.locator('.access-live:not(.access-requests-live)')).toContainText(
      `The password of ${login} was reset`,
    );
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/login/, { timeout: 30_000 });

    // Disabling asks first, then the account is refused at the login.
    await row.getByRole('button', { name: `Disable ${login}` }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Disable Lana Omar?');
    await alert.getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');
    const form = new LoginPage(theirs);
    await form.goto();
    await form.logIn(login, 'second long password');
    await expect(form.error).toHaveText('Please enter a valid username/password.');
    await other.close();

    // The administrator cannot disable themselves: there is no such button on their own row.
    await expect(
      page.locator('tr[data-user="admin"]').getByRole('button', { name: 'Disable admin' }),
    ).toHaveCount(0);

    for (const size of [
      { width: 1366, height: 900, name: 'wide' },
      { width: 390, height: 844, name: 'phone' },
    ]) {
      await page.setViewportSize(size);
      await page.goto(USERS);
      await expect(row).toBeVisible();
      await screenshot(page, `access-users-en-${size.name}`);
      await page.goto(ROLES);
      await roleButton.click();
      await screenshot(page, `access-roles-en-${size.name}`);
    }
  });

  test('gives an account made before /forgot existed a mobile number; /forgot then sends it a code', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const login = `old.${stamp}`;
    const national = `770${String(Date.now()).slice(-7)}`;
    // An account made by the administrator without a phone, as every account made before the field.
    await page.goto(USERS);
    await page.getByRole('button', { name: 'New staff user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Login name').fill(login);
    await dialog.getByLabel('Full name').fill('Karwan Aziz');
    await dialog.getByLabel('Role').selectOption({ label: 'reception' });
    await dialog.getByLabel('First password').fill('first long password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.locator(`tr[data-user="${login}"]`);
    await expect(row).toContainText('None: no reset by code');

    // A number that is not an Iraqi mobile is refused on its field, and what was typed stays.
    await row.getByRole('button', { name: `Edit ${login}` }).click();
    await dialog.getByLabel('Mobile number').fill('12345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('Enter an Iraqi mobile number, e.g. 0750 123 4567, or leave it empty.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Mobile number')).toHaveValue('12345');
    await dialog.getByLabel('Mobile number').fill(`0${national}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`+964${national}`);

    // The forgotten password now reaches that phone: its code is on the demo's OTP-Test read.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const them = await visitor.newPage();
    await them.goto('/forgot');
    await them.getByLabel('Username').fill(login);
    await them.getByRole('button', { name: 'Send the code' }).click();
    await expect(them).toHaveURL(/\/forgot\/check-mail$/);
    await page.goto('/dashboard/OTP-Test');
    await expect(page.getByText(`+964${national}`)).toBeVisible();
    await visitor.close();
  });

  test('reads the screens in Arabic, right to left', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'i18next', value: 'ar', url: baseURL ?? '' }]);
    for (const size of [
      { width: 1366, height: 900, name: 'wide' },
      { width: 390, height: 844, name: 'phone' },
    ]) {
      await page.setViewportSize(size);
      await page.goto(USERS);
      await expect(page.getByRole('button', { name: 'مستخدم جديد' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await screenshot(page, `access-users-ar-${size.name}`);
      await page.goto(ROLES);
      await page.getByRole('list', { name: 'الأدوار' }).getByRole('button').first().click();
      await expect(page.getByText('مجالات الصلاحية')).toBeVisible();
      await screenshot(page, `access-roles-ar-${size.name}`);
    }
  });
});

test.describe('reception', () => {
  test.use({ storageState: Accounts.reception.storageState });

  test('is refused the staff accounts, by the screen and by the server', async ({ page }) => {
    await page.goto(USERS);
    await expect(page.getByText('Access denied')).toBeVisible();
    const answer = await page.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )serviceToken=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/api/StaffUsers/List', { headers: { authorization: `Bearer ${token}` } });
      return response.status;
    });
    expect(answer).toBe(403);
  });
});
