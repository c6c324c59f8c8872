import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/** The staff appointment list: the same 1,000 rows for everyone allowed into appointments. */
const LIST = '/api/Appointment';

type Row = { id: number; appointmnetState: number };

let server: TestServer;
let admin: string;
let reception: string;
// A clock that stands still: an entry cannot expire between two reads, however slow the machine.
const now = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

describe('a staff read that is the same for everyone in its area', () => {
  it('is kept once and still checks every caller: no token 401, a bad one 401, no area 403', async () => {
    const first = await call(`${server.url}${LIST}`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((first.json as Row[]).length).toBeGreaterThan(0);
    // Answered from the kept copy: the same bytes, however the rows are read meanwhile.
    expect((await call(`${server.url}${LIST}`, { token: admin })).text).toBe(first.text);
    expect((await call(`${server.url}${LIST}`)).status).toBe(401);
    expect((await call(`${server.url}${LIST}`, { token: `${admin}x` })).status).toBe(401);
    const areas = (await call(`${server.url}/api/ControlPanelAuth/Login`, {
      body: { username: 'reception', password: 'demo-reception' },
    }).then((a) => (a.json as { claims: { user: { areas: string[] } } }).claims.user.areas)) as string[];
    expect((await call(`${server.url}${LIST}`, { token: reception })).status).toBe(
      areas.includes('appointments') ? 200 : 403,
    );
  });

  it('shows a change made through the API at once', async () => {
    const before = (await call(`${server.url}${LIST}`, { token: admin })).json as Row[];
    const changed = await (async () => {
      for (const row of before.slice(0, 20)) {
        for (const state of [1, 2, 3, 4, 5, 6, 7].filter((s) => s !== row.appointmnetState)) {
          const answer = await call(`${server.url}/api/Appointment/${row.id}/state`, {
            method: 'PUT',
            token: admin,
            body: { appointmnetState: state, reason: 'Checked by the cache test' },
          });
          if (answer.status === 200) return { id: row.id, state };
        }
      }
      throw new Error('no appointment could change state');
    })();
    const after = (await call(`${server.url}${LIST}`, { token: admin })).json as Row[];
    expect(after.find((r) => r.id === changed.id)?.appointmnetState).toBe(changed.state);
  });

  it('ends with the session: a logged-out token gets 401 even though the answer is kept', async () => {
    const { serviceToken } = await tokensOf(server.url, 'admin', 'demo-admin');
    expect((await call(`${server.url}${LIST}`, { token: serviceToken })).status).toBe(200);
    await call(`${server.url}/api/ControlPanelAuth/Logout`, { token: serviceToken });
    expect((await call(`${server.url}${LIST}`, { token: serviceToken })).status).toBe(401);
  });
});
