import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import type { LanguageDetectorModule } from 'i18next';
import type { LanguagePreference } from '../../application/ports/language-preference';
import type { Language, LanguageDetection } from '../../domain/preferences/language';
import { resolveLanguage, type LanguageSources } from '../../domain/preferences/resolve-language';

/** The part of one of the detector's sources this adapter calls. */
interface SourceReader {
  lookup(options: DetectorOptions): unknown;
}

type SourceName = (typeof LanguageDetection.order)[number];

/**
 * The `LanguagePreference` port over i18next-browser-languagedetector, and at the same time the
 * language detector module handed to i18next, so detection, the cookie cache and the port read
 * and write the same places with the same attributes.
 *
 * The detector's own readers do the reading (cookie `i18next`, local storage, the html tag's
 * `lang`); the choice among them is the domain's `resolveLanguage`, not i18next's best-match
 * search. That keeps one rule for the whole product: `ckb` and `ar-IQ` are understood, a source
 * naming no offered language (`zh`, `fr`, junk) gives way to the next one, and a regional tag in
 * the cookie beats an exact tag in local storage.
 *
 * The cookie and local-storage readers of the detector use the page's own `document` and
 * `localStorage`; only the html tag is injectable (through the options).
 */
export class I18nextLanguagePreference implements LanguagePreference, LanguageDetectorModule {
  readonly type = 'languageDetector' as const;
  private readonly detector: LanguageDetector;

  constructor(private readonly options: DetectorOptions) {
    // A copy: the detector fills its defaults into the object it is given.
    this.detector = new LanguageDetector(undefined, { ...options });
  }

  /** i18next calls this with its own detection options; this module keeps the ones it was built with. */
  init(): void {}

  /** The language to show at start (i18next asks once, on init). */
  detect(): Language {
    return resolveLanguage(this.sources());
  }

  /** Writes the `i18next` cookie; i18next calls it on every language change. */
  cacheUserLanguage(language: string): void {
    this.detector.cacheUserLanguage(language);
  }

  sources(): LanguageSources {
    return {
      cookie: this.read('cookie'),
      localStorage: this.read('localStorage'),
      htmlTag: this.read('htmlTag'),
    };
  }

  remember(language: Language): void {
    this.cacheUserLanguage(language);
  }

  private read(source: SourceName): string | undefined {
    const reader = this.detector.detectors[source] as SourceReader | undefined;
    try {
      const value = reader?.lookup(this.options);
      return typeof value === 'string' ? value : undefined;
    } catch {
      // A browser that refuses cookies or storage (privacy modes) has nothing to say.
      return undefined;
    }
  }
}
