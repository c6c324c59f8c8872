import type { AppError } from '../../domain/errors/app-error';
import { FALLBACK_LANGUAGE, type Language } from '../../domain/preferences/language';
import { resolveLanguage } from '../../domain/preferences/resolve-language';
import type { Result } from '../../domain/shared/result';
import type { LanguagePreference } from '../ports/language-preference';
import type { LanguageSwitchSuperseded, SwitchLanguage, SwitchLanguageOptions } from './switch-language';

/**
 * Shows the app in the user's language at start: the `i18next` cookie, then local storage, then the
 * html tag, else English. If that language's bundle cannot be loaded, the app starts in English
 * rather than in bare keys.
 */
export class StartTranslations {
  constructor(
    private readonly preference: LanguagePreference,
    private readonly switchLanguage: SwitchLanguage,
  ) {}

  async execute(
    options: SwitchLanguageOptions = {},
  ): Promise<Result<Language, AppError | LanguageSwitchSuperseded>> {
    const language = resolveLanguage(this.preference.sources());
    const result = await this.switchLanguage.execute(language, options);
    if (result.ok || language === FALLBACK_LANGUAGE || result.error.code === 'Superseded') return result;
    return this.switchLanguage.execute(FALLBACK_LANGUAGE, options);
  }
}
