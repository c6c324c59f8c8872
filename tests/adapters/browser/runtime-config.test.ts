import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfigSource } from '../../../src/adapters/browser/runtime-config';
import { reply, resetConnection, startTestServer, type TestServer } from '../support/http-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const origin = 'https://care.example.org';
const source = (timeoutMs?: number) =>
  new RuntimeConfigSource({
    origin,
    url: `${server.origin}/config.json`,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
const fallback = { apiHost: origin, hubHost: origin };

describe('RuntimeConfigSource', () => {
  it('reads apiHost and hubHost from /config.json', async () => {
    server.handle((_q, response) =>
      reply(response, 200, { apiHost: 'https://api.example.org/', hubHost: 'https://hubs.example.org' }),
    );
    expect(await source().load()).toEqual({
      apiHost: 'https://api.example.org',
      hubHost: 'https://hubs.example.org',
    });
  });

  it('passes on the idle limit when the file has a number for it, and leaves it out otherwise', async () => {
    server.handle((_q, response) =>
      reply(response, 200, { apiHost: '', hubHost: '', sessionIdleMinutes: 15 }),
    );
    expect(await source().load()).toEqual({ apiHost: origin, hubHost: origin, sessionIdleMinutes: 15 });
    server.handle((_q, response) =>
      reply(response, 200, { apiHost: '', hubHost: '', sessionIdleMinutes: '15' }),
    );
    expect(await source().load()).toEqual(fallback);
  });

  it('passes on the demo switch when it is a yes or a no, and leaves it out otherwise', async () => {
    server.handle((_q, response) => reply(response, 200, { apiHost: '', hubHost: '', demo: false }));
    expect(await source().load()).toEqual({ apiHost: origin, hubHost: origin, demo: false });
    server.handle((_q, response) => reply(response, 200, { apiHost: '', hubHost: '', demo: 'no' }));
    expect(await source().load()).toEqual({ apiHost: origin, hubHost: origin });
  });

  it('fetches the file once however often it is asked', async () => {
    server.handle((_q, response) => reply(response, 200, { apiHost: '', hubHost: '' }));
    const config = source();
    await Promise.all([config.load(), config.load()]);
    await config.load();
    expect(server.requests).toHaveLength(1);
  });

  it('takes an empty host as the page origin', async () => {
    server.handle((_q, response) => reply(response, 200, { apiHost: '', hubHost: 'http://10.0.0.5:8080' }));
    expect(await source().load()).toEqual({ apiHost: origin, hubHost: 'http://10.0.0.5:8080' });
  });

  it.each([
    ['a missing file', (r: ServerResponse) => reply(r, 404)],
    ['a server error', (r: ServerResponse) => reply(r, 500, { apiHost: 'x', hubHost: 'y' })],
    ['a body that is not JSON', (r: ServerResponse) => reply(r, 200, '<html>')],
    ['a missing field', (r: ServerResponse) => reply(r, 200, { apiHost: 'https://a.b' })],
    [
      'a field of the wrong type',
      (r: ServerResponse) => reply(r, 200, { apiHost: 1, hubHost: 'https://a.b' }),
    ],
    ['a host that is no URL', (r: ServerResponse) => reply(r, 200, { apiHost: 'api here', hubHost: '' })],
    [
      'a host that is not http(s)',
      (r: ServerResponse) => reply(r, 200, { apiHost: 'javascript:alert(1)', hubHost: '' }),
    ],
  ])('falls back to the page origin on %s', async (_name, answer) => {
    server.handle((_q, response) => answer(response));
    expect(await source().load()).toEqual(fallback);
  });

  it('falls back to the page origin when the connection fails', async () => {
    server.handle((_q, _r, raw) => resetConnection(raw));
    expect(await source().load()).toEqual(fallback);
  });

  it('falls back to the page origin when the file does not come in time', async () => {
    server.handle(() => undefined);
    const started = performance.now();
    expect(await source(200).load()).toEqual(fallback);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
