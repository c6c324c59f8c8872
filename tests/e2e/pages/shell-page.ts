import { Classes } from '@blueprintjs/core';
import { expect, type Locator, type Page } from '@playwright/test';

export type ShownLanguage = 'en' | 'ku' | 'ar';

/** The shell around every screen behind the login: top bar, menus, the screen. */
export class ShellPage {
  readonly profileMenu: Locator;
  readonly languageMenu: Locator;
  readonly themeSwitch: Locator;
  readonly menuToggle: Locator;
  /** The side menu's temporary drawer of narrow screens. */
  readonly drawer: Locator;
  readonly routeError: Locator;
  readonly notFound: Locator;
  readonly screenTitle: Locator;

  constructor(readonly page: Page) {
    this.profileMenu = page.getByTestId('profile-menu');
    this.languageMenu = page.getByTestId('language-menu');
    this.themeSwitch = page.getByTestId('theme-switch');
    this.menuToggle = page.getByTestId('menu-toggle');
    this.drawer = page.locator('.shell-drawer-body');
    this.routeError = page.getByTestId('route-error');
    this.notFound = page.getByTestId('not-found');
    this.screenTitle = page.locator('.screen-title');
  }

  /**
   * Lets the screen finish its deferred work now rather than after a wait: a list writes its
   * search, page and order into the URL 250 ms after they change (and after every load), and a
   * write still pending when the user leaves sends them back to the list (reported to the list's
   * owners). Needs the page's clock installed before it loaded (`page.clock.install()`); time
   * otherwise runs as usual. The step is kept short: the chat hub's client gives up on a server
   * that stays silent 30 s of page time, and every step is page time gained.
   */
  async finishDeferredWork(): Promise<void> {
    await this.page.clock.runFor(300);
  }

  /**
   * Opens a path inside the running app as a router link does (history entry + popstate): no page
   * load, so the session, the loaded code and the translations stay, as they do for a user.
   * The screen left must be at rest (see `finishDeferredWork`).
   */
  async goInApp(url: string): Promise<void> {
    await this.finishDeferredWork();
    await this.page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  }

  async logOut(): Promise<void> {
    await this.profileMenu.click();
    await this.page.getByTestId('logout').click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  /** Picks a language in the top bar's menu and waits until it is shown and the menu has closed. */
  async chooseLanguage(language: ShownLanguage): Promise<void> {
    await this.languageMenu.click();
    const item = this.page.getByTestId(`language-${language}`);
    await item.click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', language);
    await expect(item).toHaveCount(0);
  }

  /** Sets the theme with the top bar's toggle button (pressed means dark). */
  async setDark(dark: boolean): Promise<void> {
    if ((await this.themeSwitch.getAttribute('aria-pressed')) !== String(dark))
      await this.themeSwitch.click();
    await expect(this.themeSwitch).toHaveAttribute('aria-pressed', String(dark));
    const darkClass = new RegExp(`(^|\\s)${Classes.DARK}(\\s|$)`);
    if (dark) await expect(this.page.locator('body')).toHaveClass(darkClass);
    else await expect(this.page.locator('body')).not.toHaveClass(darkClass);
  }

  /** Opens the side menu's drawer and waits until it has slid fully into view. */
  async openDrawer(): Promise<void> {
    await this.menuToggle.click();
    await expect(this.drawer).toBeInViewport({ ratio: 1 });
  }
}
