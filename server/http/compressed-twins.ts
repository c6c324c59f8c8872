import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The compressed copies the build writes beside each script and stylesheet (`build/compressed-twins.ts`),
 * best first: brotli at its highest quality packs the bundles about 13% smaller than gzip, and
 * both are made once, at build time, instead of on every answer.
 */
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** A script or stylesheet of the build's `assets/` folder, named alone: no folder, no leading dot. */
const ASSET = /^\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.(js|css))$/;

const TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * Whether an `Accept-Encoding` header accepts `encoding`: named, or covered by `*`, with a
 * non-zero quality (RFC 9110 §12.5.3). A coding named with `q=0` is refused even if `*` is not.
 */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (header === undefined) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(quality) && quality > 0;
    if (name === encoding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/**
 * Answers a GET of a build script or stylesheet with its compressed twin when the client accepts
 * that encoding and the build wrote one; everything else (no twin, no accepted encoding, another
 * file) goes on to the static files, compressed on the fly as before.
 */
export function serveCompressedTwins(
  app: FastifyInstance,
  appRoot: string,
  cacheControlOf: (path: string) => string,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const path = request.url.split('?')[0] ?? '';
    const match = ASSET.exec(path);
    if (match === null) return;
    const [, name = '', extension = ''] = match;
    const accepted = request.headers['accept-encoding'];
    for (const twin of TWINS) {
      if (!acceptsEncoding(accepted, twin.encoding)) continue;
      const file = join(appRoot, 'assets', `${name}${twin.suffix}`);
      const size = await sizeOf(file);
      if (size === null) continue;
      // Taken over whole. Fastify counts a reply as sent only once its stream has ended: sent the
      // usual way to a client that had already gone, the request went on to the static files'
      // handler, which set headers on an answer already begun and crashed the process. The
      // security headers are on the raw response already (helmet's hook runs first).
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-encoding': twin.encoding,
        'content-length': size,
        vary: 'accept-encoding',
        'cache-control': cacheControlOf(path),
        'content-type': TYPES[extension] ?? 'application/octet-stream',
      });
      // A read that fails half way can only end the connection: the client sees a cut answer.
      pipeline(createReadStream(file), reply.raw, () => undefined);
      return reply;
    }
  });
}
