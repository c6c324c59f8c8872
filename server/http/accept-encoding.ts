import type { FastifyInstance } from 'fastify';

/** The content codings the server can answer in: build copies (`.br`, `.gz`) and on-the-fly ones. */
export const SERVED_CODINGS: readonly string[] = ['br', 'gzip', 'deflate'];

const codingOf = (entry: string): string => (entry.split(';', 1)[0] ?? '').trim().toLowerCase();

/**
 * An `Accept-Encoding` header with each `*` written out as the codings it stands for: every one of
 * `codings` the header does not name, at the wildcard's own quality. In HTTP, `*` covers the
 * codings not listed, so `gzip;q=0, *` refuses gzip and accepts brotli; `@fastify/static` and
 * `@fastify/compress` read `*` as plain `gzip` instead, which sends gzip to that client and never
 * brotli to a lone `*`. Written out, their own negotiation picks the right one.
 */
export function spellOutWildcard(header: string, codings: readonly string[] = SERVED_CODINGS): string {
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const named = new Set(entries.map(codingOf));
  return entries
    .flatMap((entry) => {
      if (codingOf(entry) !== '*') return [entry];
      const params = entry.includes(';') ? entry.slice(entry.indexOf(';')) : '';
      return codings.filter((coding) => !named.has(coding)).map((coding) => `${coding}${params}`);
    })
    .join(', ');
}

/** Rewrites a request's `Accept-Encoding` wildcard before anything negotiates with it. */
export function spellOutAcceptEncodingWildcard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers['accept-encoding'];
    if (header !== undefined && header.includes('*'))
      request.headers['accept-encoding'] = spellOutWildcard(header);
  });
}
