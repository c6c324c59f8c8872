import type { TranslationBundle, TranslationParams, Translator } from '../../application/ports/translator';
import { FALLBACK_LANGUAGE, type Language } from '../../domain/preferences/language';

/** `{{name}}` in a message; `{{- name}}` (i18next's unescaped form) reads the same, React escapes. */
const PLACEHOLDER = /{{\s*-?\s*([\w.]+)\s*}}/g;

/** A bundle's messages by dotted key (`site.nav.doctors`); a leaf that is not text is left out. */
function flatten(
  bundle: TranslationBundle,
  prefix = '',
  into = new Map<string, string>(),
): Map<string, string> {
  for (const [name, value] of Object.entries(bundle)) {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    if (typeof value === 'string') into.set(key, value);
    else if (typeof value === 'object' && value !== null) flatten(value, key, into);
  }
  return into;
}

/**
 * The `Translator` port over the bundles themselves, for the patient site: its messages are plain
 * text with `{{value}}` placeholders (no plurals, nesting or formats: a test holds its bundles to
 * that), so a key look-up and the port's English fallback are the whole engine, and the site's
 * first load does not carry i18next (the dashboard, whose messages use those, keeps it).
 *
 * As the port says: the shown language is English until a language whose bundle was added is
 * asked for; a key the shown language lacks (or holds empty) falls back to English, then to the
 * `defaultValue` param when one is given (as i18next does: a job form's own field label, say), then
 * to the key itself; a placeholder without a value stays as written, so the gap shows. The text is
 * not HTML-escaped: React renders it as text.
 */
export class MessageTranslator implements Translator {
  private readonly bundles = new Map<Language, ReadonlyMap<string, string>>();
  private shown: Language = FALLBACK_LANGUAGE;

  get language(): Language {
    return this.shown;
  }

  changeLanguage(language: Language): Promise<void> {
    this.shown = this.bundles.has(language) ? language : FALLBACK_LANGUAGE;
    return Promise.resolve();
  }

  t(key: string, params?: TranslationParams): string {
    const fallback = params?.defaultValue;
    const text =
      this.message(this.shown, key) ??
      this.message(FALLBACK_LANGUAGE, key) ??
      (fallback === undefined ? key : String(fallback));
    if (params === undefined) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = Object.hasOwn(params, name) ? params[name] : undefined;
      return value === undefined ? placeholder : String(value);
    });
  }

  addBundle(language: Language, bundle: TranslationBundle): void {
    // Replaces: messages removed from a newer bundle must not linger from the older one.
    this.bundles.set(language, flatten(bundle));
  }

  hasBundle(language: Language): boolean {
    return this.bundles.has(language);
  }

  private message(language: Language, key: string): string | undefined {
    const text = this.bundles.get(language)?.get(key);
    return text === '' ? undefined : text;
  }
}
