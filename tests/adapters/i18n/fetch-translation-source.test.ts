import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleBaseUrl,
  bundleUrl,
  FetchTranslationSource,
} from '../../../src/adapters/i18n/fetch-translation-source';
import { reply, resetConnection, startTestServer, type TestServer } from '../support/http-test-server';
import { publicFile } from './bundle-fetch';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Serves `public/` as the reference server does. */
const serveBundles = () =>
  server.handle((request, response) => {
    void publicFile(new URL(request.url, server.origin).pathname).then((body) =>
      body === undefined ? reply(response, 404) : reply(response, 200, JSON.parse(body)),
    );
  });

const sourceAt = (pageUrl: string, basePath = '/', timeoutMs?: number) =>
  new FetchTranslationSource({
    baseUrl: bundleBaseUrl(pageUrl, basePath),
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe('FetchTranslationSource', () => {
  it("loads the named bundle (the patient site's) from the same folder", async () => {
    serveBundles();
    const source = new FetchTranslationSource({
      baseUrl: bundleBaseUrl(`${server.origin}/site/doctors`, '/'),
      bundle: 'site',
    });
    const result = await source.load('ar');
    expect(result).toEqual({
      ok: true,
      value: JSON.parse((await publicFile('/assets/webLangs/ar/site.json')) ?? ''),
    });
    expect(server.requests.map((r) => r.url)).toEqual(['/assets/webLangs/ar/site.json']);
  });

  it('loads a bundle as the file holds it', async () => {
    serveBundles();
    const result = await sourceAt(`${server.origin}/dashboard/default`).load('ku');
    expect(result).toEqual({
      ok: true,
      value: JSON.parse((await publicFile('/assets/webLangs/ku/translate.json')) ?? ''),
    });
    expect(server.requests.map((r) => r.url)).toEqual(['/assets/webLangs/ku/translate.json']);
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('loads the bundles of a /site/ page from the origin root, not from under /site/', async () => {
    serveBundles();
    const result = await sourceAt(`${server.origin}/site/patient-login`).load('ar');
    expect(result.ok).toBe(true);
    expect(server.requests.map((r) => r.url)).toEqual(['/assets/webLangs/ar/translate.json']);
  });

  it('fetches a language once for the life of the page when it loaded', async () => {
    serveBundles();
    const source = sourceAt(`${server.origin}/`);
    const [first, second] = await Promise.all([source.load('en'), source.load('en')]);
    const third = await source.load('en');
    expect(first.ok && second.ok && third.ok).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('asks again after a failure, so a passing outage is not remembered', async () => {
    server.handle((_request, response) => reply(response, 503, 'maintenance'));
    const source = sourceAt(`${server.origin}/`);
    expect((await source.load('ku')).ok).toBe(false);
    serveBundles();
    expect((await source.load('ku')).ok).toBe(true);
  });

  it.each([
    [404, 'NotFound'],
    [429, 'RateLimited'],
    [500, 'ServerError'],
    [503, 'ServerError'],
  ])('turns status %i into %s', async (status, code) => {
    server.handle((_request, response) => reply(response, status, 'no'));
    const result = await sourceAt(`${server.origin}/`).load('en');
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });

  it.each([
    ['text that is not JSON', 'not json', '(body)'],
    ['a JSON array', [1, 2], '(body)'],
    ['a number deep inside', { common: { page: 3 } }, 'common.page'],
    ['a prototype key', JSON.parse('{"__proto__": {"x": "y"}}') as unknown, '__proto__'],
  ])('reads %s as MalformedResponse naming the field', async (_what, body, field) => {
    server.handle((_request, response) => reply(response, 200, body));
    const result = await sourceAt(`${server.origin}/`).load('en');
    expect(result).toEqual({
      ok: false,
      error: { code: 'MalformedResponse', call: 'translationBundle', field },
    });
  });

  it('reads a dropped connection as NetworkFailure', async () => {
    server.handle((_request, _response, raw) => resetConnection(raw));
    const result = await sourceAt(`${server.origin}/`).load('en');
    expect(result).toEqual({ ok: false, error: { code: 'NetworkFailure' } });
  });

  it('reads a bundle that does not come in time as Timeout', async () => {
    server.handle(() => undefined);
    const result = await sourceAt(`${server.origin}/`, '/', 150).load('en');
    expect(result).toEqual({ ok: false, error: { code: 'Timeout' } });
  });
});

describe('bundle addresses', () => {
  it.each([
    [
      'https://care.example.org/site/patient-login',
      '/',
      'https://care.example.org/assets/webLangs/ku/translate.json',
    ],
    [
      'https://care.example.org/dashboard/default',
      '/',
      'https://care.example.org/assets/webLangs/ku/translate.json',
    ],
    [
      'https://care.example.org/harem/site/',
      '/harem/',
      'https://care.example.org/harem/assets/webLangs/ku/translate.json',
    ],
    [
      'https://care.example.org/site/app/chat',
      './',
      'https://care.example.org/assets/webLangs/ku/translate.json',
    ],
  ])('from page %s with base %s fetches %s', (pageUrl, basePath, expected) => {
    expect(bundleUrl(bundleBaseUrl(pageUrl, basePath), 'ku').href).toBe(expected);
  });
});
