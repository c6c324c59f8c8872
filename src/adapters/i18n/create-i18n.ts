import { createInstance, type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { DocumentLanguage } from '../../application/ports/document-language';
import type { LanguagePreference } from '../../application/ports/language-preference';
import type { TranslationSource } from '../../application/ports/translation-source';
import type { Translator } from '../../application/ports/translator';
import { directionFor } from '../../domain/preferences/direction';
import { FALLBACK_LANGUAGE, Language, normalizeLanguage } from '../../domain/preferences/language';
import { bundleBaseUrl, FetchTranslationSource } from './fetch-translation-source';
import { HtmlDocumentLanguage, type LanguageMarkedDocument } from './html-document-language';
import { I18nextLanguagePreference } from './i18next-language-preference';
import { I18nextTranslator, TRANSLATION_NAMESPACE } from './i18next-translator';
import { detectionOptions } from './language-detection';
import { TranslationSourceBackend, type BundleFailure } from './translation-source-backend';

/** The page as `createI18n` needs it: `<html>` is both the last detection source and the target of `lang`/`dir`. */
export interface I18nDocument extends LanguageMarkedDocument {
  readonly documentElement: HTMLElement | null;
}

export interface CreateI18nOptions {
  /** Fetches the bundles; default the page's `fetch`. */
  readonly fetch?: typeof fetch;
  /** Default: the page's `document`. */
  readonly document?: I18nDocument;
  /** The page's address: its origin hosts the bundles, its scheme decides `Secure`. Default `location.href`. */
  readonly pageUrl?: string | URL;
  /** The app's base path; default Vite's `BASE_URL`. The bundles are under it at the page's origin. */
  readonly basePath?: string;
  /** The theme's right-to-left layout flag, read on every language change; default off. */
  readonly rtlLayout?: () => boolean;
  /** Told about every bundle that could not be loaded; default `console.error`. */
  readonly onBundleFailure?: (failure: BundleFailure) => void;
  /**
   * Binds react-i18next and leaves escaping to React (`escapeValue: false`). Default true. Without
   * React, interpolated values are HTML-escaped by i18next itself.
   */
  readonly react?: boolean;
  /** The bundles' file name (`FetchTranslationSourceOptions.bundle`); default `translate`. */
  readonly bundle?: string;
  /** Per-bundle timeout in ms; default 10 s. */
  readonly timeoutMs?: number;
}

/** Everything the composition root binds, built around one i18next instance. */
export interface I18nSetup {
  /** For `<I18nextProvider i18n={...}>`. */
  readonly i18n: i18n;
  /** Settles once the first language and English were loaded or failed; never rejects. */
  readonly ready: Promise<void>;
  readonly translator: Translator;
  readonly translationSource: TranslationSource;
  readonly languagePreference: LanguagePreference;
  readonly documentLanguage: DocumentLanguage;
}

const OFFERED: readonly Language[] = [Language.English, Language.Kurdish, Language.Arabic];

const reportToConsole = (failure: BundleFailure): void => {
  console.error(`Translation bundle "${failure.language}" failed (${failure.error.code}); showing English.`);
};

/**
 * Builds the i18next setup of either app:
 *
 * - detection from the cookie `i18next`, then local storage, then the html tag, decided by the
 *   domain's `resolveLanguage`; the language shown is cached in the cookie for a year;
 * - `supportedLngs` `en`, `ku`, `ar` (the `zh` bundle is never shown), `load: 'languageOnly'`,
 *   fallback `en`;
 * - bundles fetched from `/assets/webLangs/{lng}/translate.json` at the app's base (the patient
 *   site's pages, under `/site/`, fetch their own `site.json` from there); a bundle that fails is reported and English shows instead;
 * - after every language change, `<html lang dir>` are set from the language actually shown, the
 *   direction from the domain's `directionFor` (i18next's own `dir()` does not know that `ku` is
 *   Sorani, written right to left);
 * - a `lowercase` format, for English sentences that embed a label mid-sentence.
 */
export function createI18n(options: CreateI18nOptions = {}): I18nSetup {
  const document = options.document ?? globalThis.document;
  const pageUrl = options.pageUrl ?? globalThis.location?.href;
  if (pageUrl === undefined) throw new Error('createI18n needs a pageUrl outside a browser page.');
  const react = options.react ?? true;
  const rtlLayout = options.rtlLayout ?? (() => false);

  const translationSource = new FetchTranslationSource({
    baseUrl: bundleBaseUrl(pageUrl, options.basePath ?? import.meta.env.BASE_URL),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.bundle === undefined ? {} : { bundle: options.bundle }),
  });
  const languagePreference = new I18nextLanguagePreference(
    detectionOptions({
      secure: new URL(pageUrl).protocol === 'https:',
      htmlTag: document?.documentElement ?? null,
    }),
  );
  const documentLanguage = new HtmlDocumentLanguage(document ?? { documentElement: null });

  const instance = createInstance()
    .use(new TranslationSourceBackend(translationSource, options.onBundleFailure ?? reportToConsole))
    .use(languagePreference);
  if (react) instance.use(initReactI18next);

  instance.on('languageChanged', () => {
    const shown = normalizeLanguage(instance.resolvedLanguage) ?? FALLBACK_LANGUAGE;
    documentLanguage.apply(shown, directionFor(shown, rtlLayout()));
  });

  const init: InitOptions = {
    supportedLngs: [...OFFERED],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [TRANSLATION_NAMESPACE],
    defaultNS: TRANSLATION_NAMESPACE,
    // One namespace: a ':' in a key is part of the key, so a missing one shows whole.
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: !react },
    ...(react
      ? { react: { useSuspense: true, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' } }
      : {}),
  };
  const ready = instance.init(init).then(
    () => undefined,
    () => undefined,
  );
  // `init` creates the services synchronously (only the loading waits), so the format is in place
  // before the first text is read.
  instance.services.formatter?.add('lowercase', (value: unknown, lng: string | undefined) =>
    typeof value === 'string' ? value.toLocaleLowerCase(lng) : String(value),
  );

  return {
    i18n: instance,
    ready,
    translator: new I18nextTranslator(instance),
    translationSource,
    languagePreference,
    documentLanguage,
  };
}
