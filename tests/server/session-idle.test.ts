import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf } from './support/http-client';
import { hubClient } from './support/signalr-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/** The server's clock, moved by the tests. */
let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { SESSION_IDLE_MINUTES: '30' } });
}, 60_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const MINUTE = 60_000;
const read = (token: string) => call(`${server.url}/api/MessageTemplates`, { token });
const keepAlive = (token: string) =>
  call(`${server.url}/api/ControlPanelAuth/KeepAlive`, { method: 'POST', token });

async function signIn() {
  return tokensOf(server.url, 'reception', 'demo-reception');
}

describe('the idle limit of a staff session', () => {
  it('keeps a session that makes a request within every 30 minutes', async () => {
    const { serviceToken } = await signIn();
    for (let i = 0; i < 4; i++) {
      clock += 25 * MINUTE;
      expect((await read(serviceToken)).status).toBe(200);
    }
  });

  it('ends a session idle for longer than the limit: 401 from then on, and an audit record says why', async () => {
    const { serviceToken } = await signIn();
    const session = (await server.tokens.verify(serviceToken))?.session;
    clock += 31 * MINUTE;
    const refused = await read(serviceToken);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    // Ended, not only late: a request at once after is refused too, and so is the keep-alive.
    expect((await read(serviceToken)).status).toBe(401);
    expect((await keepAlive(serviceToken)).status).toBe(401);
    const record = await server.db
      .selectFrom('audit_records')
      .select(['action', 'entity', 'entity_id', 'user_name', 'outcome', 'reason'])
      .where('action', '=', 'SessionIdle')
      .where('entity_id', '=', session ?? '')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      entity: 'Session',
      user_name: 'reception',
      outcome: 'failure',
      reason: 'No request for 31 minutes (the limit is 30).',
    });
  });

  it('starts the idle time again on the keep-alive, which answers the limit', async () => {
    const { serviceToken } = await signIn();
    clock += 29 * MINUTE;
    const kept = await keepAlive(serviceToken);
    expect(kept.status).toBe(200);
    expect(kept.json).toEqual({ idleMinutes: 30 });
    clock += 29 * MINUTE;
    expect((await read(serviceToken)).status).toBe(200);
  });

  it('refuses the session’s chat token at the hubs once the session has gone idle', async () => {
    const { chatToken } = await signIn();
    const fresh = hubClient(`${server.url}/HaremHub`, chatToken);
    await fresh.start();
    await fresh.stop();
    clock += 31 * MINUTE;
    const late = hubClient(`${server.url}/HaremHub`, chatToken);
    await expect(late.start()).rejects.toThrow();
  });

  it('does not let one session’s activity keep another alive', async () => {
    const first = await signIn();
    clock += 20 * MINUTE;
    const second = await signIn();
    clock += 15 * MINUTE;
    expect((await read(second.serviceToken)).status).toBe(200);
    expect((await read(first.serviceToken)).status).toBe(401);
  });
});
