import { makeAutoObservable, runInAction } from 'mobx';
import type { TranslationParams } from '../../../application/ports/translator';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { ResourceRecord } from '../../../application/resources/resource-values';
import type { SiteHome } from '../../../application/ports/site-content-gateway';
import type { CarouselImage } from '../../../application/resources/site-items';
import { Language } from '../../../domain/preferences/language';
import { NO_TITLE, tabIdentity } from '../../../domain/shell/tab-identity';
import { homeCarouselImages } from '../../../domain/site/home-carousel';
import type { SiteServices } from '../site-services';

/** Where the site keeps the visitor's light/dark choice (the dashboard's theme is staff-only). */
export const SITE_THEME_KEY = 'site-theme';

export const SiteTheme = { Light: 'light', Dark: 'dark' } as const;
export type SiteTheme = (typeof SiteTheme)[keyof typeof SiteTheme];

/**
 * What every page of the site shares: the shown language (the translator is not observable, so
 * the language is kept here and `t` reads it, and views re-render on a switch), light or dark,
 * whether a patient is signed in, and the hospital's contact details for the footer.
 */
export class SiteShellViewModel {
  language: Language = Language.English;
  theme: SiteTheme;
  signedIn: boolean;
  contact: ResourceRecord | null = null;
  /** The logo record and the carousel; null until they came (or when they cannot be read). */
  home: SiteHome | null = null;
  /** Whether the read of `home` has ended (with it or without): until then its place is kept. */
  homeSettled = false;
  switching = false;

  /**
   * `systemDark`: whether the visitor's device asks for dark pages. It decides until the visitor
   * picks light or dark on the site, which is then kept.
   */
  constructor(
    private readonly services: SiteServices,
    systemDark = false,
  ) {
    const chosen = services.storage.get(SITE_THEME_KEY);
    this.theme =
      chosen === SiteTheme.Dark || chosen === SiteTheme.Light
        ? chosen
        : systemDark
          ? SiteTheme.Dark
          : SiteTheme.Light;
    this.signedIn = this.readSignedIn();
    makeAutoObservable<this, 'services'>(this, { services: false }, { autoBind: true });
  }

  /** The message of `key` in the shown language. */
  t(key: string, params?: TranslationParams): string {
    // Read so an observer re-renders when the language changes.
    void this.language;
    return this.services.translator.t(key, params);
  }

  /** The hospital's name from the logo record in the shown language, else the bundle's. */
  get hospitalName(): string {
    const { title } = tabIdentity(this.home?.logo, this.language);
    return title === NO_TITLE ? this.t('site.hospitalName') : title;
  }

  /** The home page's carousel: the images the home rule picks (placements 0 and 2). */
  get carouselImages(): readonly CarouselImage[] {
    return this.home === null ? [] : homeCarouselImages(this.home.carouselImages);
  }

  get dark(): boolean {
    return this.theme === SiteTheme.Dark;
  }

  /** The language from the visitor's cookie or storage, else English; the footer's contact and the home's content. */
  async start(): Promise<void> {
    // The footer's contact and the logo and carousel do not wait for the translations: they are
    // read at once, beside them (the home page's largest picture is the carousel's first).
    void this.loadContact();
    void this.loadHome();
    await this.services.startTranslations.execute();
    runInAction(() => (this.language = this.services.translator.language));
  }

  async switchLanguage(language: Language): Promise<void> {
    this.switching = true;
    await this.services.switchLanguage.execute(language);
    runInAction(() => {
      this.language = this.services.translator.language;
      this.switching = false;
    });
  }

  toggleTheme(): void {
    this.theme = this.dark ? SiteTheme.Light : SiteTheme.Dark;
    this.services.storage.set(SITE_THEME_KEY, this.theme);
  }

  /** Called after a sign-in and on every page change: the token may have come or gone. */
  refreshSession(): void {
    this.signedIn = this.readSignedIn();
  }

  async signOut(): Promise<void> {
    await this.services.signOut.execute();
    runInAction(() => (this.signedIn = this.readSignedIn()));
  }

  private readSignedIn(): boolean {
    return this.services.tokens.patientToken() !== null && this.services.tokens.isPatientVerified();
  }

  private async loadHome(): Promise<void> {
    const result = await this.services.siteContent.home();
    // Without them the header says the bundle's name and the home page has no carousel.
    runInAction(() => {
      if (result.ok) this.home = result.value;
      this.homeSettled = true;
    });
  }

  private async loadContact(): Promise<void> {
    const result = await this.services.resources.load(ResourceKey.ContactUs);
    // The footer simply leaves the details out when they cannot be read.
    if (result.ok) runInAction(() => (this.contact = result.value));
  }
}
