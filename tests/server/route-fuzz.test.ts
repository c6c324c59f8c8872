import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenKind } from '../../server/auth/token-kind';
import type { RouteDefinition } from '../../server/http/route';
import { API_ROOT_ROUTE, ROUTES } from '../../server/http/route-table';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/*
 * Every route the server registers, fed a seeded, bounded catalogue of bad input with a token it
 * accepts (so the input reaches the checks and the handler, not only the guard): no answer may be
 * a 500, and the server must still answer afterwards.
 */

const SEED = 20_261_126;
/** Cases drawn from the catalogue for each route, after the fixed ones below. */
const SAMPLED_PER_ROUTE = 2;
const LONG = 'x'.repeat(100_000);
const NUL = '\u0000';

/** Path parameter values, sent URI-encoded (traversal included, which the router must not follow). */
const BAD_PARAMS = [
  NUL,
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '0',
  '99999999999999999999',
  '1e308',
  '1.5',
  ' ',
  'ab\u0000c',
  'x'.repeat(5_000),
];

/** Query strings, written as sent. */
const BAD_QUERIES = [
  '?skip=-1&pageSize=1000000',
  '?skip=0&to=9999-12-31',
  '?skip=0&from=0000-01-01',
  '?skip=0&from=2026-02-30&to=2026-13-01',
  '?skip=%00&page=%00&limit=%00',
  '?skip=1&skip=2&page=1&page=2',
  '?skip=99999999999999999999&page=1e308&limit=-5',
  `?doctorId=${'9'.repeat(3_000)}&appointmentState=8`,
  '?skip=0&doctorId=%00&appointmentState=%00',
];

const FIELDS = ['username', 'password', 'message', 'userId', 'phoneNumber', 'code', 'appointmnetState'];
const BAD_VALUES: readonly unknown[] = [7, -1, 1e308, null, true, [], {}, [NUL], NUL, `a${NUL}b`, LONG, ''];

/** Bodies: raw text is sent as is, anything else as JSON. */
const badBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('{"username": ', '{', 'nul\u0000l', '[]', '[1,2,3]', 'null', '7', '"text"', '{}', LONG),
  fc
    .tuple(fc.subarray(FIELDS, { minLength: 1 }), fc.constantFrom(...BAD_VALUES))
    .map(([fields, value]) => Object.fromEntries(fields.map((f) => [f, value]))),
  fc.constant({ message: LONG, userId: LONG, username: LONG, password: LONG }),
  fc.constant(Array.from({ length: 2_000 }, () => ({ message: 'x' }))),
);

interface BadRequest {
  readonly params: readonly string[];
  readonly query: string;
  readonly body: unknown;
}

const badRequest: fc.Arbitrary<BadRequest> = fc.record({
  params: fc.array(fc.constantFrom(...BAD_PARAMS), { minLength: 3, maxLength: 3 }),
  query: fc.constantFrom('', ...BAD_QUERIES),
  body: badBody,
});

/**
 * Sent to every route before the sampled ones: each path parameter well formed except the last
 * (a NUL, then a traversal), a day the database cannot store, and every known field of a body
 * holding a NUL (or a body that is not JSON).
 */
const FIXED: readonly BadRequest[] = [
  {
    params: ['1', '1', NUL],
    query: '?skip=0&to=9999-12-31',
    body: Object.fromEntries(FIELDS.map((f) => [f, `ab${NUL}c`])),
  },
  { params: ['1', '1', '../../etc/passwd'], query: '?skip=0&from=0000-01-01', body: '{"username": ' },
];

/** The last placeholder takes the last value; the others take the first ones in order. */
function urlOf(base: string, route: RouteDefinition, bad: BadRequest): string {
  const names = route.path.match(/:\w+/g) ?? [];
  let index = 0;
  const path = route.path.replace(/:\w+/g, () => {
    const value = index === names.length - 1 ? bad.params[bad.params.length - 1] : bad.params[index];
    index += 1;
    return encodeURIComponent(value ?? '');
  });
  return `${base}/api${path === '/' ? '/' : path}${bad.query}`;
}

let server: TestServer;
let staff: string;
let patient: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  staff = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  const user = await server.db.selectFrom('app_users').select('id').executeTakeFirstOrThrow();
  patient = (await server.tokens.issue(TokenKind.Patient, user.id)).token;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

describe('bad input on every route', () => {
  const routes = API_ROOT_ROUTE === undefined ? ROUTES : [...ROUTES, API_ROOT_ROUTE];

  it('never answers 500, and the server still answers afterwards', async () => {
    const samples = fc.sample(badRequest, { seed: SEED, numRuns: routes.length * SAMPLED_PER_ROUTE });
    const failures: string[] = [];
    let sent = 0;
    for (const [i, route] of routes.entries()) {
      // Logging out revokes the token it is sent with: that route gets a token of its own.
      const token =
        route.auth === 'patient'
          ? patient
          : route.auth === 'staff'
            ? route.path.endsWith('/Logout')
              ? (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken
              : staff
            : undefined;
      for (const bad of [...FIXED, ...samples.slice(i * SAMPLED_PER_ROUTE, (i + 1) * SAMPLED_PER_ROUTE)]) {
        const url = urlOf(server.url, route, bad);
        const withBody = route.method !== 'GET';
        const answer = await call(url, {
          method: route.method,
          ...(withBody ? { body: bad.body } : {}),
          ...(token === undefined ? {} : { token }),
          // Spread over addresses, so the login and code limits do not hide the checks behind 429s.
          localAddress: `127.0.20.${(sent % 250) + 1}`,
        });
        sent += 1;
        if (answer.status >= 500) failures.push(`${route.method} ${url.slice(0, 200)} -> ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(routes.length * (FIXED.length + SAMPLED_PER_ROUTE));
    expect(sent).toBeGreaterThanOrEqual(400);

    const after = await call(`${server.url}/api/AppConfig/GetAppconfig`);
    expect(after.status).toBe(200);
    const login = await call(`${server.url}/api/ControlPanelAuth/Login`, {
      body: { username: 'admin', password: 'demo-admin' },
      localAddress: '127.0.21.1',
    });
    expect(login.status).toBe(200);
  }, 240_000);
});
