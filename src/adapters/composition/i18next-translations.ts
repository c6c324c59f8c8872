import type { Container } from 'inversify';
import { createI18n, type CreateI18nOptions } from '../i18n/create-i18n';
import { Tokens as T } from '../tokens';
import { singleton } from './bind';

/**
 * The dashboard's translation engine: one i18next instance (`createI18n`) behind the translation
 * ports, the same instance the views read through react-i18next.
 */
export function bindI18next(container: Container, options: CreateI18nOptions | undefined): void {
  singleton(container, T.I18nSetup, [], () => createI18n(options));
  singleton(container, T.Translator, [T.I18nSetup], (setup) => setup.translator);
  singleton(container, T.TranslationSource, [T.I18nSetup], (setup) => setup.translationSource);
  singleton(container, T.LanguagePreference, [T.I18nSetup], (setup) => setup.languagePreference);
  singleton(container, T.DocumentLanguage, [T.I18nSetup], (setup) => setup.documentLanguage);
}
