import type { Container } from 'inversify';
import { LoadList } from '../../application/lists/load-list';
import { LoadResourceList } from '../../application/lists/load-resource-list';
import { Tokens as T } from '../tokens';
import { singleton } from './bind';
import type { BrowserBoot } from './browser-boot';

/** The use cases the entry point runs before the container exists. */
export type BootUseCases = Pick<BrowserBoot, 'switchLanguage' | 'startTranslations'>;

/**
 * The use cases both apps have: lists and translations. Singletons: they keep per-screen
 * bookkeeping keyed by the screen's store ("latest call wins"), so one instance serves every
 * screen, and the language switch must be one instance for "the last switch asked wins".
 */
export function bindSharedUseCases(container: Container, boot: BootUseCases): void {
  singleton(container, T.LoadList, [T.ForbiddenAreas, T.Logger], (...deps) => new LoadList(...deps));
  singleton(
    container,
    T.LoadResourceList,
    [T.ResourceGateway, T.LoadList],
    (...deps) => new LoadResourceList(...deps),
  );
  // The language switch is the boot's: the entry point starts the translations before the
  // container exists, and a page must have one switch for "the last switch asked wins".
  singleton(container, T.SwitchLanguage, [], () => boot.switchLanguage);
  singleton(container, T.StartTranslations, [], () => boot.startTranslations);
}
