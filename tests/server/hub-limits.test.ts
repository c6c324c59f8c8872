import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { attachHubs, HubPath, type HubIdentity, type Hubs } from '../../server/realtime';
import { eventually, hubClient } from './support/signalr-client';

const RS = '\u001e';
const KIB = 1024;

const identities: Record<string, HubIdentity> = {
  'staff-token': { subject: 'staff-1', kind: 'chat', session: 'session-1' },
  'staff-token-second-login': { subject: 'staff-1', kind: 'chat', session: 'session-3' },
  'other-staff-token': { subject: 'staff-2', kind: 'chat', session: 'session-2' },
};

interface HubServer {
  readonly server: Server;
  readonly hubs: Hubs;
  readonly base: string;
}

const started: HubServer[] = [];
const clients: HubConnection[] = [];
const sockets: WebSocket[] = [];

async function startHubServer(
  limits: Parameters<typeof attachHubs>[1]['limits'] = {},
  more: Partial<Parameters<typeof attachHubs>[1]> = {},
): Promise<HubServer> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const hubs = attachHubs(server, {
    verifyToken: async (token) => identities[token] ?? null,
    timing: { closeGraceMs: 200 },
    limits,
    ...more,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const running = { server, hubs, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  started.push(running);
  return running;
}

function client(url: string, token: string): HubConnection {
  const connection = hubClient(url, token);
  clients.push(connection);
  return connection;
}

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await Promise.all(clients.splice(0).map((c) => c.stop()));
  for (const { server, hubs } of started.splice(0)) {
    await hubs.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A raw WebSocket after a successful handshake, and the records it receives. */
async function handshaken(
  url: string,
  token: string,
): Promise<{ ws: WebSocket; records: string[]; closed: Promise<void> }> {
  const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers: { Authorization: `Bearer ${token}` } });
  sockets.push(ws);
  const records: string[] = [];
  ws.on('message', (data) =>
    records.push(
      ...data
        .toString()
        .split(RS)
        .filter((r) => r !== ''),
    ),
  );
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(`{"protocol":"json","version":1}${RS}`);
  await eventually(() => records.includes('{}'));
  return { ws, records, closed };
}

/** The HTTP status of an upgrade request: 101 when the hub takes the connection. */
function upgradeStatus(url: string, token: string): Promise<number> {
  const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers: { Authorization: `Bearer ${token}` } });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(101));
    ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.once('error', reject);
  });
}

/** An invocation record of about `bytes` bytes, with an id so the server answers it. */
const invocationOf = (bytes: number, id: string): string =>
  JSON.stringify({ type: 1, invocationId: id, target: 'Echo', arguments: ['x'.repeat(bytes)] }) + RS;

describe('hub message size', () => {
  it('closes the connection with an error on one whole 40 KB message, and does not process it', async () => {
    const { base } = await startHubServer();
    const { ws, records, closed } = await handshaken(`${base}${HubPath.Harem}`, 'staff-token');
    ws.send(invocationOf(40 * KIB, '1'));
    await closed;
    expect(records.some((r) => (JSON.parse(r) as { type: number }).type === 3)).toBe(false);
    expect(records.map((r) => JSON.parse(r) as { type: number; error?: string }).at(-1)).toEqual({
      type: 7,
      error: 'The message is too large.',
    });
  });

  it('closes the connection on a 40 KB message sent in several frames', async () => {
    const { base } = await startHubServer();
    const { ws, closed } = await handshaken(`${base}${HubPath.Harem}`, 'staff-token');
    const record = invocationOf(40 * KIB, '1');
    for (let at = 0; at < record.length; at += 8 * KIB) ws.send(record.slice(at, at + 8 * KIB));
    await closed;
  });

  it('still processes a message just under 32 KiB', async () => {
    const { base } = await startHubServer();
    const { ws, records } = await handshaken(`${base}${HubPath.Harem}`, 'staff-token');
    ws.send(invocationOf(31 * KIB, '7'));
    await eventually(() => records.some((r) => r.includes('"invocationId":"7"')));
    expect(ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('hub connections per user', () => {
  it('refuses a user a connection beyond the limit on either hub, and takes one again once one closes', async () => {
    const { base, hubs } = await startHubServer({ connectionsPerUser: 3 });
    const first = client(`${base}${HubPath.Harem}`, 'staff-token');
    await first.start();
    await client(`${base}${HubPath.Phone}`, 'staff-token').start();
    // Another login of the same user counts too: the limit is the user's, not the token's.
    await client(`${base}${HubPath.Harem}`, 'staff-token-second-login').start();
    await expect(client(`${base}${HubPath.Phone}`, 'staff-token').start()).rejects.toThrow();
    expect(await upgradeStatus(`${base}${HubPath.Harem}`, 'staff-token')).toBe(429);
    // Another user is not affected.
    await client(`${base}${HubPath.Harem}`, 'other-staff-token').start();
    await first.stop();
    await eventually(() => hubs.connectionCount === 3);
    const again = client(`${base}${HubPath.Harem}`, 'staff-token');
    await again.start();
    expect(again.state).toBe(HubConnectionState.Connected);
    expect(hubs.connectionCount).toBe(4);
  });

  it('holds the limit when many connections of one user are opened at once', async () => {
    const { base } = await startHubServer({ connectionsPerUser: 3 });
    const attempts = Array.from({ length: 20 }, () => client(`${base}${HubPath.Harem}`, 'staff-token'));
    const outcomes = await Promise.allSettled(attempts.map((c) => c.start()));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
  });

  it('allows 30 connections per user by default', async () => {
    const { base } = await startHubServer();
    for (let i = 0; i < 30; i++) await client(`${base}${HubPath.Harem}`, 'staff-token').start();
    expect(await upgradeStatus(`${base}${HubPath.Harem}`, 'staff-token')).toBe(429);
  });
});

describe('hub connections per user, counted elsewhere', () => {
  it('refuses the upgrade with 503, not past the limit, when the count cannot be taken', async () => {
    const failures: unknown[] = [];
    const { base } = await startHubServer(
      {},
      {
        connectionCounter: { acquire: () => Promise.reject(new Error('Redis is down')) },
        onError: (error) => failures.push(error),
      },
    );
    expect(await upgradeStatus(`${base}${HubPath.Harem}`, 'staff-token')).toBe(503);
    expect(String(failures[0])).toContain('Redis is down');
  });

  it('gives the place back when the socket closes', async () => {
    const released: string[] = [];
    const { base, hubs } = await startHubServer(
      {},
      {
        connectionCounter: {
          acquire: (subject) => Promise.resolve(() => void released.push(subject)),
        },
      },
    );
    const hub = client(`${base}${HubPath.Harem}`, 'other-staff-token');
    await hub.start();
    expect(released).toEqual([]);
    await hub.stop();
    await eventually(() => hubs.connectionCount === 0 && released.length === 1);
    expect(released).toEqual(['staff-2']);
  });
});

describe('hub invocations per connection', () => {
  it('answers the calls within the limit and closes a connection that calls more often', async () => {
    const { base } = await startHubServer({ invocationsPerMinute: 5 });
    const hub = client(`${base}${HubPath.Harem}`, 'staff-token');
    const closed = new Promise<Error | undefined>((resolve) => hub.onclose(resolve));
    await hub.start();
    for (let i = 0; i < 5; i++)
      await expect(hub.invoke('NoSuchMethod')).rejects.toThrow(/Unknown hub method/);
    await hub.send('NoSuchMethod');
    expect(String(await closed)).toMatch(/Too many calls/);
  });

  it('leaves another connection of the same user its own calls', async () => {
    const { base } = await startHubServer({ invocationsPerMinute: 2 });
    const busy = client(`${base}${HubPath.Harem}`, 'staff-token');
    const calm = client(`${base}${HubPath.Phone}`, 'staff-token');
    await busy.start();
    await calm.start();
    for (let i = 0; i < 3; i++) await busy.send('NoSuchMethod');
    await eventually(() => busy.state === HubConnectionState.Disconnected);
    await expect(calm.invoke('NoSuchMethod')).rejects.toThrow(/Unknown hub method/);
  });
});
