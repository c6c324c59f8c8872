import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { attachHubs, type Hubs } from '../../../server/realtime';

export const GOOD_CHAT_TOKEN = 'chat-token-1';

/** The reference server's hubs on a bare HTTP server, recording every upgrade request. */
export interface HubTestServer {
  readonly origin: string;
  readonly hubs: Hubs;
  /** Path and query of every upgrade request, and its Authorization header. */
  readonly upgrades: { path: string; query: string; authorization: string | undefined }[];
  /** Decides whether an upgrade is let through (default: the good chat token only); else 403. */
  admit: (path: string, token: string) => boolean;
  /** Cuts every hub socket without a close message, as a crashed proxy would. */
  dropSockets(): void;
  close(): Promise<void>;
}

export async function startHubServer(): Promise<HubTestServer> {
  const server: Server = createServer((_q, response) => response.writeHead(404).end());
  const sockets = new Set<Duplex>();
  const upgrades: HubTestServer['upgrades'] = [];
  let lastPath = '';
  const state: { admit: HubTestServer['admit'] } = { admit: (_path, token) => token === GOOD_CHAT_TOKEN };
  // Registered before the hubs' own listener, so it sees every upgrade first.
  server.on('upgrade', (request, socket: Duplex) => {
    const url = new URL(request.url ?? '/', 'http://test.invalid');
    lastPath = url.pathname;
    upgrades.push({ path: url.pathname, query: url.search, authorization: request.headers.authorization });
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const hubs = attachHubs(server, {
    // A refused upgrade gets 403 (a token kind no hub accepts), not 401: Node's WebSocket repeats
    // a handshake answered 401 once, which would double every attempt the tests count.
    verifyToken: async (token) => ({
      subject: 'staff-1',
      kind: state.admit(lastPath, token) ? 'chat' : 'refused',
      session: 'session-1',
    }),
    // Short timers: a test never waits 15 s for anything.
    timing: { closeGraceMs: 50 },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hubs,
    upgrades,
    get admit() {
      return state.admit;
    },
    set admit(next) {
      state.admit = next;
    },
    dropSockets() {
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      await hubs.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
