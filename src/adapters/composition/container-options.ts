import type { PageLocation } from '../browser/browser-navigator';
import type { CookieDocument } from '../browser/cookie-jar';
import type { RuntimeConfig } from '../browser/runtime-config';
import type { AudioSoundOptions } from '../browser/audio-sound';
import type { FetchHttpClientOptions } from '../http/fetch-http-client';
import type { CreateI18nOptions } from '../i18n/create-i18n';
import type { ConsoleLoggerOptions } from '../logging/console-logger';
import type { ToastQueueOptions } from '../notifications/toast-queue';
import type { SignalRHubsOptions } from '../realtime/signalr-hubs';

/** Where the browser adapters find the page; every default is the real page's. */
export interface BrowserOptions {
  /** Holds the cookies; default `document`. */
  readonly document?: CookieDocument;
  /** Adds `Secure` to the cookies; default: the page is on https. */
  readonly secureCookies?: boolean;
  /** Default `localStorage` (a getter: merely reading it can throw). */
  readonly storage?: () => Storage | null | undefined;
  /** Default `location`: page loads and reloads (the 401 rules) go through it. */
  readonly location?: () => PageLocation;
}

/** The HTTP client's tuning; the host, the tokens and the 401 rule come from the composition. */
export type HttpOptions = Partial<
  Pick<FetchHttpClientOptions, 'timeoutMs' | 'maxRetries' | 'backoff' | 'random' | 'sleep' | 'fetch'>
>;

/** What both apps' containers take. Only `config` is required. */
export interface ContainerOptions {
  /**
   * The runtime config (`/config.json`: `apiHost`, `hubHost`), loaded before the container is
   * built (`RuntimeConfigSource.load()`), so every adapter gets plain strings.
   */
  readonly config: RuntimeConfig;
  readonly browser?: BrowserOptions;
  readonly http?: HttpOptions;
  readonly i18n?: CreateI18nOptions;
  readonly logger?: ConsoleLoggerOptions;
  readonly toasts?: ToastQueueOptions;
}

/** The dashboard's container also opens the two hubs and plays the chat alerts' sound. */
export interface DashboardContainerOptions extends ContainerOptions {
  readonly sound?: AudioSoundOptions;
  /** The hubs' tuning; the host is `config.hubHost` and the token the `chatToken` cookie. */
  readonly hubs?: Omit<SignalRHubsOptions, 'hubHost' | 'chatToken'>;
}

/** The patient site's container: the common options only. */
export type SiteContainerOptions = ContainerOptions;
