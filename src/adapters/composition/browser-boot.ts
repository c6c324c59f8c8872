import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { Logger } from '../../application/ports/logger';
import type { TokenStore } from '../../application/ports/token-store';
import { once } from '../../application/shared/once';
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
  const cookies = once(
    () =>
      new CookieJar({
        ...(browser.document === undefined ? {} : { document: browser.document }),
        ...(browser.secureCookies === undefined ? {} : { secure: browser.secureCookies }),
      }),
  );
  const storage = once(() => new LocalStorageStore(browser.storage));
  const tokens = once(() => new CookieTokenStore(cookies(), storage()));
  const i18n = once(() => createI18n(options.i18n));
  const toasts = once(() => new ToastQueue(options.toasts));
  const logger = once(() => new ConsoleLogger(options.logger));
  const switchLanguage = once(() => {
    const setup = i18n();
    return new SwitchLanguage(
      setup.translationSource,
      setup.translator,
      setup.documentLanguage,
      setup.languagePreference,
      logger(),
    );
  });
  const startTranslations = once(() => new StartTranslations(i18n().languagePreference, switchLanguage()));
  return {
    get cookies() {
      return cookies();
    },
    get storage() {
      return storage();
    },
    get tokens() {
      return tokens();
    },
    get i18n() {
      return i18n();
    },
    get toasts() {
      return toasts();
    },
    get logger() {
      return logger();
    },
    get switchLanguage() {
      return switchLanguage();
    },
    get startTranslations() {
      return startTranslations();
    },
  };
}

export function createDashboardBoot(options: BootOptions): DashboardBoot {
  const boot = createBrowserBoot(options);
  const startSession = once(() => new StartSession(boot.tokens));
  return Object.defineProperty(boot, 'startSession', {
    get: startSession,
    enumerable: true,
  }) as DashboardBoot;
}
