import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** Answers an upgrade request with a plain HTTP error (JSON body, as every error of the server) and hangs up. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      '\r\n' +
      body,
  );
}

/**
 * The token of a hub request: the `Authorization: Bearer` header (the Node client) or the
 * `access_token` query parameter (browsers cannot set headers on a WebSocket).
 */
export function hubToken(request: IncomingMessage, url: URL): string | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? null;
  }
  const query = url.searchParams.get('access_token');
  return query === null || query === '' ? null : query;
}
