import { expect, type Locator, type Page } from '@playwright/test';

/** The staff login page (`/login`). */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.username = page.locator('#login-username');
    this.password = page.locator('#login-password');
    this.submit = page.locator('form button[type="submit"]');
    this.error = page.getByTestId('login-error');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.username).toBeVisible();
  }

  /** Fills the form and submits it with Enter, as a user at the keyboard would. */
  async logIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.password.press('Enter');
  }
}

/** Logs in through the form and waits for the default home. */
export async function logInAs(page: Page, account: { username: string; password: string }): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard\/default$/);
}
