import { randomUUID } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenKind } from '../../server/auth/token-kind';
import { HubPath, PhoneHubEvent } from '../../server/realtime';
import { call, tokensOf } from './support/http-client';
import { eventually, hubClient, nextMessage } from './support/signalr-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const clients: HubConnection[] = [];

const client = (url: string, token: string | null, reconnect?: readonly number[]): HubConnection => {
  const connection = hubClient(url, token, reconnect);
  clients.push(connection);
  return connection;
};

beforeAll(async () => {
  // No JWT_SECRET: the demo secret is generated under DATA_DIR, and must survive the restart.
  server = await startTestServer({ env: { JWT_SECRET: '' }, hubTiming: { closeGraceMs: 500 } });
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.stop()));
  await server.close();
  await removeFolders(server);
});

/** An app user and a patient token for it. */
async function patient(phoneNumber: string): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  await server.db
    .insertInto('app_users')
    .values({ id, name: 'Test Patient', phone_number: phoneNumber })
    .execute();
  const { token } = await server.tokens.issue(TokenKind.Patient, id, { phoneNumber });
  return { id, token };
}

describe('hubs on the server', () => {
  it('connects to both hubs with the chat token of a login and receives a receive broadcast', async () => {
    const { chatToken } = await tokensOf(server.url, 'reception', 'demo-reception');
    const harem = client(`${server.url}${HubPath.Harem}`, chatToken);
    const phone = client(`${server.url}${HubPath.Phone}`, chatToken);
    await harem.start();
    await phone.start();
    const received = nextMessage(harem, 'receive');
    await eventually(() => server.hubs.harem.connectionCount >= 1);
    server.hubs.harem.broadcast('receive', { message: 'hello' });
    expect(await received).toEqual([{ message: 'hello' }]);
  });

  it('sends newRequest with the presence of a connected patient', async () => {
    const { chatToken } = await tokensOf(server.url, 'admin', 'demo-admin');
    const phone = client(`${server.url}/PhoneHub`, chatToken);
    await phone.start();
    const { token } = await patient('07501110000');
    const online = nextMessage(phone, PhoneHubEvent.Presence);
    await client(`${server.url}/HaremHub`, token).start();
    expect(await online).toEqual([{ presence: ['07501110000'] }]);
    const request = nextMessage(phone, PhoneHubEvent.NewRequest);
    server.hubs.phone.codeRequested('07502220000');
    expect(await request).toEqual([{ phoneNumber: '07502220000', presence: ['07501110000'] }]);
  });

  it.each([
    ['no token', () => Promise.resolve(null)],
    ['a forged token', () => Promise.resolve('eyJhbGciOiJIUzI1NiJ9.e30.x')],
    ['the service token', async () => (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken],
  ])('refuses a hub connection with %s', async (_label, token) => {
    await expect(client(`${server.url}/HaremHub`, await token()).start()).rejects.toThrow();
  });

  it('refuses a patient token on the PhoneHub', async () => {
    const { token } = await patient('07503330000');
    await expect(client(`${server.url}/PhoneHub`, token).start()).rejects.toThrow();
  });

  it('closes the hub connections of a session at logout and refuses its chat token afterwards', async () => {
    const { chatToken, serviceToken } = await tokensOf(server.url, 'admin', 'demo-admin');
    const harem = client(`${server.url}/HaremHub`, chatToken);
    await harem.start();
    const closed = new Promise<void>((resolve) => harem.onclose(() => resolve()));
    expect((await call(`${server.url}/api/ControlPanelAuth/Logout`, { token: serviceToken })).status).toBe(
      200,
    );
    await closed;
    await expect(client(`${server.url}/HaremHub`, chatToken).start()).rejects.toThrow();
  });

  it('serves the patient route to a patient token and refuses staff tokens there', async () => {
    const { token } = await patient('07504440000');
    const mine = await call(`${server.url}/api/Patient/GetAllMyPatients`, { token });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual([]);
    const { serviceToken } = await tokensOf(server.url, 'admin', 'demo-admin');
    expect((await call(`${server.url}/api/Patient/GetAllMyPatients`, { token: serviceToken })).status).toBe(
      401,
    );
    expect((await call(`${server.url}/api/Doctor/getDoctors`, { token })).status).toBe(401);
  });
});

describe('restart', () => {
  it('keeps the data and the signing secret, and the hub client reconnects to the restarted server', async () => {
    const { chatToken, serviceToken: kept } = await tokensOf(server.url, 'admin', 'demo-admin');
    const { serviceToken: revoked } = await tokensOf(server.url, 'admin', 'demo-admin');
    await call(`${server.url}/api/ControlPanelAuth/Logout`, { token: revoked });
    const staffBefore = await server.db.selectFrom('staff_users').select('id').execute();

    const harem = client(
      `${server.url}/HaremHub`,
      chatToken,
      [0, 300, 300, 300, 500, 1000, 1000, 2000, 2000, 5000],
    );
    await harem.start();
    const reconnecting = new Promise<void>((resolve) => harem.onreconnecting(() => resolve()));
    const reconnected = new Promise<void>((resolve) => harem.onreconnected(() => resolve()));

    const { port, dataDir, staticRoot } = server;
    await server.close();
    await reconnecting;
    server = await startTestServer({
      dataDir,
      staticRoots: [staticRoot],
      env: { PORT: String(port), JWT_SECRET: '' },
      hubTiming: { closeGraceMs: 500 },
    });
    await reconnected;

    expect((await call(`${server.url}/api/Doctor/getDoctors`, { token: kept })).status).toBe(200);
    expect((await call(`${server.url}/api/Doctor/getDoctors`, { token: revoked })).status).toBe(401);
    const staffAfter = await server.db.selectFrom('staff_users').select('id').execute();
    expect(staffAfter).toEqual(staffBefore);
    const received = nextMessage(harem, 'receive');
    await eventually(() => server.hubs.harem.connectionCount >= 1);
    server.hubs.harem.broadcast('receive', 'after restart');
    expect(await received).toEqual(['after restart']);
  }, 60_000);
});
