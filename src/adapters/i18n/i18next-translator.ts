import type { i18n } from 'i18next';
import type { TranslationBundle, TranslationParams, Translator } from '../../application/ports/translator';
import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '../../domain/preferences/language';

/** The one namespace the bundles fill. */
export const TRANSLATION_NAMESPACE = 'translation';

/**
 * The `Translator` port over an i18next instance (the one `createI18n` builds, shared with the
 * React views through react-i18next).
 *
 * `language` is the language actually shown: when a bundle failed to load and English stands in,
 * it is `en`. `t` falls back to English for a key the shown language lacks, then to the key
 * itself; it never throws. Its text is NOT HTML-escaped when the instance renders through React
 * (which escapes): render it as text, never as markup.
 *
 * A text without arguments is looked up once per language and bundle: i18next's lookup (key
 * path, fallbacks, nesting, post-processing) costs tens of microseconds, and a screen reads the
 * same hundred labels on every render. A language change, or a bundle added or removed, forgets
 * what was looked up.
 */
export class I18nextTranslator implements Translator {
  private readonly known = new Map<string, string>();
  private knownIn: string | undefined;

  constructor(private readonly i18n: i18n) {
    const forget = () => this.known.clear();
    i18n.on('languageChanged', forget);
    i18n.store?.on('added', forget);
    i18n.store?.on('removed', forget);
  }

  get language(): Language {
    return normalizeLanguage(this.i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
  }

  async changeLanguage(language: Language): Promise<void> {
    try {
      await this.i18n.changeLanguage(language);
    } catch {
      // i18next resolves even when a bundle fails; a throwing listener must not break the caller.
    }
  }

  t(key: string, params?: TranslationParams): string {
    if (params !== undefined) return this.lookUp(key, params);
    if (this.knownIn !== this.i18n.resolvedLanguage) {
      this.known.clear();
      this.knownIn = this.i18n.resolvedLanguage;
    }
    let text = this.known.get(key);
    if (text === undefined) {
      text = this.lookUp(key);
      this.known.set(key, text);
    }
    return text;
  }

  private lookUp(key: string, params?: TranslationParams): string {
    try {
      const text: unknown = params === undefined ? this.i18n.t(key) : this.i18n.t(key, { ...params });
      return typeof text === 'string' ? text : key;
    } catch {
      return key;
    }
  }

  addBundle(language: Language, bundle: TranslationBundle): void {
    // Replaces: messages removed from a newer bundle must not linger from the older one.
    this.i18n.removeResourceBundle(language, TRANSLATION_NAMESPACE);
    this.i18n.addResourceBundle(language, TRANSLATION_NAMESPACE, bundle, true, true);
  }

  hasBundle(language: Language): boolean {
    return this.i18n.hasResourceBundle(language, TRANSLATION_NAMESPACE);
  }
}
