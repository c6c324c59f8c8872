import type { BrowserNavigator } from '../browser/browser-navigator';
import type { CookieJar } from '../browser/cookie-jar';
import type { RuntimeConfig } from '../browser/runtime-config';
import type { AuthKind, HttpClient } from '../http/http-client';
import type { UnauthorizedPolicy } from '../http/unauthorized-policy';
import type { I18nSetup } from '../i18n/create-i18n';
import type { ToastQueue } from '../notifications/toast-queue';
import { createToken } from '../tokens';

/** What the HTTP client does on a 401, per auth kind of the call (the one place of the rule). */
export type UnauthorizedPolicies = Readonly<Partial<Record<AuthKind, UnauthorizedPolicy>>>;

/**
 * The adapters' own parts, for the entry points and for integrators: the views never need them.
 * Rebinding `HttpClient` changes the transport of every gateway at once; rebinding
 * `UnauthorizedPolicies` changes the 401 rule of every call.
 */
export const AdapterTokens = {
  /** `/config.json` as loaded before the container was built. */
  RuntimeConfig: createToken<RuntimeConfig>('RuntimeConfig'),
  CookieJar: createToken<CookieJar>('CookieJar'),
  /** The `Navigator`, with `register` for the router's navigate function. */
  BrowserNavigator: createToken<BrowserNavigator>('BrowserNavigator'),
  UnauthorizedPolicies: createToken<UnauthorizedPolicies>('UnauthorizedPolicies'),
  /** The one HTTP client of every gateway of the app. */
  HttpClient: createToken<HttpClient>('HttpClient'),
  /** The i18next instance (`<I18nextProvider i18n={setup.i18n}>`) and its four port adapters. */
  I18nSetup: createToken<I18nSetup>('I18nSetup'),
  /** The toast queue behind both `Tokens.Notifier` and `Tokens.Toasts`. */
  ToastQueue: createToken<ToastQueue>('ToastQueue'),
} as const;
