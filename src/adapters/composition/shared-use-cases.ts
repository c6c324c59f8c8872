import type { Container } from 'inversify';
import { LoadList } from '../../application/lists/load-list';
import { LoadResourceList } from '../../application/lists/load-resource-list';
import { StartTranslations } from '../../application/translations/start-translations';
import { SwitchLanguage } from '../../application/translations/switch-language';
import { Tokens as T } from '../tokens';
import { singleton } from './bind';

/**
 * The use cases both apps have: lists and translations. Singletons: they keep per-screen
 * bookkeeping keyed by the screen's store ("latest call wins"), so one instance serves every
 * screen, and the language switch must be one instance for "the last switch asked wins".
 */
export function bindSharedUseCases(container: Container): void {
  singleton(container, T.LoadList, [T.ForbiddenAreas, T.Logger], (...deps) => new LoadList(...deps));
  singleton(
    container,
    T.LoadResourceList,
    [T.ResourceGateway, T.LoadList],
    (...deps) => new LoadResourceList(...deps),
  );
  singleton(
    container,
    T.SwitchLanguage,
    [T.TranslationSource, T.Translator, T.DocumentLanguage, T.LanguagePreference, T.Logger],
    (...deps) => new SwitchLanguage(...deps),
  );
  singleton(
    container,
    T.StartTranslations,
    [T.LanguagePreference, T.SwitchLanguage],
    (...deps) => new StartTranslations(...deps),
  );
}
