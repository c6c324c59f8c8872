import type { TranslationSource } from '../../application/ports/translation-source';
import type { TranslationBundle } from '../../application/ports/translator';
import { AppErrors, errorFromStatus, type AppError } from '../../domain/errors/app-error';
import type { Language } from '../../domain/preferences/language';
import { err, ok, type Result } from '../../domain/shared/result';
import { checkTranslationBundle } from './translation-bundle-check';

/** The `call` named in a `MalformedResponse` of a bundle. */
export const BUNDLE_CALL = 'translationBundle';

export interface FetchTranslationSourceOptions {
  /**
   * Where the bundles live: `{baseUrl}assets/webLangs/{lng}/translate.json`. This is the app's
   * base at the origin (see `bundleBaseUrl`), never the page's folder: the patient site's pages
   * are under `/site/` while the bundles are shared at the root.
   */
  readonly baseUrl: string | URL;
  /**
   * The bundle's file name without `.json`: `translate` (the default) holds every message of the
   * product, `site` only the patient site's (`scripts/site-translations.ts`).
   */
  readonly bundle?: string;
  /** Default: the page's `fetch`. */
  readonly fetch?: typeof fetch;
  /** A bundle that does not arrive within this time is a `Timeout`; default 10 s. */
  readonly timeoutMs?: number;
}

/**
 * The base the bundles are fetched from: the app's base path (Vite's `BASE_URL`, `/` unless the
 * whole deployment sits under a prefix) at the page's origin. A relative base (`./`) would point
 * at the page's own folder, which for `/site/...` pages is the wrong one, so it counts as `/`.
 */
export function bundleBaseUrl(pageUrl: string | URL, basePath: string): URL {
  return new URL(basePath.startsWith('/') ? basePath : '/', pageUrl);
}

/** The URL of one language's bundle (`GET /assets/webLangs/{lng}/translate.json`). */
export function bundleUrl(baseUrl: string | URL, language: string, bundle = 'translate'): URL {
  return new URL(
    `assets/webLangs/${encodeURIComponent(language)}/${encodeURIComponent(bundle)}.json`,
    baseUrl,
  );
}

/**
 * `TranslationSource` over `fetch`. Never throws: no answer is `NetworkFailure`, a slow one
 * `Timeout`, an error status the matching `AppError` (`NotFound`, `ServerError`, ...), a body that
 * is not JSON or not a bundle `MalformedResponse`.
 *
 * A bundle that loaded is kept for the life of the page (the same language is never fetched
 * twice, even when i18next and the application both ask); a failure is not kept, so asking again
 * retries. Bundles are revalidated with the server (`no-cache`): they are not content-hashed, and
 * a deployment's new strings must show on the next visit.
 */
export class FetchTranslationSource implements TranslationSource {
  private readonly loaded = new Map<string, Promise<Result<TranslationBundle, AppError>>>();

  constructor(private readonly options: FetchTranslationSourceOptions) {}

  load(language: Language): Promise<Result<TranslationBundle, AppError>> {
    const cached = this.loaded.get(language);
    if (cached) return cached;
    const pending = this.fetchBundle(language).then((result) => {
      if (!result.ok) this.loaded.delete(language);
      return result;
    });
    this.loaded.set(language, pending);
    return pending;
  }

  private async fetchBundle(language: Language): Promise<Result<TranslationBundle, AppError>> {
    const fetchImpl =
      this.options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    let response: Response;
    try {
      response = await fetchImpl(bundleUrl(this.options.baseUrl, language, this.options.bundle), {
        headers: { Accept: 'application/json' },
        cache: 'no-cache',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return err(isTimeout(error) ? AppErrors.timeout() : AppErrors.networkFailure());
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return err(isTimeout(error) ? AppErrors.timeout() : AppErrors.networkFailure());
    }
    if (!response.ok) return err(errorFromStatus(response.status, text === '' ? undefined : text));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return err(AppErrors.malformed(BUNDLE_CALL, '(body)'));
    }
    const checked = checkTranslationBundle(body);
    return checked.ok ? ok(checked.value) : err(AppErrors.malformed(BUNDLE_CALL, checked.field));
  }
}

/** Our own timeout signal aborts with a `TimeoutError` (an `AbortError` in older engines). */
function isTimeout(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  return name === 'TimeoutError' || name === 'AbortError';
}
