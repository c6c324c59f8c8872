import { expect, type Locator, type Page } from '@playwright/test';

/** The shell around every screen behind the login: top bar, menus, the screen. */
export class ShellPage {
  readonly profileMenu: Locator;
  readonly languageMenu: Locator;
  readonly themeSwitch: Locator;
  readonly routeError: Locator;
  readonly screenTitle: Locator;

  constructor(readonly page: Page) {
    this.profileMenu = page.getByTestId('profile-menu');
    this.languageMenu = page.getByTestId('language-menu');
    this.themeSwitch = page.getByTestId('theme-switch').locator('input');
    this.routeError = page.getByTestId('route-error');
    this.screenTitle = page.locator('.screen-title');
  }

  async logOut(): Promise<void> {
    await this.profileMenu.click();
    await this.page.getByTestId('logout').click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  async chooseLanguage(language: 'en' | 'ku' | 'ar'): Promise<void> {
    await this.languageMenu.click();
    await this.page.getByTestId(`language-${language}`).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', language);
  }

  async setDark(dark: boolean): Promise<void> {
    if ((await this.themeSwitch.isChecked()) !== dark) await this.themeSwitch.click({ force: true });
    await expect(this.page.locator('body')).toHaveClass(dark ? /bp6-dark/ : /^(?!.*bp6-dark)/);
  }
}
