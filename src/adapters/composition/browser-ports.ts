import type { Container } from 'inversify';
import { createStateStore } from '../../application/shared/state-store';
import { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { AudioSound } from '../browser/audio-sound';
import { BrowserNavigator } from '../browser/browser-navigator';
import { SystemClock } from '../browser/system-clock';
import { Tokens } from '../tokens';
import { AdapterTokens as A } from './adapter-tokens';
import { alias, constant, singleton } from './bind';
import type { BrowserBoot } from './browser-boot';
import type { ContainerOptions } from './container-options';

/**
 * The ports both apps bind the same way: storage, cookies and tokens, navigation, clock, sound,
 * log, toasts, translations, and the forbidden areas every list shares. Those a first paint needs
 * are the boot's own instances (`browser-boot.ts`); nothing touches the page until a value is
 * first resolved.
 */
export function bindBrowserPorts(container: Container, options: ContainerOptions, boot: BrowserBoot): void {
  const browser = options.browser ?? {};
  constant(container, A.RuntimeConfig, options.config);
  singleton(container, A.CookieJar, [], () => boot.cookies);
  singleton(container, Tokens.KeyValueStore, [], () => boot.storage);
  singleton(container, Tokens.TokenStore, [], () => boot.tokens);
  singleton(container, A.BrowserNavigator, [], () => new BrowserNavigator(browser.location));
  alias(container, Tokens.Navigator, A.BrowserNavigator);
  singleton(container, Tokens.Clock, [], () => new SystemClock());
  singleton(container, Tokens.Sound, [], () => new AudioSound(options.sound));
  singleton(container, Tokens.Logger, [], () => boot.logger);
  singleton(container, A.ToastQueue, [], () => boot.toasts);
  alias(container, Tokens.Notifier, A.ToastQueue);
  alias(container, Tokens.Toasts, A.ToastQueue);
  singleton(container, Tokens.ForbiddenAreas, [], () => createStateStore(ForbiddenAreas.none()));

  singleton(container, A.I18nSetup, [], () => boot.i18n);
  singleton(container, Tokens.Translator, [A.I18nSetup], (setup) => setup.translator);
  singleton(container, Tokens.TranslationSource, [A.I18nSetup], (setup) => setup.translationSource);
  singleton(container, Tokens.LanguagePreference, [A.I18nSetup], (setup) => setup.languagePreference);
  singleton(container, Tokens.DocumentLanguage, [A.I18nSetup], (setup) => setup.documentLanguage);
}
