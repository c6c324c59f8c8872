import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubPath } from '../../server/realtime';
import { call, tokensOf } from './support/http-client';
import { hubClient } from './support/signalr-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/** Short limits, so a slow client is cut off within the test's time. */
const LIMIT_MS = 1_000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      REQUEST_TIMEOUT_MS: String(LIMIT_MS),
      HEADERS_TIMEOUT_MS: String(LIMIT_MS),
      CONNECTION_TIMEOUT_MS: String(LIMIT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(LIMIT_MS),
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (server !== undefined) await removeFolders(server);
});

/**
 * Opens a raw connection, writes `head` at once, then one byte of `trickle` every `everyMs`, and
 * resolves with the ms until the server closed the connection and what it answered, or with
 * `closedAfterMs: null` when the server kept it open for `giveUpMs`.
 */
function trickle(
  head: string,
  drip: string,
  everyMs: number,
  giveUpMs: number,
): Promise<{ closedAfterMs: number | null; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(server.port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedAfterMs: number | null): void => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < drip.length && socket.writable) socket.write(drip[sent++] ?? '');
      }, everyMs);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => finish(Date.now() - started));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish(Date.now() - started);
      else reject(error);
    });
  });
}

describe('timeouts of slow clients', () => {
  it('closes a request whose body arrives one byte at a time once the request limit has passed', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(200) });
    const head =
      'POST /api/ControlPanelAuth/Login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { closedAfterMs, answer } = await trickle(head, body, 100, 6 * LIMIT_MS);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMIT_MS * 0.9);
    expect(closedAfterMs).toBeLessThan(3 * LIMIT_MS);
    // Node answers 408 when it can; it never handed the half body to a handler.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  }, 15_000);

  it('closes a connection whose headers arrive one byte at a time once the headers limit has passed', async () => {
    const headers = 'X-Slow: ' + 'y'.repeat(200) + '\r\n\r\n';
    const { closedAfterMs } = await trickle(
      'GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      headers,
      100,
      6 * LIMIT_MS,
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3 * LIMIT_MS);
  }, 15_000);

  it('closes a connection that sends nothing at all', async () => {
    const { closedAfterMs } = await trickle('', '', 1_000, 6 * LIMIT_MS);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3 * LIMIT_MS);
  }, 15_000);

  it('still answers an ordinary request', async () => {
    expect((await call(`${server.url}/config.json`)).status).toBe(200);
  });

  it('keeps a hub connection open well past every request limit', async () => {
    const { chatToken } = await tokensOf(server.url, 'reception', 'demo-reception');
    const hub = hubClient(`${server.url}${HubPath.Phone}`, chatToken);
    const closed = new Promise<string>((resolve) => hub.onclose((error) => resolve(String(error))));
    await hub.start();
    const outcome = await Promise.race([
      closed,
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 4 * LIMIT_MS)),
    ]);
    expect(outcome).toBe('still open');
    expect(server.hubs.phone.connectionCount).toBe(1);
    await hub.stop();
  }, 15_000);
});
