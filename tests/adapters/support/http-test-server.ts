import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type TestHandler = (request: SeenRequest, response: ServerResponse, raw: IncomingMessage) => void;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly requests: SeenRequest[];
  /** Replaces the handler (each test sets its own). */
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port, recording every request it gets. */
export async function startTestServer(): Promise<TestServer> {
  let handler: TestHandler = (_request, response) => response.end();
  const requests: SeenRequest[] = [];
  const server = createServer((raw, response) => {
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      const seen = {
        method: raw.method ?? '',
        url: raw.url ?? '',
        headers: raw.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      handler(seen, response, raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with `status` and, when given, `body` (objects as JSON). */
export function reply(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  response.writeHead(status, { 'Content-Type': type }).end(text);
}

/** Drops the connection without any answer (a reset, as a crashed proxy would). */
export function resetConnection(raw: IncomingMessage): void {
  raw.socket.destroy();
}
