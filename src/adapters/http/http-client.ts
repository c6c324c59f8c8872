import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { Schema } from '../../contract/shared/schema';

/**
 * Who a call speaks for: `staff` sends the service token of the dashboard session, `patient` the
 * patient's own token, `none` no `Authorization` header at all (the spec).
 */
export const AuthKind = {
  Staff: 'staff',
  Patient: 'patient',
  None: 'none',
} as const;

export type AuthKind = (typeof AuthKind)[keyof typeof AuthKind];

/** Query values; `undefined` leaves the parameter out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** One call of a gateway. */
export interface HttpRequest<T> {
  /** Path under `{apiHost}/api`, starting with `/` and spelt as the wire contract spells it. */
  readonly path: string;
  readonly auth: AuthKind;
  /** The call's name, reported in `MalformedResponse(call, field)`. */
  readonly call: string;
  /** The contract's schema of the success body; a mismatch becomes `MalformedResponse`. */
  readonly check: Schema<T>;
  readonly query?: QueryParams;
  /** Overrides the client's timeout for this call (an upload may need more). */
  readonly timeoutMs?: number;
}

/** A call that sends a body: JSON for plain values, multipart as-is for `FormData`. */
export interface HttpRequestWithBody<T> extends HttpRequest<T> {
  readonly body?: unknown;
}

/**
 * The one HTTP client of every gateway. It never throws for an expected failure: every outcome is
 * a `Result`, and a failure is an `AppError` (network, timeout, status, malformed body).
 */
export interface HttpClient {
  get<T>(request: HttpRequest<T>): Promise<Result<T, AppError>>;
  /**
   * A file the server keeps behind a token (a CV sent from the site), as its bytes: `path` under
   * `{apiHost}/api` as for `get`. Optional: a client without it offers no such download.
   */
  getFile?(path: string, auth: AuthKind): Promise<Result<Blob, AppError>>;
  post<T>(request: HttpRequestWithBody<T>): Promise<Result<T, AppError>>;
  put<T>(request: HttpRequestWithBody<T>): Promise<Result<T, AppError>>;
  delete<T>(request: HttpRequestWithBody<T>): Promise<Result<T, AppError>>;
}
