import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { call } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/** A source map holds the client's whole source; it must never be served. */
const MAP = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['const secret = 1;'] });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'off' } });
  // As a build with maps left on would leave them, with compressed twins too.
  const assets = join(server.staticRoot, 'assets');
  await writeFile(join(assets, 'dashboard-AbCdEf12.js.map'), MAP);
  await writeFile(join(assets, 'dashboard-AbCdEf12.js.map.br'), brotliCompressSync(MAP));
  await writeFile(join(assets, 'dashboard-AbCdEf12.js.map.gz'), gzipSync(MAP));
  await writeFile(join(server.staticRoot, 'top-level.css.map'), MAP);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (server !== undefined) await removeFolders(server);
});

describe('source maps', () => {
  it.each([
    ['/assets/dashboard-AbCdEf12.js.map', 'identity'],
    ['/assets/dashboard-AbCdEf12.js.map', 'br'],
    ['/assets/dashboard-AbCdEf12.js.map', 'gzip'],
    ['/assets/dashboard-AbCdEf12.js.map.br', 'identity'],
    ['/assets/DASHBOARD-AbCdEf12.js.MAP', 'identity'],
    ['/top-level.css.map', 'identity'],
  ])('answers %s (%s) with 404 and none of the source', async (path, encoding) => {
    const answer = await call(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('sourcesContent');
    expect(answer.bytes.includes(brotliCompressSync(MAP).subarray(0, 16))).toBe(false);
  });

  it('still serves the script beside the map', async () => {
    expect((await call(`${server.url}/assets/dashboard-AbCdEf12.js`)).status).toBe(200);
  });

  it('is not written by the production build', () => {
    const sourcemap = (viteConfig as { build?: { sourcemap?: unknown } }).build?.sourcemap;
    expect(sourcemap === false || sourcemap === 'hidden' ? 'no public map' : sourcemap).toBe('no public map');
  });
});
