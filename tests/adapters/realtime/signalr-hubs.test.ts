import { LogLevel } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignalRHubs, type SignalRHubsOptions } from '../../../src/adapters/realtime/signalr-hubs';
import type {
  ChatMessageReceived,
  PhoneRequestReceived,
  PresenceChanged,
} from '../../../src/application/ports/realtime-hubs';
import { eventually, FakeChannels, FakeLocks } from '../support/fake-tabs';
import { GOOD_CHAT_TOKEN, startHubServer, type HubTestServer } from '../support/hub-test-server';

/*
 * The real `@microsoft/signalr` client against the reference server's hubs on 127.0.0.1.
 *
 * On Node the client sends its token in an Authorization header; in a browser, which is where
 * the product runs, it cannot, and appends `?access_token=` instead. So that these tests run the
 * browser's code path of the unmodified client, the client is made to see a platform other than
 * Node for the duration of this file: it then also uses the global WebSocket, as a browser does.
 */
const release = Object.getOwnPropertyDescriptor(process, 'release');
beforeAll(() => {
  Object.defineProperty(process, 'release', { ...release, value: { ...process.release, name: 'browser' } });
});
afterAll(() => {
  if (release) Object.defineProperty(process, 'release', release);
});

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubServer();
});
afterAll(() => server.close());

const started: SignalRHubs[] = [];
let token: string | null;

beforeEach(async () => {
  token = GOOD_CHAT_TOKEN;
  server.admit = (_path, t) => t === GOOD_CHAT_TOKEN;
  await eventually(() => server.hubs.connectionCount === 0, 5_000, 'the previous test to disconnect');
  server.upgrades.length = 0;
});
afterEach(async () => {
  for (const hubs of started.splice(0)) await hubs.stop();
});

function hubs(options: Partial<SignalRHubsOptions> = {}) {
  const h = new SignalRHubs({
    hubHost: server.origin,
    chatToken: () => token,
    crossTab: false,
    logLevel: LogLevel.None,
    sleep: () => Promise.resolve(),
    ...options,
  });
  started.push(h);
  return h;
}

/** Everything a tab's application hears. */
function listen(h: SignalRHubs) {
  const heard = {
    chat: [] as ChatMessageReceived[],
    phone: [] as PhoneRequestReceived[],
    presence: [] as PresenceChanged[],
    reconnected: 0,
  };
  h.onChatMessage((e) => heard.chat.push(e));
  h.onPhoneRequest((e) => heard.phone.push(e));
  h.onPresence((e) => heard.presence.push(e));
  h.onReconnected(() => (heard.reconnected += 1));
  return heard;
}

const connected = (h: SignalRHubs) => h.state('chat') === 'connected' && h.state('phone') === 'connected';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SignalRHubs, one tab', () => {
  it('connects to /HaremHub and /PhoneHub with the chat token as ?access_token=', async () => {
    const h = hubs();
    await h.start();
    expect(connected(h)).toBe(true);
    expect(server.upgrades.map((u) => u.path).sort()).toEqual(['/HaremHub', '/PhoneHub']);
    for (const upgrade of server.upgrades) {
      expect(upgrade.query).toBe(`?access_token=${GOOD_CHAT_TOKEN}`);
      expect(upgrade.authorization).toBeUndefined();
    }
    expect(server.hubs.connectionCount).toBe(2);
  });

  it('hears receive on the chat hub, with its sender', async () => {
    const h = hubs();
    const heard = listen(h);
    await h.start();
    server.hubs.harem.broadcast('receive', { superUserId: 'u-5', message: 'سڵاو' });
    await eventually(() => heard.chat.length === 1);
    expect(heard.chat).toEqual([{ senderId: 'u-5' }]);
  });

  it('hears newRequest on the phone hub, with its number and the presence it carries', async () => {
    const h = hubs();
    const heard = listen(h);
    await h.start();
    server.hubs.phone.setPresence(['07501112222']);
    server.hubs.phone.codeRequested('07509998888');
    await eventually(() => heard.phone.length === 1);
    expect(heard.phone).toEqual([{ phoneNumber: '07509998888' }]);
    expect(heard.presence.at(-1)).toEqual({ onlinePhoneNumbers: ['07501112222'] });
    server.hubs.phone.setPresence([]);
  });

  it('follows presence updates that come without a code request', async () => {
    const h = hubs();
    const heard = listen(h);
    await h.start();
    server.hubs.phone.setPresence(['07700000001', '07500000002']);
    await eventually(() => heard.presence.some((p) => p.onlinePhoneNumbers.length === 2));
    expect(heard.phone).toEqual([]);
    server.hubs.phone.setPresence([]);
  });

  it.each([null, ''])('does not start without a chat token (%j)', async (missing) => {
    token = missing;
    const h = hubs();
    await h.start();
    await pause(100);
    expect(server.upgrades).toEqual([]);
    expect(h.state('chat')).toBe('disconnected');
  });

  it('starts once however often start is called (StrictMode calls it twice)', async () => {
    const h = hubs();
    await Promise.all([h.start(), h.start()]);
    await h.start();
    expect(server.upgrades).toHaveLength(2);
    expect(server.hubs.connectionCount).toBe(2);
    expect(connected(h)).toBe(true);
  });

  it('reconnects after the server drops the socket, and says so for the re-sync', async () => {
    const h = hubs();
    const heard = listen(h);
    await h.start();
    server.dropSockets();
    await eventually(() => heard.reconnected >= 2 && connected(h), 10_000, 'both hubs to reconnect');
    expect(server.upgrades).toHaveLength(4);
    server.hubs.harem.broadcast('receive', { superUserId: 'u-1' });
    await eventually(() => heard.chat.length === 1);
  });

  it('retries a failed first start with backoff until it connects', async () => {
    const refusals = new Map<string, number>();
    server.admit = (path, t) => {
      const n = refusals.get(path) ?? 0;
      refusals.set(path, n + 1);
      return n >= 2 && t === GOOD_CHAT_TOKEN;
    };
    const waits: number[] = [];
    const h = hubs({
      random: () => 0.5,
      startRetry: { maxRetries: 5, baseDelayMs: 100, maxDelayMs: 1_000 },
      sleep: async (ms) => void waits.push(ms),
    });
    const heard = listen(h);
    await h.start();
    expect(connected(h)).toBe(true);
    expect(server.upgrades).toHaveLength(6);
    expect(waits.sort((a, b) => a - b)).toEqual([50, 50, 100, 100]);
    // The first time both hubs are up is one re-sync point: anything read before may have missed news.
    expect(heard.reconnected).toBe(1);
  });

  it('gives up after the bounded number of retries, and tries afresh on the next start', async () => {
    server.admit = () => false;
    const h = hubs({ startRetry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1 } });
    await h.start();
    expect(server.upgrades).toHaveLength(6);
    expect(h.state('chat')).toBe('disconnected');
    server.admit = (_p, t) => t === GOOD_CHAT_TOKEN;
    await h.start();
    expect(connected(h)).toBe(true);
  });

  it('cancels the pending retries on stop', async () => {
    server.admit = () => false;
    const h = hubs({
      sleep: undefined,
      startRetry: { maxRetries: 5, baseDelayMs: 60_000, maxDelayMs: 60_000 },
      random: () => 0.99,
    });
    const starting = h.start();
    await eventually(() => server.upgrades.length === 2, 5_000, 'the first attempts');
    const before = performance.now();
    await h.stop();
    await starting;
    expect(performance.now() - before).toBeLessThan(1_000);
    await pause(100);
    expect(server.upgrades).toHaveLength(2);
  });

  it('disconnects both hubs on stop (logout), and can start again', async () => {
    const h = hubs();
    await h.start();
    await h.stop();
    expect(h.state('chat')).toBe('disconnected');
    expect(h.state('phone')).toBe('disconnected');
    await eventually(() => server.hubs.connectionCount === 0, 5_000, 'the server to see the hubs go');
    await h.start();
    expect(connected(h)).toBe(true);
  });

  it('respects a server that ends the session, until the next start, which re-syncs', async () => {
    const h = hubs();
    const heard = listen(h);
    await h.start();
    server.hubs.closeSession('session-1');
    await eventually(() => h.state('chat') === 'disconnected' && h.state('phone') === 'disconnected');
    await pause(100);
    expect(server.upgrades).toHaveLength(2);
    await h.start();
    expect(connected(h)).toBe(true);
    // Once when first up, then once per hub on its return.
    expect(heard.reconnected).toBe(3);
  });

  it('reports every state change', async () => {
    const h = hubs();
    const changes: string[] = [];
    h.onStateChange((hub, state) => changes.push(`${hub} ${state}`));
    await h.start();
    await h.stop();
    expect(changes.filter((c) => c.startsWith('chat'))).toEqual([
      'chat connecting',
      'chat connected',
      'chat disconnected',
    ]);
  });
});

describe('SignalRHubs, several tabs', () => {
  function tabs(locks: FakeLocks | null, channels: FakeChannels | null) {
    return hubs({ crossTab: { locks, createChannel: channels?.create ?? null } });
  }

  it('holds one connection per hub for two tabs, and relays the events to the follower', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const [a, b] = [tabs(locks, channels), tabs(locks, channels)];
    const [heardA, heardB] = [listen(a), listen(b)];
    await a.start();
    await b.start();
    await eventually(() => connected(b), 5_000, 'the follower to learn the state');
    expect(server.upgrades).toHaveLength(2);
    expect(server.hubs.connectionCount).toBe(2);

    server.hubs.harem.broadcast('receive', { superUserId: 'u-9' });
    server.hubs.phone.codeRequested('07501234567');
    await eventually(() => heardB.chat.length === 1 && heardB.phone.length === 1, 5_000, 'the relay');
    expect(heardA.chat).toEqual([{ senderId: 'u-9' }]);
    expect(heardB.chat).toEqual([{ senderId: 'u-9' }]);
    expect(heardB.phone).toEqual([{ phoneNumber: '07501234567' }]);
    // Each tab re-syncs once when it first sees both hubs up, the follower from the relayed states.
    expect(heardA.reconnected).toBe(1);
    expect(heardB.reconnected).toBe(1);
  });

  it('lets the follower take over when the leader tab goes, and re-sync', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const [a, b] = [tabs(locks, channels), tabs(locks, channels)];
    const heardB = listen(b);
    await a.start();
    await b.start();
    await a.stop();
    await eventually(() => connected(b) && server.upgrades.length === 4, 5_000, 'the takeover');
    await eventually(() => heardB.reconnected >= 1);
    await eventually(() => server.hubs.connectionCount === 2);
    server.hubs.harem.broadcast('receive', { superUserId: 'u-2' });
    await eventually(() => heardB.chat.length === 1);
  });

  it('gives a joining follower the current presence', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const a = tabs(locks, channels);
    await a.start();
    server.hubs.phone.setPresence(['07501230000']);
    await eventually(() => channels.sent.some((m) => (m as { kind?: string }).kind === 'presence'));
    const b = tabs(locks, channels);
    const heardB = listen(b);
    await b.start();
    await eventually(() => heardB.presence.length > 0, 5_000, 'the presence snapshot');
    expect(heardB.presence.at(-1)).toEqual({ onlinePhoneNumbers: ['07501230000'] });
    server.hubs.phone.setPresence([]);
  });

  it('falls back to one connection per tab without Web Locks or BroadcastChannel', async () => {
    const [a, b] = [tabs(null, null), tabs(null, null)];
    await a.start();
    await b.start();
    expect(server.upgrades).toHaveLength(4);
    expect(server.hubs.connectionCount).toBe(4);
  });
});
