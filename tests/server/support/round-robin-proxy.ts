import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  readonly host: string;
  readonly port: number;
}

export interface RoundRobinProxy {
  readonly url: string;
  /** Requests and upgrades sent to each upstream, by `host:port`. */
  readonly counts: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A load balancer in small: each request or WebSocket upgrade goes to the next upstream in turn;
 * an upstream that refuses the connection is skipped (the next one is tried), as nginx does with
 * `proxy_next_upstream error`. `X-Forwarded-For` carries the client's address.
 */
export async function startRoundRobinProxy(upstreams: readonly Upstream[]): Promise<RoundRobinProxy> {
  let next = 0;
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const pick = (): Upstream[] => {
    const order = upstreams.map((_, i) => upstreams[(next + i) % upstreams.length] as Upstream);
    next = (next + 1) % upstreams.length;
    return order;
  };
  const counted = (upstream: Upstream): void => {
    const key = `${upstream.host}:${upstream.port}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const forwardedFor = (incoming: IncomingMessage): string => incoming.socket.remoteAddress ?? '';

  const server: Server = createServer((incoming, outgoing) => {
    // The body is read once and sent to whichever upstream takes the request.
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (left: Upstream[]): void => {
        const upstream = left[0];
        if (upstream === undefined) {
          outgoing.writeHead(502).end('No upstream answered.');
          return;
        }
        const forwarded = httpRequest(
          {
            host: upstream.host,
            port: upstream.port,
            method: incoming.method,
            path: incoming.url,
            headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor(incoming) },
          },
          (answer) => {
            counted(upstream);
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') attempt(left.slice(1));
          else if (!outgoing.headersSent) outgoing.writeHead(502).end();
        });
        forwarded.end(body);
      };
      attempt(pick());
    });
  });

  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const attempt = (left: Upstream[]): void => {
      const upstream = left[0];
      if (upstream === undefined) {
        client.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n');
        return;
      }
      const backend = connect(upstream.port, upstream.host);
      backend.once('error', () => {
        if (backend.bytesWritten === 0) attempt(left.slice(1));
        else client.destroy();
      });
      backend.once('connect', () => {
        counted(upstream);
        sockets.add(backend);
        backend.once('close', () => sockets.delete(backend));
        backend.on('error', () => client.destroy());
        const headers = { ...incoming.headers, 'x-forwarded-for': forwardedFor(incoming) };
        const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
        for (const [name, value] of Object.entries(headers)) {
          for (const one of Array.isArray(value) ? value : [value]) {
            if (one !== undefined) lines.push(`${name}: ${one}`);
          }
        }
        backend.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) backend.write(head);
        backend.pipe(client);
        client.pipe(backend);
        backend.once('close', () => client.destroy());
        client.once('close', () => backend.destroy());
      });
    };
    attempt(pick());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
