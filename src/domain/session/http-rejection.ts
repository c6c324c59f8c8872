/** What the shared HTTP client rejects with when a failed response carries no body. */
export const WRONG_SERVICES = 'Wrong Services';

/**
 * The value a failed call rejects with: the response body, or `WRONG_SERVICES` if there is none.
 *
 * "None" means `undefined` (no response or no body read), `null` (a JSON `null` body) or the empty
 * string (an empty body read as text). Every other value is a body and passes through untouched,
 * including `0`, `false`, whitespace-only text, `{}` and `[]`: the server said something, and
 * hiding it would make that failure harder to diagnose.
 */
export function rejectionBody(body: unknown): unknown {
  return body === undefined || body === null || body === '' ? WRONG_SERVICES : body;
}
