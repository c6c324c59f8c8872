import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HubPath } from '../realtime';
import { spellOutAcceptEncodingWildcard } from './accept-encoding';
import { ErrorMessage, HttpAnswer } from './http-answer';
import { send } from './send-answer';

/**
 * `/config.json`: where the apps find the API and the hubs ('' means the page's own origin), and
 * after how many minutes without activity the dashboard signs its user out.
 */
export interface RuntimeConfigWire {
  apiHost: string;
  hubHost: string;
  sessionIdleMinutes: number;
  /** Whether the dashboard shows the template's demo group: on with the demo data (`DEMO`), off otherwise. */
  demo: boolean;
}

/** Hashed build output never changes under its name; everything else is revalidated. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The suffix of a build file's brotli or gzip copy, sent in its place. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * A source map, or a compressed copy of one: it holds the client's whole source, so it is never
 * served, even if a build left one in the folder.
 */
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

/** The cache rule of a file, read from the name of the file it stands for. */
const cacheControlOf = (path: string): string =>
  HASHED_ASSET.test(path.replace(COMPRESSED_COPY, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * The two browser apps. `roots[0]` is the build (`dist/`: `index.html`, `site/index.html`,
 * `assets/`); later roots are searched too (`public/`, so the translation files are served before
 * any build). Paths that are not files fall back to the app's `index.html` (client routing).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  config: Config,
  roots: readonly string[],
): Promise<void> {
  const [appRoot] = roots;
  if (appRoot === undefined) throw new Error('At least one static root is needed.');

  spellOutAcceptEncodingWildcard(app);
  await app.register(fastifyStatic, {
    root: [...roots],
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    redirect: false,
    // The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each script and stylesheet:
    // the best one the client accepts is sent as it is, and a file without copies as before
    // (compressed on the fly by `@fastify/compress`).
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => !SOURCE_MAP.test(path),
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlOf(path));
    },
  });

  app.get('/config.json', (_request, reply) => {
    const body: RuntimeConfigWire = {
      apiHost: config.publicApiHost,
      hubHost: config.publicHubHost,
      sessionIdleMinutes: config.sessionIdleMinutes,
      demo: config.demo,
    };
    return reply.header('cache-control', 'no-cache').send(body);
  });

  for (const path of Object.values(HubPath)) {
    app.get(path, (_request, reply) =>
      send(reply, HttpAnswer.error(426, 'This is a WebSocket endpoint of the SignalR JSON hub protocol.')),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isAppPage(request, path)) return send(reply, HttpAnswer.error(404, ErrorMessage.NotFound));
    const page = path === '/site' || path.startsWith('/site/') ? join('site', 'index.html') : 'index.html';
    try {
      const html = await readFile(join(appRoot, page));
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    } catch {
      return send(reply, HttpAnswer.error(404, 'The app is not built: run `npm run build` or `npm start`.'));
    }
  });
}

/** A page address of one of the apps: a GET that is not the API, not an asset, not a file name. */
function isAppPage(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const lower = path.toLowerCase();
  if (lower === '/api' || lower.startsWith('/api/')) return false;
  if (lower.startsWith('/assets/') || lower.startsWith('/site/assets/')) return false;
  const last = lower.slice(lower.lastIndexOf('/') + 1);
  // A file name ends in a dot and a letter-led extension; `12.5` or `Dr. Ali` are page paths.
  return !/\.[a-z][a-z0-9]{0,7}$/.test(last);
}
