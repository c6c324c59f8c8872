import type { AppError } from '../../domain/errors/app-error';
import { directionFor } from '../../domain/preferences/direction';
import { FALLBACK_LANGUAGE, type Language } from '../../domain/preferences/language';
import { err, ok, type Result } from '../../domain/shared/result';
import type { DocumentLanguage } from '../ports/document-language';
import type { LanguagePreference } from '../ports/language-preference';
import type { Logger } from '../ports/logger';
import type { TranslationSource } from '../ports/translation-source';
import type { Translator } from '../ports/translator';

/** The switch was overtaken: another language was asked for before this one's bundle came. */
export interface LanguageSwitchSuperseded {
  readonly code: 'Superseded';
  readonly language: Language;
}

export interface SwitchLanguageOptions {
  /** The theme's right-to-left layout flag: makes any language right-to-left. */
  readonly rtlLayout?: boolean | undefined;
}

/**
 * Shows the app in `language`. Its bundle is loaded once through the source (and the English one
 * too, the fallback of every missing key); then the translator switches, the choice is cached in
 * the `i18next` cookie, and `<html lang dir>` follows the language actually shown: right-to-left
 * for Kurdish and Arabic, or for any language with the layout flag on.
 *
 * If the bundle cannot be loaded, the language shown does not change and the error comes back.
 * When switches overlap, the last one asked for wins: an earlier one whose bundle arrives later
 * changes nothing.
 */
export class SwitchLanguage {
  private asked = 0;
  private readonly loading = new Map<Language, Promise<Result<void, AppError>>>();

  constructor(
    private readonly source: TranslationSource,
    private readonly translator: Translator,
    private readonly document: DocumentLanguage,
    private readonly preference: LanguagePreference,
    private readonly logger: Logger,
  ) {}

  async execute(
    language: Language,
    options: SwitchLanguageOptions = {},
  ): Promise<Result<Language, AppError | LanguageSwitchSuperseded>> {
    const ticket = ++this.asked;
    const [wanted, fallback] = await Promise.all([
      this.ensureBundle(language),
      this.ensureBundle(FALLBACK_LANGUAGE),
    ]);
    if (ticket !== this.asked) return err({ code: 'Superseded', language });
    if (!fallback.ok) this.logger.warn('The English bundle could not be loaded', fallback.error);
    if (!wanted.ok) return wanted;
    await this.translator.changeLanguage(language);
    // A switch that came meanwhile may already show another language: the page and the cookie
    // follow the one the translator shows now, so they never disagree with the text.
    const shown = this.translator.language;
    this.preference.remember(shown);
    this.document.apply(shown, directionFor(shown, options.rtlLayout ?? false));
    return shown === language ? ok(language) : err({ code: 'Superseded', language });
  }

  /** Loads a bundle unless the translator has it; two switches needing the same bundle share one load. */
  private ensureBundle(language: Language): Promise<Result<void, AppError>> {
    if (this.translator.hasBundle(language)) return Promise.resolve(ok(undefined));
    let loading = this.loading.get(language);
    if (loading === undefined) {
      loading = this.source
        .load(language)
        .then((bundle): Result<void, AppError> => {
          if (!bundle.ok) return bundle;
          this.translator.addBundle(language, bundle.value);
          return ok(undefined);
        })
        .finally(() => this.loading.delete(language));
      this.loading.set(language, loading);
    }
    return loading;
  }
}
