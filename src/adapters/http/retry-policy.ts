/**
 * When the HTTP client tries a call again. Only reads are retried (a repeated POST could book
 * twice), only on failures a retry can cure (no answer, or a gateway/proxy saying the server is
 * momentarily away), and never after an abort (a timeout or a caller giving up).
 */
export const RetryPolicy = {
  /** Retries after the first attempt, so at most four requests per call. */
  maxRetries: 3,
  /** First backoff ceiling; it doubles per retry. */
  baseDelayMs: 300,
  /** No single wait is longer than this. */
  maxDelayMs: 5_000,
} as const;

export type RetryPolicy = (typeof RetryPolicy)[keyof typeof RetryPolicy];

/** Statuses worth another try: bad gateway, service unavailable, gateway timeout. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

const IDEMPOTENT_METHODS: readonly string[] = ['GET', 'HEAD'];

export interface BackoffOptions {
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/**
 * Exponential backoff with full jitter: a uniform wait in `[0, min(max, base * 2^retry))`, so
 * many clients failing together do not come back together. `retry` counts from 0; `random`
 * returns a number in `[0, 1)` like `Math.random`.
 */
export function backoffDelay(
  retry: number,
  random: () => number,
  options: BackoffOptions = RetryPolicy,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/** What went wrong with one attempt: a thrown error (no answer) or an answer's status. */
export type AttemptOutcome = { readonly error: unknown } | { readonly status: number };

/**
 * Whether the call deserves retry number `retry` (counted from 0) after `outcome`.
 */
export function shouldRetry(
  method: string,
  retry: number,
  outcome: AttemptOutcome,
  maxRetries: number,
): boolean {
  if (!IDEMPOTENT_METHODS.includes(method.toUpperCase())) return false;
  if (retry >= maxRetries) return false;
  if ('status' in outcome) return RETRYABLE_STATUSES.includes(outcome.status);
  return !isAbort(outcome.error);
}

/** An abort (timeout or caller) is final: retrying it would defeat the abort. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
