import type { Container } from 'inversify';
import { createStateStore } from '../../application/shared/state-store';
import { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { AudioSound } from '../browser/audio-sound';
import { BrowserNavigator } from '../browser/browser-navigator';
import { CookieJar } from '../browser/cookie-jar';
import { CookieTokenStore } from '../browser/cookie-token-store';
import { LocalStorageStore } from '../browser/local-storage-store';
import { SystemClock } from '../browser/system-clock';
import { createI18n } from '../i18n/create-i18n';
import { ConsoleLogger } from '../logging/console-logger';
import { ToastQueue } from '../notifications/toast-queue';
import { Tokens } from '../tokens';
import { AdapterTokens as A } from './adapter-tokens';
import { alias, constant, singleton } from './bind';
import type { ContainerOptions } from './container-options';

/**
 * The ports both apps bind the same way: storage, cookies and tokens, navigation, clock, sound,
 * log, toasts, translations, and the forbidden areas every list shares. Nothing touches the page
 * until a value is first resolved.
 */
export function bindBrowserPorts(container: Container, options: ContainerOptions): void {
  const browser = options.browser ?? {};
  constant(container, A.RuntimeConfig, options.config);
  singleton(
    container,
    A.CookieJar,
    [],
    () =>
      new CookieJar({
        ...(browser.document === undefined ? {} : { document: browser.document }),
        ...(browser.secureCookies === undefined ? {} : { secure: browser.secureCookies }),
      }),
  );
  singleton(container, Tokens.KeyValueStore, [], () => new LocalStorageStore(browser.storage));
  singleton(
    container,
    Tokens.TokenStore,
    [A.CookieJar, Tokens.KeyValueStore],
    (cookies, storage) => new CookieTokenStore(cookies, storage),
  );
  singleton(container, A.BrowserNavigator, [], () => new BrowserNavigator(browser.location));
  alias(container, Tokens.Navigator, A.BrowserNavigator);
  singleton(container, Tokens.Clock, [], () => new SystemClock());
  singleton(container, Tokens.Sound, [], () => new AudioSound(options.sound));
  singleton(container, Tokens.Logger, [], () => new ConsoleLogger(options.logger));
  singleton(container, A.ToastQueue, [], () => new ToastQueue(options.toasts));
  alias(container, Tokens.Notifier, A.ToastQueue);
  alias(container, Tokens.Toasts, A.ToastQueue);
  singleton(container, Tokens.ForbiddenAreas, [], () => createStateStore(ForbiddenAreas.none()));

  singleton(container, A.I18nSetup, [], () => createI18n(options.i18n));
  singleton(container, Tokens.Translator, [A.I18nSetup], (setup) => setup.translator);
  singleton(container, Tokens.TranslationSource, [A.I18nSetup], (setup) => setup.translationSource);
  singleton(container, Tokens.LanguagePreference, [A.I18nSetup], (setup) => setup.languagePreference);
  singleton(container, Tokens.DocumentLanguage, [A.I18nSetup], (setup) => setup.documentLanguage);
}
