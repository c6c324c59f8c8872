import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

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
    // Also to a client that accepts compressed answers: no page has a build copy to send instead.
    for (const accept of [undefined, 'br, gzip']) {
      const answer = await call(
        `${server.url}${path}`,
        accept === undefined ? {} : { headers: { 'accept-encoding': accept } },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      // A page file is compressed on the fly, as before.
      const page =
        answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.bytes) : answer.bytes;
      expect(page.toString('utf8')).toContain(`<title>${title}</title>`);
    }
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
    // From the second root, to a client that accepts compressed answers too.
    for (const accept of ['identity', 'br, gzip']) {
      const answer = await call(`${server.url}/assets/webLangs/en/translate.json`, {
        headers: { 'accept-encoding': accept },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/json/);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('publishes the API and hub hosts, the idle limit and the demo switch in /config.json', async () => {
    const answer = await call(`${server.url}/config.json`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      apiHost: 'https://api.example.org',
      hubHost: 'https://hub.example.org',
      sessionIdleMinutes: 30,
      demo: true,
    });
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

  it('serves a build file without compressed copies as before, and a missing one as 404', async () => {
    // Only in the first root (the build): a client that accepts brotli still gets the file itself.
    const plain = await call(`${server.url}/assets/dashboard-AbCdEf12.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toContain('immutable');
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
