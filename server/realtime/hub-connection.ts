import type { RawData, WebSocket } from 'ws';
import type { HubIdentity } from './hub-identity';
import { MAX_CLIENT_MESSAGE_BYTES, type HubTiming } from './hub-timing';
import {
  HANDSHAKE_OK,
  PING,
  RecordReader,
  checkHandshake,
  closeMessage,
  handshakeError,
  parseClientMessage,
  type ClientMessage,
} from './hub-protocol';

/** What a connection asks of the hub it belongs to. */
export interface ConnectionOwner {
  opened(connection: HubConnection): void;
  closed(connection: HubConnection): void;
  received(connection: HubConnection, message: ClientMessage): void;
}

type State = 'handshake' | 'open' | 'closed';

/**
 * One client on one hub: the handshake, the framing, keep-alive pings in both directions and the
 * close message. Messages are sent only once the handshake is done.
 */
export class HubConnection {
  readonly identity: HubIdentity;
  readonly #socket: WebSocket;
  readonly #owner: ConnectionOwner;
  readonly #timing: HubTiming;
  readonly #reader = new RecordReader();
  #state: State = 'handshake';
  #handshakeTimer: NodeJS.Timeout | undefined;
  #pingTimer: NodeJS.Timeout | undefined;
  #silenceTimer: NodeJS.Timeout | undefined;
  #expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    socket: WebSocket,
    identity: HubIdentity,
    owner: ConnectionOwner,
    timing: HubTiming,
    now: number,
  ) {
    this.identity = identity;
    this.#socket = socket;
    this.#owner = owner;
    this.#timing = timing;
    this.#handshakeTimer = setTimeout(() => this.#drop(), timing.handshakeTimeoutMs);
    if (identity.expiresAt !== undefined) {
      // The token stops being valid: close, and let the client's reconnect present a fresh one.
      const left = Math.max(0, identity.expiresAt - now);
      if (left < 2 ** 31 - 1) {
        this.#expiryTimer = setTimeout(
          () => this.close({ error: 'The token has expired.', allowReconnect: true }),
          left,
        );
      }
    }
    socket.on('message', (data, isBinary) => this.#onData(data, isBinary));
    socket.on('close', () => this.#onClosed());
    socket.on('error', () => this.#drop());
  }

  get isOpen(): boolean {
    return this.#state === 'open';
  }

  /** Sends one framed message (already encoded). Ignored before the handshake and after close. */
  send(text: string): void {
    if (this.#state === 'open' && this.#socket.readyState === this.#socket.OPEN) this.#socket.send(text);
  }

  /** Sends a close message, then closes the socket. */
  close(options: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.#state === 'closed') return;
    if (this.#state === 'open' && this.#socket.readyState === this.#socket.OPEN) {
      this.#socket.send(closeMessage(options));
    }
    this.#socket.close(1000);
    this.#onClosed();
  }

  /** Cuts the socket without a close message. */
  terminate(): void {
    this.#socket.terminate();
    this.#onClosed();
  }

  #onData(data: RawData, isBinary: boolean): void {
    if (this.#state === 'closed') return;
    if (isBinary) {
      this.close({ error: 'Binary messages are not supported by the json protocol.' });
      return;
    }
    const text = rawText(data);
    const records = this.#reader.push(text);
    if (this.#reader.pendingLength > MAX_CLIENT_MESSAGE_BYTES) {
      this.close({ error: 'The message is too large.' });
      return;
    }
    // The limit is on every message, whole or partial: a frame may carry a whole oversized one.
    if (records.some((record) => Buffer.byteLength(record) > MAX_CLIENT_MESSAGE_BYTES)) {
      this.close({ error: 'The message is too large.' });
      return;
    }
    this.#resetSilenceTimer();
    for (const record of records) {
      if (this.#state === 'handshake') this.#onHandshake(record);
      else if (this.#state === 'open') this.#onMessage(record);
    }
  }

  #onHandshake(record: string): void {
    clearTimeout(this.#handshakeTimer);
    const error = checkHandshake(record);
    if (error !== null) {
      this.#socket.send(handshakeError(error));
      this.#socket.close(1000);
      this.#onClosed();
      return;
    }
    this.#state = 'open';
    this.#socket.send(HANDSHAKE_OK);
    this.#pingTimer = setInterval(() => this.send(PING), this.#timing.keepAliveIntervalMs);
    this.#owner.opened(this);
  }

  #onMessage(record: string): void {
    const message = parseClientMessage(record);
    if (message === null) {
      this.close({ error: 'Connection closed with an error: the message is not a hub message.' });
      return;
    }
    if (message.type === 7) {
      this.#socket.close(1000);
      this.#onClosed();
      return;
    }
    this.#owner.received(this, message);
  }

  #resetSilenceTimer(): void {
    clearTimeout(this.#silenceTimer);
    this.#silenceTimer = setTimeout(
      () => this.close({ error: 'Server timeout elapsed without receiving a message from the client.' }),
      this.#timing.clientTimeoutMs,
    );
  }

  #drop(): void {
    if (this.#state === 'closed') return;
    this.terminate();
  }

  #onClosed(): void {
    if (this.#state === 'closed') return;
    const wasOpen = this.#state === 'open';
    this.#state = 'closed';
    clearTimeout(this.#handshakeTimer);
    clearInterval(this.#pingTimer);
    clearTimeout(this.#silenceTimer);
    clearTimeout(this.#expiryTimer);
    if (wasOpen) this.#owner.closed(this);
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(new Uint8Array(data)).toString('utf8');
  return data.toString('utf8');
}
