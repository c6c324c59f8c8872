import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { InProcessConnectionCounter, type HubConnectionCounter } from './connection-counter';
import type { HubConnection } from './hub-connection';
import { HubEndpoint, type Hub } from './hub-endpoint';
import { HubAudience, type HubIdentity, type VerifyHubToken } from './hub-identity';
import {
  DEFAULT_HUB_LIMITS,
  DEFAULT_HUB_TIMING,
  MAX_CLIENT_MESSAGE_BYTES,
  type HubLimits,
  type HubTiming,
} from './hub-timing';
import { PhoneHubEndpoint, type PhoneHub } from './phone-hub-endpoint';
import { SINGLE_PROCESS_BUS, type ReplicaBus } from './replica-bus';
import { hubToken, refuseUpgrade } from './upgrade-refusal';

/** The URL paths of the two hubs; matched case-insensitively, as ASP.NET Core does. */
export const HubPath = { Harem: '/HaremHub', Phone: '/PhoneHub' } as const;
export type HubPath = (typeof HubPath)[keyof typeof HubPath];

/** What the server sends on /HaremHub. */
export const HaremHubEvent = {
  /** A chat message: to all staff on a patient's message, to one patient on a staff reply. */
  Receive: 'receive',
  /** To all staff: an appointment's state changed (`AppointmentChangedEventWire`, docs/api-extensions.md). */
  AppointmentChanged: 'appointmentChanged',
  /** To all staff: the site sent a contact message, complaint, feedback or application (`SubmissionReceivedEventWire`). */
  SubmissionReceived: 'submissionReceived',
  /** To all staff: a managed record was created, changed or removed (`RecordChangedEventWire`). */
  RecordChanged: 'recordChanged',
} as const;
export type HaremHubEvent = (typeof HaremHubEvent)[keyof typeof HaremHubEvent];

export interface Hubs {
  /** /HaremHub: staff (chat token) and patients (patient token). */
  readonly harem: Hub;
  /** /PhoneHub: staff only. */
  readonly phone: PhoneHub;
  /** Handshaken connections on both hubs. */
  readonly connectionCount: number;
  /**
   * Closes, without reconnect, every connection opened with a token of this login session (logout),
   * on every replica; answers how many were closed here.
   */
  closeSession(session: string): number;
  /**
   * Graceful shutdown: refuses new upgrades (503), sends every client a close message with
   * `allowReconnect: true`, waits up to `closeGraceMs` for them to go, then cuts the rest.
   */
  close(): Promise<void>;
}

export interface AttachHubsOptions {
  /** Checks the token of an upgrade request; null refuses it with 401. */
  verifyToken: VerifyHubToken;
  /** Shorter timers for tests; defaults are ASP.NET Core's. */
  timing?: Partial<HubTiming>;
  /** Connections per user and calls per connection; defaults in `DEFAULT_HUB_LIMITS`. */
  limits?: Partial<HubLimits>;
  /** The clock (ms since the epoch), for token expiry. */
  now?: () => number;
  /** Told about a `verifyToken` that threw (the upgrade is refused with 500), or a failed relay. */
  onError?: (error: unknown) => void;
  /** The other replicas (`REDIS_URL`); by default there are none. */
  bus?: ReplicaBus;
  /** How often the other replicas' presence is read again (one that died drops out); default 10 s. */
  presenceRefreshMs?: number;
  /**
   * Where each user's connections are counted against `limits.connectionsPerUser`: shared by the
   * replicas (`REDIS_URL`) or, by default, in this process.
   */
  connectionCounter?: HubConnectionCounter;
}

/**
 * Serves /HaremHub and /PhoneHub on `server` with the SignalR JSON hub protocol over WebSocket,
 * without negotiation (the client sets `skipNegotiation`). Needs no database: the caller's
 * `verifyToken` decides who may connect.
 */
export function attachHubs(server: Server, options: AttachHubsOptions): Hubs {
  const timing: HubTiming = { ...DEFAULT_HUB_TIMING, ...options.timing };
  const limits: HubLimits = { ...DEFAULT_HUB_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  // A frame may carry a few messages; each message is held to the limit by the connection.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES * 4 });
  /** Each user's sockets, from the moment an upgrade is accepted until the socket closes. */
  const counter = options.connectionCounter ?? new InProcessConnectionCounter();
  let closing = false;
  const bus = options.bus ?? SINGLE_PROCESS_BUS;
  const failed = (error: unknown): void => options.onError?.(error);
  const relayFrom =
    (hub: 'harem' | 'phone') =>
    (subject: string | null, target: string, args: readonly unknown[]): void => {
      if (bus.shared) bus.publish({ kind: 'hub', hub, subject, target, args }).catch(failed);
    };

  const phone = new PhoneHubEndpoint({
    path: HubPath.Phone,
    accepts: [HubAudience.Staff],
    broadcastsTo: [HubAudience.Staff],
    timing,
    invocationsPerMinute: limits.invocationsPerMinute,
    now,
    relay: relayFrom('phone'),
    onLocalPresence: (numbers) => {
      if (bus.shared) bus.setLocalPresence(numbers).catch(failed);
    },
  });
  const harem = new HubEndpoint({
    path: HubPath.Harem,
    accepts: [HubAudience.Staff, HubAudience.Patient],
    broadcastsTo: [HubAudience.Staff],
    timing,
    invocationsPerMinute: limits.invocationsPerMinute,
    now,
    onOpened: (connection) => phone.chatConnectionOpened(connection),
    onClosed: (connection) => phone.chatConnectionClosed(connection),
    relay: relayFrom('harem'),
  });
  const endpoints = new Map<string, HubEndpoint>([
    [HubPath.Harem.toLowerCase(), harem],
    [HubPath.Phone.toLowerCase(), phone],
  ]);

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://hub.invalid');
    const endpoint = endpoints.get(url.pathname.replace(/\/+$/, '').toLowerCase());
    if (endpoint === undefined) return refuseUpgrade(socket, 404, 'There is no hub at this path.');
    if (closing) return refuseUpgrade(socket, 503, 'The server is shutting down.');
    const token = hubToken(request, url);
    if (token === null) return refuseUpgrade(socket, 401, 'A token is required.');
    let identity: HubIdentity | null;
    try {
      identity = await options.verifyToken(token);
    } catch (error) {
      options.onError?.(error);
      return refuseUpgrade(socket, 500, 'Something went wrong.');
    }
    if (identity === null) return refuseUpgrade(socket, 401, 'The token is not valid.');
    if (!endpoint.accepts(identity.kind))
      return refuseUpgrade(socket, 403, 'This token cannot use this hub.');
    if (closing) return refuseUpgrade(socket, 503, 'The server is shutting down.');
    // Counted from here; the counter decides atomically (in this process, or in one Redis step
    // for every replica), so connections opened at once are counted one by one. The place is given
    // back when the socket closes, however it ends.
    let release: (() => void) | null;
    try {
      release = await counter.acquire(identity.subject, limits.connectionsPerUser);
    } catch (error) {
      // The shared count cannot be read (Redis is down): the limit is not waived; the client retries.
      options.onError?.(error);
      return refuseUpgrade(socket, 503, 'The server cannot take connections now; try again shortly.');
    }
    if (release === null) return refuseUpgrade(socket, 429, 'Too many connections for this user.');
    // The client went away, or the server began to close, while the count was being taken.
    if (socket.destroyed || closing) {
      release();
      return refuseUpgrade(socket, 503, 'The server is shutting down.');
    }
    socket.once('close', release);
    const who = identity;
    sockets.handleUpgrade(request, socket, head, (ws) => endpoint.attach(ws, who));
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    void upgrade(request, socket, head);
  };
  server.on('upgrade', onUpgrade);

  const all = (): HubConnection[] => [...harem.connections(), ...phone.connections()];
  const closeLocalSession = (session: string): number => {
    const ended = all().filter((c) => c.identity.session === session);
    for (const connection of ended) connection.close({ error: 'The session has ended.' });
    return ended.length;
  };

  // Other replicas' messages are delivered here as if sent here, and their patients are online.
  let presenceTimer: NodeJS.Timeout | undefined;
  if (bus.shared) {
    const readPresence = (): void => {
      bus.otherPresence().then((numbers) => phone.setPresence(numbers), failed);
    };
    bus.subscribe((message) => {
      if (closing) return;
      if (message.kind === 'hub') {
        (message.hub === 'harem' ? harem : phone).deliver(message.subject, message.target, message.args);
      } else if (message.kind === 'close-session') {
        closeLocalSession(message.session);
      } else if (message.kind === 'presence') {
        readPresence();
      }
    });
    readPresence();
    presenceTimer = setInterval(readPresence, options.presenceRefreshMs ?? 10_000);
    presenceTimer.unref();
  }

  return {
    harem,
    phone,
    get connectionCount() {
      return harem.connectionCount + phone.connectionCount;
    },
    closeSession(session: string): number {
      if (bus.shared) bus.publish({ kind: 'close-session', session }).catch(failed);
      return closeLocalSession(session);
    },
    async close(): Promise<void> {
      if (closing) return;
      closing = true;
      clearInterval(presenceTimer);
      const gone = [...sockets.clients].map(
        (ws) =>
          new Promise<void>((resolve) =>
            ws.readyState === ws.CLOSED ? resolve() : ws.once('close', resolve),
          ),
      );
      for (const connection of all()) connection.close({ allowReconnect: true });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(gone),
        new Promise((resolve) => (timer = setTimeout(resolve, timing.closeGraceMs))),
      ]);
      clearTimeout(timer);
      for (const ws of sockets.clients) ws.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.off('upgrade', onUpgrade);
    },
  };
}
