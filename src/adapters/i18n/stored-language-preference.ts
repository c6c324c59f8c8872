import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { LanguagePreference } from '../../application/ports/language-preference';
import { LanguageDetection, type Language } from '../../domain/preferences/language';
import type { LanguageSources } from '../../domain/preferences/resolve-language';
import type { CookieJar } from '../browser/cookie-jar';
import { LANGUAGE_COOKIE_MINUTES, LANGUAGE_STORAGE_KEY } from './language-detection';

/** The `<html>` element, whose `lang` is the last source. */
export interface LanguageTaggedElement {
  getAttribute(name: string): string | null;
}

/**
 * The `LanguagePreference` port over the page's cookie jar and storage, without i18next's
 * detector: the same three places (the `i18next` cookie, local storage's `i18nextLng`, the html
 * tag's `lang`) and the same cookie (a year, path `/`, `SameSite=Lax`, `Secure` on https, the
 * jar's attributes), so a language chosen on the patient site is the dashboard's too and back.
 */
export class StoredLanguagePreference implements LanguagePreference {
  constructor(
    private readonly cookies: CookieJar,
    private readonly storage: KeyValueStore,
    private readonly html: () => LanguageTaggedElement | null,
  ) {}

  sources(): LanguageSources {
    return {
      cookie: this.read(() => this.cookies.get(LanguageDetection.lookupCookie)),
      localStorage: this.read(() => this.storage.get(LANGUAGE_STORAGE_KEY)),
      htmlTag: this.read(() => this.html()?.getAttribute('lang')),
    };
  }

  remember(language: Language): void {
    try {
      this.cookies.set(LanguageDetection.lookupCookie, language, LANGUAGE_COOKIE_MINUTES / (24 * 60));
    } catch {
      // A browser that refuses cookies keeps the language for this page only.
    }
  }

  private read(source: () => string | null | undefined): string | undefined {
    try {
      return source() ?? undefined;
    } catch {
      // A browser that refuses cookies or storage (privacy modes) has nothing to say.
      return undefined;
    }
  }
}
