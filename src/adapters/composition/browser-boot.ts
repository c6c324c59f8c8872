import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { Logger } from '../../application/ports/logger';
import type { TokenStore } from '../../application/ports/token-store';
import { lazyFields, once } from '../../application/shared/once';
import { StartSession } from '../../application/session/start-session';
import { StartTranslations } from '../../application/translations/start-translations';
import { SwitchLanguage } from '../../application/translations/switch-language';
import { CookieJar } from '../browser/cookie-jar';
import { CookieTokenStore } from '../browser/cookie-token-store';
import { LocalStorageStore } from '../browser/local-storage-store';
import { createI18n, type I18nSetup } from '../i18n/create-i18n';
import { ConsoleLogger } from '../logging/console-logger';
import { ToastQueue } from '../notifications/toast-queue';
import type { ContainerOptions } from './container-options';

/**
 * What a first paint needs, built without the container: storage, cookies and tokens, the
 * translations and the language switch, the toasts and the log. The entry point builds it,
 * paints, and hands it to the container when that arrives (a lazily loaded chunk), which binds
 * these very instances to their tokens, so a page has one of each.
 *
 * Every value is built on first read, so building the boot touches nothing.
 */
export interface BrowserBoot {
  readonly cookies: CookieJar;
  readonly storage: KeyValueStore;
  readonly tokens: TokenStore;
  readonly i18n: I18nSetup;
  readonly toasts: ToastQueue;
  readonly logger: Logger;
  /** One instance per page: the last switch asked for wins. */
  readonly switchLanguage: SwitchLanguage;
  readonly startTranslations: StartTranslations;
}

/** The dashboard's boot also decides the session from the stored token (000 §4). */
export interface DashboardBoot extends BrowserBoot {
  readonly startSession: StartSession;
}

/**
 * What the boot reads of the container options: never the runtime config, so the first paint
 * does not wait for `/config.json`.
 */
export type BootOptions = Omit<ContainerOptions, 'config'>;

export function createBrowserBoot(options: BootOptions): BrowserBoot {
  const browser = options.browser ?? {};
  const boot: BrowserBoot = lazyFields<BrowserBoot>({
    cookies: () =>
      new CookieJar({
        ...(browser.document === undefined ? {} : { document: browser.document }),
        ...(browser.secureCookies === undefined ? {} : { secure: browser.secureCookies }),
      }),
    storage: () => new LocalStorageStore(browser.storage),
    tokens: () => new CookieTokenStore(boot.cookies, boot.storage),
    i18n: () => createI18n(options.i18n),
    toasts: () => new ToastQueue(options.toasts),
    logger: () => new ConsoleLogger(options.logger),
    switchLanguage: () => {
      const setup = boot.i18n;
      return new SwitchLanguage(
        setup.translationSource,
        setup.translator,
        setup.documentLanguage,
        setup.languagePreference,
        boot.logger,
      );
    },
    startTranslations: () => new StartTranslations(boot.i18n.languagePreference, boot.switchLanguage),
  });
  return boot;
}

export function createDashboardBoot(options: BootOptions): DashboardBoot {
  const boot = createBrowserBoot(options);
  const startSession = once(() => new StartSession(boot.tokens));
  return Object.defineProperty(boot, 'startSession', {
    get: startSession,
    enumerable: true,
  }) as DashboardBoot;
}
