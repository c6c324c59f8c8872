import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchHttpClient, type FetchHttpClientOptions } from '../../../src/adapters/http/fetch-http-client';
import * as v from 'valibot';
import { num, str } from '../../../src/contract/shared/schema';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { WRONG_SERVICES } from '../../../src/domain/session/http-rejection';
import { reply, resetConnection, startTestServer, type TestServer } from '../support/http-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const noWait = () => Promise.resolve();

function client(options: Partial<FetchHttpClientOptions> = {}): FetchHttpClient {
  return new FetchHttpClient({
    apiHost: server.origin,
    tokens: { serviceToken: () => 'staff-token', patientToken: () => 'patient-token' },
    sleep: noWait,
    ...options,
  });
}

const anything = { path: '/Thing', auth: 'staff', call: 'thing', check: v.unknown() } as const;

/** Answers the first `failures` requests with `fail`, then 200 `{ ok: true }`. */
function failThenSucceed(failures: number, fail: Parameters<TestServer['handle']>[0]) {
  let seen = 0;
  server.handle((request, response, raw) => {
    seen += 1;
    if (seen <= failures) fail(request, response, raw);
    else reply(response, 200, { ok: true });
  });
}

describe('retries', () => {
  it('retries a GET answered 503 and returns the answer that finally succeeds', async () => {
    failThenSucceed(2, (_q, response) => reply(response, 503));
    const result = await client().get(anything);
    expect(result).toEqual({ ok: true, value: { ok: true } });
    expect(server.requests).toHaveLength(3);
  });

  it('retries a GET whose connection is reset', async () => {
    failThenSucceed(2, (_q, _response, raw) => resetConnection(raw));
    const result = await client().get(anything);
    expect(result).toEqual({ ok: true, value: { ok: true } });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after 3 retries, 4 requests in all, with the last failure', async () => {
    server.handle((_q, response) => reply(response, 503, { message: 'down' }));
    const result = await client().get(anything);
    expect(result).toEqual({ ok: false, error: AppErrors.serverError(503, { message: 'down' }) });
    expect(server.requests).toHaveLength(4);
  });

  it('reports a network failure after the retries of a GET that never gets an answer', async () => {
    server.handle((_q, _response, raw) => resetConnection(raw));
    const result = await client().get(anything);
    expect(result).toEqual({ ok: false, error: AppErrors.networkFailure() });
    expect(server.requests).toHaveLength(4);
  });

  it('retries a GET exactly when its status is 502, 503 or 504', async () => {
    await fc.assert(
      // Fetch itself (the Fetch standard) turns a 407 into a network error and repeats a 421 on a
      // new connection; both are below this client, so they are left out.
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 407 && s !== 421),
        async (status) => {
          server.handle((_q, response) => reply(response, status));
          await client().get(anything);
          expect(server.requests).toHaveLength([502, 503, 504].includes(status) ? 4 : 1);
        },
      ),
    );
  });

  it('never retries a POST, PUT or DELETE, whatever the failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('post', 'put', 'delete' as const),
        fc.constantFrom<number | 'reset'>(502, 503, 504, 500, 'reset'),
        async (method, failure) => {
          server.handle((_q, response, raw) =>
            failure === 'reset' ? resetConnection(raw) : reply(response, failure),
          );
          await client()[method]({ ...anything, body: { a: 1 } });
          expect(server.requests).toHaveLength(1);
        },
      ),
    );
  });

  it('waits the exponential, fully jittered backoff between retries', async () => {
    const waits: number[] = [];
    server.handle((_q, response) => reply(response, 503));
    await client({ random: () => 0.5, sleep: async (ms) => void waits.push(ms) }).get(anything);
    // min(5000, 300 * 2^retry) * 0.5
    expect(waits).toEqual([150, 300, 600]);
  });

  it('honours a configured retry bound', async () => {
    server.handle((_q, response) => reply(response, 502));
    await client({ maxRetries: 1 }).get(anything);
    expect(server.requests).toHaveLength(2);
  });
});

describe('timeouts', () => {
  it('ends a call the server never answers with Timeout within the configured time, without retrying it', async () => {
    server.handle(() => undefined);
    const started = performance.now();
    const result = await client({ timeoutMs: 300 }).get(anything);
    const elapsed = performance.now() - started;
    expect(result).toEqual({ ok: false, error: AppErrors.timeout() });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
    expect(server.requests).toHaveLength(1);
  });

  it('counts the backoff waits against the time limit', async () => {
    server.handle((_q, response) => reply(response, 503));
    const started = performance.now();
    const result = await client({
      timeoutMs: 300,
      sleep: undefined,
      random: () => 0.99,
      backoff: { baseDelayMs: 10_000, maxDelayMs: 10_000 },
    }).get(anything);
    expect(result).toEqual({ ok: false, error: AppErrors.timeout() });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(server.requests).toHaveLength(1);
  });

  it('lets a call override the time limit', async () => {
    server.handle(() => undefined);
    const started = performance.now();
    const result = await client({ timeoutMs: 10_000 }).get({ ...anything, timeoutMs: 200 });
    expect(result).toEqual({ ok: false, error: AppErrors.timeout() });
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

describe('answers', () => {
  const listCheck = v.looseObject({ items: v.array(v.looseObject({ name: str, count: num })) });

  it.each([
    [
      'a field of the wrong type',
      {
        items: [
          { name: 'a', count: 1 },
          { name: 2, count: 1 },
        ],
      },
      'items[1].name',
    ],
    ['a missing field', { items: [{ name: 'a' }] }, 'items[0].count'],
    ['a list that is not a list', { items: 'none' }, 'items'],
    ['a body that is not an object', [1, 2], '(body)'],
    ['an empty body', undefined, '(body)'],
  ])('turns a success body with %s into MalformedResponse naming the field', async (_name, body, field) => {
    server.handle((_q, response) => reply(response, 200, body));
    const result = await client().get({ path: '/List', auth: 'staff', call: 'list', check: listCheck });
    expect(result).toEqual({ ok: false, error: AppErrors.malformed('list', field) });
  });

  it('returns the checked body of a success', async () => {
    const body = { items: [{ name: 'a', count: 1 }] };
    server.handle((_q, response) => reply(response, 200, body));
    const result = await client().get({ path: '/List', auth: 'staff', call: 'list', check: listCheck });
    expect(result).toEqual({ ok: true, value: body });
  });

  it.each([
    // The client rejects with the response body, or "Wrong Services" if there is none.
    [500, undefined, AppErrors.serverError(500, WRONG_SERVICES)],
    [404, undefined, AppErrors.notFound(WRONG_SERVICES)],
    [400, undefined, AppErrors.badRequest(WRONG_SERVICES)],
    [
      404,
      { message: 'user token doesnt contain any chat departments' },
      AppErrors.notFound({ message: 'user token doesnt contain any chat departments' }),
    ],
    [500, 'plain text failure', AppErrors.serverError(500, 'plain text failure')],
    [409, { id: 3 }, AppErrors.conflict({ id: 3 })],
    [403, undefined, AppErrors.forbidden()],
    [429, undefined, AppErrors.rateLimited()],
  ])('turns a %i answer with body %j into its AppError', async (status, body, error) => {
    server.handle((_q, response) => reply(response, status, body));
    const result = await client().post({ ...anything, body: {} });
    expect(result).toEqual({ ok: false, error });
  });

  it('reports a refused connection as NetworkFailure', async () => {
    const closed = await startTestServer();
    const origin = closed.origin;
    await closed.close();
    const result = await new FetchHttpClient({
      apiHost: origin,
      tokens: { serviceToken: () => null, patientToken: () => null },
      sleep: noWait,
    }).get(anything);
    expect(result).toEqual({ ok: false, error: AppErrors.networkFailure() });
  });
});

describe('requests', () => {
  it.each([
    ['staff', 'Bearer staff-token'],
    ['patient', 'Bearer patient-token'],
    ['none', undefined],
  ] as const)('sends the %s call with authorization %s', async (auth, header) => {
    server.handle((_q, response) => reply(response, 200, {}));
    await client().get({ ...anything, auth });
    expect(server.requests[0]?.headers.authorization).toBe(header);
  });

  it('sends no authorization when the token is missing', async () => {
    server.handle((_q, response) => reply(response, 200, {}));
    await client({ tokens: { serviceToken: () => null, patientToken: () => null } }).get(anything);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends under {apiHost}/api, with the query and a JSON body', async () => {
    server.handle((_q, response) => reply(response, 200, {}));
    await client({ apiHost: `${server.origin}/` }).put({
      path: '/Auidts',
      auth: 'staff',
      call: 'audit',
      check: v.unknown(),
      query: { page: 10, limit: 20, skip: undefined },
      body: { name: 'حسن' },
    });
    const [seen] = server.requests;
    expect(seen?.method).toBe('PUT');
    expect(seen?.url).toBe('/api/Auidts?page=10&limit=20');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers.accept).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ name: 'حسن' });
  });

  it('sends a FormData body as multipart', async () => {
    server.handle((_q, response) => reply(response, 200, {}));
    const form = new FormData();
    form.append('title', 'x-ray');
    await client().post({ ...anything, body: form });
    expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.requests[0]?.body).toContain('x-ray');
  });
});
