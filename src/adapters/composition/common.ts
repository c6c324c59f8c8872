import type { Container } from 'inversify';
import { LoadList } from '../../application/lists/load-list';
import { LoadResourceList } from '../../application/lists/load-resource-list';
import type { ClientApp } from '../../application/resources/client-app';
import { createStateStore } from '../../application/shared/state-store';
import { StartTranslations } from '../../application/translations/start-translations';
import { SwitchLanguage } from '../../application/translations/switch-language';
import { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { BrowserNavigator } from '../browser/browser-navigator';
import { CookieJar } from '../browser/cookie-jar';
import { CookieTokenStore } from '../browser/cookie-token-store';
import { LocalStorageStore } from '../browser/local-storage-store';
import { SystemClock } from '../browser/system-clock';
import { FetchHttpClient } from '../http/fetch-http-client';
import { FetchResourceGateway } from '../http/resource-gateway';
import { ConsoleLogger } from '../logging/console-logger';
import { ToastQueue } from '../notifications/toast-queue';
import { Tokens as T } from '../tokens';
import { alias, constant, singleton } from './bind';
import type { ContainerOptions } from './container-options';

/**
 * What both apps bind the same way: storage, cookies and tokens, navigation, clock, log,
 * toasts, the forbidden areas every list shares, the HTTP client and the catalogue of plain
 * reads, and the use cases of lists and languages. Each app binds its own
 * `UnauthorizedPolicies` (the 401 rule differs) and its translation engine under the language
 * use cases (`Translator`, `TranslationSource`, `LanguagePreference`, `DocumentLanguage`). Every value is built on first resolution, so
 * building the container touches neither the page nor the network.
 */
export function bindCommon(container: Container, options: ContainerOptions, app: ClientApp): void {
  const browser = options.browser ?? {};
  constant(container, T.RuntimeConfig, options.config);
  singleton(
    container,
    T.CookieJar,
    [],
    () =>
      new CookieJar({
        ...(browser.document === undefined ? {} : { document: browser.document }),
        ...(browser.secureCookies === undefined ? {} : { secure: browser.secureCookies }),
      }),
  );
  singleton(container, T.KeyValueStore, [], () => new LocalStorageStore(browser.storage));
  singleton(
    container,
    T.TokenStore,
    [T.CookieJar, T.KeyValueStore],
    (...deps) => new CookieTokenStore(...deps),
  );
  singleton(container, T.BrowserNavigator, [], () => new BrowserNavigator(browser.location));
  alias(container, T.Navigator, T.BrowserNavigator);
  singleton(container, T.Clock, [], () => new SystemClock());
  singleton(container, T.Logger, [], () => new ConsoleLogger(options.logger));
  singleton(container, T.Toasts, [], () => new ToastQueue(options.toasts));
  alias(container, T.Notifier, T.Toasts);
  singleton(container, T.ForbiddenAreas, [], () => createStateStore(ForbiddenAreas.none()));

  singleton(
    container,
    T.HttpClient,
    [T.RuntimeConfig, T.TokenStore, T.UnauthorizedPolicies],
    (config, tokens, unauthorized) =>
      new FetchHttpClient({ ...options.http, apiHost: config.apiHost, tokens, unauthorized }),
  );
  singleton(container, T.ResourceGateway, [T.HttpClient], (http) => new FetchResourceGateway({ http, app }));

  // Singletons: the list use cases keep per-screen bookkeeping keyed by the screen's store
  // ("latest call wins"), and a page has one language switch, so the last switch asked wins.
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
