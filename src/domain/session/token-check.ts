/**
 * The client-side token check: it is effectively true whenever a token exists. The server is the
 * judge of a token's validity; a stale one is caught by the 401 rule. A token exists when it is a
 * non-empty string: a missing cookie reads as `undefined`, a cleared one may read as `''`.
 */
export function hasToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token !== '';
}
