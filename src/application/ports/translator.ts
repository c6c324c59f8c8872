import type { Language } from '../../domain/preferences/language';

/**
 * One language's messages, as `public/assets/webLangs/{lng}/translate.json` holds them: keys to
 * text, nested to any depth (`login.error.tooManyRequests` is `login` > `error` > `tooManyRequests`).
 */
export interface TranslationBundle {
  readonly [key: string]: string | TranslationBundle;
}

/** Values interpolated into a message (`{{name}}` in the bundle); never glued into the text. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/**
 * The translation engine of the two apps. The application hands it the bundles it loaded through
 * `TranslationSource` and tells it which language to show; views read messages through `t`. An
 * implementation:
 *
 * - knows only the offered languages (`ku`, `ar`, `en`) and falls back to English for a key the
 *   shown language lacks, then to the `defaultValue` param when one is given, then to the key
 *   itself: `t` never throws and never returns `undefined`;
 * - does not fetch anything itself: bundles arrive through `addBundle`;
 * - does not touch the document: `dir` and `lang` are applied through `DocumentLanguage`.
 */
export interface Translator {
  /** The language shown now; English before any `changeLanguage`. */
  readonly language: Language;
  /**
   * Shows `language` from now on. Its bundle has been added before (the use case makes sure of
   * it). Resolves once every `t` answers in the new language; never rejects.
   */
  changeLanguage(language: Language): Promise<void>;
  /** The message of `key` in the shown language, with `params` interpolated. */
  t(key: string, params?: TranslationParams): string;
  /** Adds (or replaces) the messages of `language`. */
  addBundle(language: Language, bundle: TranslationBundle): void;
  /** True once a bundle of `language` was added: the use case loads each bundle once. */
  hasBundle(language: Language): boolean;
}
