import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { attachHubs, HubPath, PhoneHubEvent, type HubIdentity, type Hubs } from '../../server/realtime';
import { eventually, hubClient, nextMessage } from './support/signalr-client';

const RS = '\u001e';
const PATIENT_PHONE = '07501234567';

const identities: Record<string, HubIdentity> = {
  'staff-token': { subject: 'staff-1', kind: 'chat', session: 'session-1' },
  'other-staff-token': { subject: 'staff-2', kind: 'chat', session: 'session-2' },
  'patient-token': {
    subject: 'patient-1',
    kind: 'patient',
    phoneNumber: PATIENT_PHONE,
    session: 'p-session',
  },
  'service-token': { subject: 'staff-1', kind: 'staff' },
};

interface HubServer {
  server: Server;
  hubs: Hubs;
  base: string;
  port: number;
}

const started: HubServer[] = [];
const clients: HubConnection[] = [];

async function startHubServer(
  port = 0,
  extra: Partial<Parameters<typeof attachHubs>[1]> = {},
): Promise<HubServer> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const hubs = attachHubs(server, {
    verifyToken: async (token) => identities[token] ?? null,
    timing: { closeGraceMs: 500 },
    ...extra,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  const running = { server, hubs, base: `http://127.0.0.1:${actual}`, port: actual };
  started.push(running);
  return running;
}

async function stop(running: HubServer): Promise<void> {
  await running.hubs.close();
  await new Promise<void>((resolve) => running.server.close(() => resolve()));
}

function client(url: string, token: string | null, reconnect?: readonly number[]): HubConnection {
  const connection = hubClient(url, token, reconnect);
  clients.push(connection);
  return connection;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
  await Promise.all(started.splice(0).map((s) => (s.server.listening ? stop(s) : Promise.resolve())));
});

/** A raw WebSocket to a hub, for what the SignalR client hides (framing, handshake errors). */
async function rawSocket(url: string, token: string): Promise<{ ws: WebSocket; records: string[] }> {
  const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers: { Authorization: `Bearer ${token}` } });
  const records: string[] = [];
  ws.on('message', (data) =>
    records.push(
      ...data
        .toString()
        .split(RS)
        .filter((r) => r !== ''),
    ),
  );
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, records };
}

describe('hubs: connecting', () => {
  it('lets a staff chat token connect to both hubs', async () => {
    const { base, hubs } = await startHubServer();
    const harem = client(`${base}${HubPath.Harem}`, 'staff-token');
    const phone = client(`${base}${HubPath.Phone}`, 'staff-token');
    await harem.start();
    await phone.start();
    expect(harem.state).toBe(HubConnectionState.Connected);
    expect(phone.state).toBe(HubConnectionState.Connected);
    await eventually(() => hubs.connectionCount === 2);
  });

  it.each([
    ['no token', null],
    ['an unknown token', 'forged-token'],
    ['a service token (not a chat token)', 'service-token'],
  ])('refuses a connection with %s', async (_label, token) => {
    const { base, hubs } = await startHubServer();
    await expect(client(`${base}${HubPath.Harem}`, token).start()).rejects.toThrow();
    expect(hubs.connectionCount).toBe(0);
  });

  it.each([
    [HubPath.Harem, 'no token', null, 401],
    [HubPath.Harem, 'a bad token', 'forged-token', 401],
    [HubPath.Phone, 'a patient token', 'patient-token', 403],
    ['/NoSuchHub', 'a staff token', 'staff-token', 404],
  ])('answers an upgrade to %s with %s by an HTTP error', async (path, _label, token, status) => {
    const { base } = await startHubServer();
    const headers: Record<string, string> = token === null ? {} : { Authorization: `Bearer ${token}` };
    const ws = new WebSocket(`${base.replace('http', 'ws')}${path}`, { headers });
    const answer = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    ws.terminate();
    expect(answer).toBe(status);
  });

  it('takes the token from the access_token query parameter, as browsers send it', async () => {
    const { base, hubs } = await startHubServer();
    const ws = new WebSocket(`${base.replace('http', 'ws')}/HaremHub?access_token=staff-token`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(`{"protocol":"json","version":1}${RS}`);
    await eventually(() => hubs.harem.connectionCount === 1);
    ws.terminate();
  });
});

describe('hubs: HaremHub messages', () => {
  it('delivers a receive broadcast to every staff connection and to no patient', async () => {
    const { base, hubs } = await startHubServer();
    const staff = client(`${base}/HaremHub`, 'staff-token');
    const patient = client(`${base}/HaremHub`, 'patient-token');
    await staff.start();
    await patient.start();
    let patientGot = 0;
    patient.on('receive', () => (patientGot += 1));
    const received = nextMessage(staff, 'receive');
    await eventually(() => hubs.harem.connectionCount === 2);
    expect(hubs.harem.broadcast('receive', { text: 'hello', phoneNumber: PATIENT_PHONE })).toBe(1);
    expect(await received).toEqual([{ text: 'hello', phoneNumber: PATIENT_PHONE }]);
    expect(patientGot).toBe(0);
  });

  it('sends to one subject only with sendToSubject', async () => {
    const { base, hubs } = await startHubServer();
    const patient = client(`${base}/HaremHub`, 'patient-token');
    const staff = client(`${base}/HaremHub`, 'staff-token');
    await patient.start();
    await staff.start();
    let staffGot = 0;
    staff.on('receive', () => (staffGot += 1));
    const received = nextMessage(patient, 'receive');
    await eventually(() => hubs.harem.connectionCount === 2);
    expect(hubs.harem.sendToSubject('patient-1', 'receive', 'reply', 2)).toBe(1);
    expect(await received).toEqual(['reply', 2]);
    expect(staffGot).toBe(0);
  });

  it('answers an invocation of an unknown method with a completion carrying an error', async () => {
    const { base } = await startHubServer();
    const staff = client(`${base}/HaremHub`, 'staff-token');
    await staff.start();
    await expect(staff.invoke('NoSuchMethod', 1)).rejects.toThrow(/Unknown hub method 'NoSuchMethod'/);
  });

  it('answers an invocation of a registered method with a completion carrying its result', async () => {
    const { base, hubs } = await startHubServer();
    hubs.harem.handle('Echo', (caller, value) => ({ caller: caller.subject, value }));
    const staff = client(`${base}/HaremHub`, 'staff-token');
    await staff.start();
    expect(await staff.invoke('echo', 'x')).toEqual({ caller: 'staff-1', value: 'x' });
  });
});

describe('hubs: PhoneHub presence', () => {
  it('sends the online list on connect, and again when a patient comes online or leaves', async () => {
    const { base } = await startHubServer();
    const phone = client(`${base}/PhoneHub`, 'staff-token');
    const snapshot = nextMessage(phone, PhoneHubEvent.Presence);
    await phone.start();
    expect(await snapshot).toEqual([{ presence: [] }]);

    const online = nextMessage(phone, PhoneHubEvent.Presence);
    const patient = client(`${base}/HaremHub`, 'patient-token');
    await patient.start();
    expect(await online).toEqual([{ presence: [PATIENT_PHONE] }]);

    const offline = nextMessage(phone, PhoneHubEvent.Presence);
    await patient.stop();
    expect(await offline).toEqual([{ presence: [] }]);
  });

  it('sends newRequest with the phone number and the presence list when a code is requested', async () => {
    const { base, hubs } = await startHubServer();
    const phone = client(`${base}/PhoneHub`, 'staff-token');
    await phone.start();
    const patient = client(`${base}/HaremHub`, 'patient-token');
    await patient.start();
    hubs.phone.setPresence(['07700000000']);
    await eventually(() => hubs.phone.presence().length === 2);
    const request = nextMessage(phone, PhoneHubEvent.NewRequest);
    expect(hubs.phone.codeRequested('07509999999')).toBe(1);
    expect(await request).toEqual([{ phoneNumber: '07509999999', presence: [PATIENT_PHONE, '07700000000'] }]);
  });

  it('keeps a patient online until the last of their connections closes', async () => {
    const { base, hubs } = await startHubServer();
    const first = client(`${base}/HaremHub`, 'patient-token');
    const second = client(`${base}/HaremHub`, 'patient-token');
    await first.start();
    await second.start();
    await eventually(() => hubs.harem.connectionCount === 2);
    await first.stop();
    await eventually(() => hubs.harem.connectionCount === 1);
    expect(hubs.phone.presence()).toEqual([PATIENT_PHONE]);
    await second.stop();
    await eventually(() => hubs.phone.presence().length === 0);
  });
});

describe('hubs: the wire protocol', () => {
  it('answers the handshake with {} and reads several messages from one frame', async () => {
    const { base } = await startHubServer();
    const { ws, records } = await rawSocket(`${base}/HaremHub`, 'staff-token');
    ws.send(
      `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"7","target":"nope","arguments":[]}${RS}{"type":6}${RS}`,
    );
    await eventually(() => records.length >= 2);
    expect(records[0]).toBe('{}');
    expect(JSON.parse(records[1] ?? '')).toEqual({
      type: 3,
      invocationId: '7',
      error: "Unknown hub method 'nope'.",
    });
    ws.terminate();
  });

  it('reads a message split across frames', async () => {
    const { base } = await startHubServer();
    const { ws, records } = await rawSocket(`${base}/HaremHub`, 'staff-token');
    ws.send(`{"protocol":"json",`);
    ws.send(`"version":1}${RS}{"type":1,"invoca`);
    ws.send(`tionId":"1","target":"x","arguments":[]}${RS}`);
    await eventually(() => records.length >= 2);
    expect(records[0]).toBe('{}');
    expect(JSON.parse(records[1] ?? '')).toMatchObject({ type: 3, invocationId: '1' });
    ws.terminate();
  });

  it.each([
    ['messagepack', 1, "The protocol 'messagepack' is not supported."],
    ['json', 2, "The server does not support version 2 of the 'json' protocol."],
  ])(
    'answers a handshake for protocol %s version %s with an error and closes',
    async (protocol, version, error) => {
      const { base } = await startHubServer();
      const { ws, records } = await rawSocket(`${base}/HaremHub`, 'staff-token');
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.send(JSON.stringify({ protocol, version }) + RS);
      await closed;
      expect(records.map((r) => JSON.parse(r))).toEqual([{ error }]);
    },
  );

  it('pings every keep-alive interval', async () => {
    const { base } = await startHubServer(0, { timing: { keepAliveIntervalMs: 50 } });
    const { ws, records } = await rawSocket(`${base}/HaremHub`, 'staff-token');
    ws.send(`{"protocol":"json","version":1}${RS}`);
    await eventually(() => records.filter((r) => r === '{"type":6}').length >= 2);
    ws.terminate();
  });

  it('drops a client that sends nothing for the client timeout', async () => {
    const { base, hubs } = await startHubServer(0, { timing: { clientTimeoutMs: 100 } });
    const { ws, records } = await rawSocket(`${base}/HaremHub`, 'staff-token');
    const closed = new Promise((resolve) => ws.once('close', resolve));
    ws.send(`{"protocol":"json","version":1}${RS}`);
    await closed;
    expect(JSON.parse(records.at(-1) ?? '')).toMatchObject({ type: 7 });
    expect(hubs.connectionCount).toBe(0);
  });
});

describe('hubs: closing', () => {
  it('sends a close message with allowReconnect on shutdown, and the client reconnects to the restarted server', async () => {
    const first = await startHubServer();
    const staff = client(`${first.base}/HaremHub`, 'staff-token', [0, 200, 200, 200, 500, 1000, 1000, 1000]);
    await staff.start();
    const reconnecting = new Promise<void>((resolve) => staff.onreconnecting(() => resolve()));
    const reconnected = new Promise<void>((resolve) => staff.onreconnected(() => resolve()));
    await stop(first);
    await reconnecting;
    const second = await startHubServer(first.port);
    await reconnected;
    const received = nextMessage(staff, 'receive');
    await eventually(() => second.hubs.harem.connectionCount === 1);
    second.hubs.harem.broadcast('receive', 'after restart');
    expect(await received).toEqual(['after restart']);
  });

  it('closes the connections of an ended session without letting them reconnect', async () => {
    const { base, hubs } = await startHubServer();
    const ended = client(`${base}/HaremHub`, 'staff-token', [0, 100]);
    const other = client(`${base}/HaremHub`, 'other-staff-token');
    await ended.start();
    await other.start();
    const closed = new Promise<Error | undefined>((resolve) => ended.onclose(resolve));
    let reconnecting = false;
    ended.onreconnecting(() => (reconnecting = true));
    await eventually(() => hubs.harem.connectionCount === 2);
    expect(hubs.closeSession('session-1')).toBe(1);
    expect((await closed)?.message).toMatch(/session has ended/);
    expect(reconnecting).toBe(false);
    expect(other.state).toBe(HubConnectionState.Connected);
  });

  it('closes a connection when its token expires, allowing a reconnect', async () => {
    const now = Date.now();
    const { base } = await startHubServer(0, {
      verifyToken: async (token) =>
        token === 'short' ? { subject: 's', kind: 'chat', expiresAt: now + 150 } : null,
    });
    const staff = client(`${base}/HaremHub`, 'short', [60_000]);
    await staff.start();
    await new Promise<void>((resolve) => staff.onreconnecting(() => resolve()));
  });
});
