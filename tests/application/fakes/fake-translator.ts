import type {
  TranslationBundle,
  TranslationParams,
  Translator,
} from '../../../src/application/ports/translator';
import { FALLBACK_LANGUAGE, type Language } from '../../../src/domain/preferences/language';

function lookup(bundle: TranslationBundle | undefined, key: string): string | undefined {
  let node: string | TranslationBundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator over plain objects: the shown language's bundle, then English, then the key;
 * `{{name}}` is replaced by its parameter. Records every language change.
 */
export class FakeTranslator implements Translator {
  language: Language = FALLBACK_LANGUAGE;
  readonly bundles = new Map<Language, TranslationBundle>();
  readonly changes: Language[] = [];

  /** Runs before a change takes effect; a test may hold it back (i18next switches asynchronously). */
  beforeChange: (language: Language) => Promise<void> = () => Promise.resolve();

  async changeLanguage(language: Language): Promise<void> {
    await this.beforeChange(language);
    this.changes.push(language);
    this.language = language;
  }

  t(key: string, params?: TranslationParams): string {
    const text =
      lookup(this.bundles.get(this.language), key) ?? lookup(this.bundles.get(FALLBACK_LANGUAGE), key) ?? key;
    if (params === undefined) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  }

  addBundle(language: Language, bundle: TranslationBundle): void {
    this.bundles.set(language, bundle);
  }

  hasBundle(language: Language): boolean {
    return this.bundles.has(language);
  }
}
