import type { Language } from '../../domain/preferences/language';
import type { LanguageSources } from '../../domain/preferences/resolve-language';

/**
 * Where the user's language choice is found and kept: the cookie `i18next`, then local storage,
 * then the html tag's `lang`; the choice is cached in the cookie. An implementation returns what
 * each source holds as it is (the domain's `resolveLanguage` decides) and never throws.
 */
export interface LanguagePreference {
  sources(): LanguageSources;
  /** Caches the language shown in the `i18next` cookie (with a lifetime, not a session cookie). */
  remember(language: Language): void;
}
