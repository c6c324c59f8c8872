import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http-client';
import { removeFolders, startTestServer, TWINNED_SCRIPT, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_API_HOST: 'https://api.example.org', PUBLIC_HUB_HOST: 'https://hub.example.org/' },
  });
}, 60_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

describe('static site', () => {
  it.each([
    ['/', 'dashboard index'],
    ['/login', 'dashboard index'],
    ['/dashboard/anything', 'dashboard index'],
    ['/dashboard/centergallery/tree-view/Main/1/2', 'dashboard index'],
    ['/dashboard/instructions/tree-view/Dr.%20Ali/3.5', 'dashboard index'],
    ['/app/chat/42', 'dashboard index'],
    ['/site/', 'site index'],
    ['/site', 'site index'],
    ['/site/x', 'site index'],
    ['/site/app/chat', 'site index'],
  ])('serves %s with the %s', async (path, title) => {
    const answer = await call(`${server.url}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).toContain(`<title>${title}</title>`);
  });

  it('serves hashed build assets with a long immutable cache', async () => {
    const answer = await call(`${server.url}/assets/dashboard-AbCdEf12.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('immutable');
  });

  it.each(['/assets/missing-AbCdEf12.js', '/favicon.ico', '/api/x', '/api/Doctor/noSuchCall', '/api'])(
    'answers a missing file or unknown call %s with 404 JSON',
    async (path) => {
      const answer = await call(`${server.url}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: expect.any(String) });
    },
  );

  it('answers an unknown API call of any method with 404 JSON', async () => {
    const answer = await call(`${server.url}/api/x`, { method: 'POST', body: {} });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });

  it('serves the translation files from public/ before any build', async () => {
    const answer = await call(`${server.url}/assets/webLangs/en/translate.json`);
    // public/ may not hold the file yet (another part of the project writes it): then it is a 404, never the index page.
    expect([200, 404]).toContain(answer.status);
    expect(answer.headers['content-type']).toMatch(/json/);
  });

  it('publishes the API and hub hosts in /config.json', async () => {
    const answer = await call(`${server.url}/config.json`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ apiHost: 'https://api.example.org', hubHost: 'https://hub.example.org' });
  });

  it('sends a strict Content-Security-Policy with every page', async () => {
    const csp = String((await call(`${server.url}/dashboard/x`)).headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(directives.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.org', 'wss://hub.example.org']),
    );
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('compresses answers above 1 KiB for clients that accept it', async () => {
    const login = await call(`${server.url}/api/ControlPanelAuth/Login`, {
      body: { username: 'admin', password: 'demo-admin' },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(login.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
  ])(
    "sends a build script's compressed twin as it is to a client accepting %j: %s",
    async (accept, encoding) => {
      const answer = await call(`${server.url}/assets/twinned-AbCdEf12.js`, {
        headers: { 'accept-encoding': accept },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['content-length']).toBe(String(answer.bytes.length));
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      // The security headers of every answer are on this one too.
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const body = encoding === 'br' ? brotliDecompressSync(answer.bytes) : gunzipSync(answer.bytes);
      expect(body.toString('utf8')).toBe(TWINNED_SCRIPT);
    },
  );

  it('sends the script itself to a client accepting no encoding the build has a twin in', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const answer = await call(`${server.url}/assets/twinned-AbCdEf12.js`, {
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'] ?? 'identity').toBe('identity');
      expect(answer.text).toBe(TWINNED_SCRIPT);
    }
  });

  it('serves a script without twins as before (compressed on the fly), and a missing one as 404', async () => {
    const plain = await call(`${server.url}/assets/dashboard-AbCdEf12.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.status).toBe(200);
    const body = plain.headers['content-encoding'] === 'br' ? brotliDecompressSync(plain.bytes) : plain.bytes;
    expect(body.toString('utf8')).toBe('console.log("dashboard");');
    const missing = await call(`${server.url}/assets/missing-AbCdEf12.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.status).toBe(404);
  });

  it('answers a plain GET of a hub path with 426 JSON', async () => {
    const answer = await call(`${server.url}/HaremHub`);
    expect(answer.status).toBe(426);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });
});
