import fetchBuilder from 'fetch-retry';
import type { TokenStore } from '../../application/ports/token-store';
import { AppErrors, errorFromStatus, type AppError } from '../../domain/errors/app-error';
import { rejectionBody } from '../../domain/session/http-rejection';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AuthKind, HttpClient, HttpRequest, HttpRequestWithBody, QueryParams } from './http-client';
import { readBody } from './response-body';
import { backoffDelay, RetryPolicy, shouldRetry, type BackoffOptions } from './retry-policy';
import { sleep as realSleep, type Sleep } from './sleep';
import type { UnauthorizedPolicy } from './unauthorized-policy';
import { validate } from '../../contract/shared/schema';

/** Wiring of a `FetchHttpClient`; everything but `apiHost` and `tokens` has a default. */
export interface FetchHttpClientOptions {
  /** Scheme and host of the API, from the runtime config; `''` means the page's own origin. */
  readonly apiHost: string;
  /** Where the bearer tokens come from, read on every call so a new login takes effect at once. */
  readonly tokens: Pick<TokenStore, 'serviceToken' | 'patientToken'>;
  /**
   * What a 401 does, per auth kind of the call that got it. The dashboard wires the staff rule,
   * the patient site the patient rule; a kind without a policy just returns `Unauthorized`.
   */
  readonly unauthorized?: Partial<Record<AuthKind, UnauthorizedPolicy>>;
  /** Per-call time limit covering every attempt, backoff and body; default 15 s. */
  readonly timeoutMs?: number;
  /** Retries after the first attempt of a GET; default `RetryPolicy.maxRetries` (3). */
  readonly maxRetries?: number;
  readonly backoff?: BackoffOptions;
  /** Random source of the backoff jitter, `[0, 1)`; tests pin it. */
  readonly random?: () => number;
  /** The backoff wait; tests record it instead of waiting. */
  readonly sleep?: Sleep;
  readonly fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The HTTP client of every gateway, over `fetch` and `fetch-retry`.
 *
 * - Base URL `{apiHost}/api`; `Accept: application/json` always, `Content-Type: application/json`
 *   with a JSON body; `Authorization: Bearer …` per the call's auth kind.
 * - GET is retried on no answer and on 502/503/504, at most `maxRetries` times, with exponential
 *   backoff and full jitter; POST, PUT and DELETE never are, nor is an aborted call.
 * - One time limit per call (default 15 s) ends in `Timeout`.
 * - A failed answer becomes an `AppError` built from its status and its body (JSON if it parses,
 *   else text, "Wrong Services" if empty); a success body that fails its check becomes
 *   `MalformedResponse(call, field)`.
 * - A 401 runs the policy wired for the call's auth kind, then returns `Unauthorized`.
 */
export class FetchHttpClient implements HttpClient {
  private readonly baseUrl: string;
  private readonly fetchWithRetry: ReturnType<typeof fetchBuilder<typeof fetch>>;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly backoff: BackoffOptions;
  private readonly random: () => number;
  private readonly sleep: Sleep;

  constructor(private readonly options: FetchHttpClientOptions) {
    this.baseUrl = `${options.apiHost.replace(/\/+$/, '')}/api`;
    const fetchImpl =
      options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    this.fetchWithRetry = fetchBuilder(fetchImpl);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? RetryPolicy.maxRetries;
    this.backoff = options.backoff ?? RetryPolicy;
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? realSleep;
  }

  get<T>(request: HttpRequest<T>): Promise<Result<T, AppError>> {
    return this.send('GET', request, undefined);
  }

  post<T>(request: HttpRequestWithBody<T>): Promise<Result<T, AppError>> {
    return this.send('POST', request, request.body);
  }

  async getFile(path: string, auth: AuthKind): Promise<Result<Blob, AppError>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const token = this.token(auth);
      const fetchImpl =
        this.options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
      const response = await fetchImpl(this.url(path, undefined), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      });
      if (response.ok) return ok(await response.blob());
      const payload = await readBody(response);
      if (response.status === 401) this.onUnauthorized(auth);
      return err(errorFromStatus(response.status, rejectionBody(payload)));
    } catch {
      return err(controller.signal.aborted ? AppErrors.timeout() : AppErrors.networkFailure());
    } finally {
      clearTimeout(timer);
    }
  }

  put<T>(request: HttpRequestWithBody<T>): Promise<Result<T, AppError>> {
    return this.send('PUT', request, request.body);
  }

  delete<T>(request: HttpRequestWithBody<T>): Promise<Result<T, AppError>> {
    return this.send('DELETE', request, request.body);
  }

  private async send<T>(
    method: Method,
    request: HttpRequest<T>,
    body: unknown,
  ): Promise<Result<T, AppError>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? this.timeoutMs);
    try {
      const response = await this.fetchWithRetry(this.url(request.path, request.query), {
        method,
        headers: this.headers(request.auth, body),
        body: encodeBody(body),
        signal: controller.signal,
        retryDelay: 0,
        // A function `retryOn` takes over the whole decision (fetch-retry 6 then ignores
        // `retries`), so it bounds the attempts itself and does the backoff wait.
        retryOn: async (attempt: number, error: Error | null, answer: Response | null) => {
          const outcome = answer ? { status: answer.status } : { error };
          if (controller.signal.aborted || !shouldRetry(method, attempt, outcome, this.maxRetries))
            return false;
          await answer?.body?.cancel().catch(() => undefined);
          await this.sleep(backoffDelay(attempt, this.random, this.backoff), controller.signal);
          // Thrown, not `false`: the cancelled answer must not be read as the call's result.
          if (controller.signal.aborted) throw new DOMException('timed out', 'AbortError');
          return true;
        },
      });
      const payload = await readBody(response);
      if (response.ok) {
        const checked = validate(request.check, payload);
        return checked.ok ? ok(checked.value) : err(AppErrors.malformed(request.call, checked.field));
      }
      if (response.status === 401) this.onUnauthorized(request.auth);
      return err(errorFromStatus(response.status, rejectionBody(payload)));
    } catch {
      return err(
        controller.signal.aborted
          ? AppErrors.timeout()
          : errorFromStatus(undefined, rejectionBody(undefined)),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private onUnauthorized(auth: AuthKind): void {
    try {
      this.options.unauthorized?.[auth]?.();
    } catch (error) {
      // The caller still gets `Unauthorized`; a policy that fails (a sandboxed page refusing
      // cookies) must not turn it into another error.
      console.error(error);
    }
  }

  private url(path: string, query: QueryParams | undefined): string {
    const url = `${this.baseUrl}${path}`;
    if (!query) return url;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) params.append(key, String(value));
    const search = params.toString();
    if (search === '') return url;
    return `${url}${url.includes('?') ? '&' : '?'}${search}`;
  }

  private headers(auth: AuthKind, body: unknown): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
    const token = this.token(auth);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  }

  private token(auth: AuthKind): string | null {
    switch (auth) {
      case 'staff':
        return this.options.tokens.serviceToken();
      case 'patient':
        return this.options.tokens.patientToken();
      case 'none':
        return null;
    }
  }
}

// A multipart body keeps its own boundary header; everything else travels as JSON.
function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}
