import type { HubConnection, LogLevel } from '@microsoft/signalr';
import { HubState } from '../../application/ports/realtime-hubs';
import { backoffDelay, type BackoffOptions } from '../http/retry-policy';
import type { Sleep } from '../http/sleep';

/** How often and how patiently a hub connection that could not start is tried again. */
export interface StartRetryPolicy extends BackoffOptions {
  /** Retries after the first attempt before the link gives up (until the next `start`). */
  readonly maxRetries: number;
}

/** About three minutes of trying at worst, then the link rests until the next `start`. */
export const DEFAULT_START_RETRY: StartRetryPolicy = {
  maxRetries: 8,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
};

// A connection that lived this long was healthy: its close starts the restart count afresh.
const STABLE_MS = 60_000;

export interface HubLinkOptions {
  readonly url: string;
  /** Handlers of the hub's events, by target name. */
  readonly events: Readonly<Record<string, (...args: unknown[]) => void>>;
  /** The chat token, read at every connect; without one the link does not try. */
  readonly accessToken: () => string | null;
  readonly onState: (state: HubState) => void;
  /** The link came back after it was lost: events may have been missed. */
  readonly onReconnected: () => void;
  readonly startRetry: StartRetryPolicy;
  readonly random: () => number;
  readonly sleep: Sleep;
  /** Default: warnings and errors. */
  readonly logLevel?: LogLevel | undefined;
  /** A WebSocket constructor for environments without a global one. */
  readonly webSocket?: unknown;
}

/**
 * One SignalR connection, WebSocket only, without negotiation, with the client's automatic
 * reconnect. What the client does not do, the link does: it retries a failed first `start` with
 * backoff (the client never does), and when the client's reconnect gives up it starts again the
 * same bounded way, reporting `onReconnected` once back. A server that closes without
 * `allowReconnect` (the session ended) is obeyed until the next `start`.
 */
export class HubLink {
  private connection: HubConnection | null = null;
  private running: Promise<void> | null = null;
  private cancel: AbortController | null = null;
  private stopping = false;
  // Set when an established link was lost, so the next successful connect asks for a re-sync.
  private lost = false;
  // Closes in a row of short-lived connections: a server that accepts then drops at once (an
  // expired token) is retried with growing waits and finally left alone, never in a tight loop.
  private closes = 0;
  private connectedAt = 0;
  private reconnecting = false;

  constructor(private readonly options: HubLinkOptions) {}

  /** Connects unless connected or connecting already. */
  start(): Promise<void> {
    if (!this.running) this.closes = 0;
    this.running ??= this.connect(0);
    return this.running;
  }

  /** The next successful connect reports `onReconnected` (another tab's link was lost). */
  markLost(): void {
    this.lost = true;
  }

  /** Disconnects and cancels any pending retry. */
  async stop(): Promise<void> {
    this.cancel?.abort();
    this.cancel = null;
    const running = this.running;
    this.running = null;
    this.stopping = true;
    try {
      await this.connection?.stop();
      await running;
    } finally {
      this.stopping = false;
      this.lost = false;
      this.options.onState(HubState.Disconnected);
    }
  }

  /** Connects; `firstRetry` > 0 waits that retry's backoff first (a restart after a close). */
  private async connect(firstRetry: number): Promise<void> {
    const cancel = new AbortController();
    this.cancel = cancel;
    const connection = (this.connection ??= await this.build());
    if (cancel.signal.aborted) return;
    const { startRetry, random, sleep } = this.options;
    if (firstRetry > 0) await sleep(backoffDelay(firstRetry - 1, random, startRetry), cancel.signal);
    for (let retry = firstRetry; !cancel.signal.aborted && this.options.accessToken(); retry++) {
      this.options.onState(HubState.Connecting);
      try {
        await connection.start();
        if (cancel.signal.aborted) return;
        this.connectedAt = Date.now();
        this.options.onState(HubState.Connected);
        if (this.lost) {
          this.lost = false;
          this.options.onReconnected();
        }
        return;
      } catch {
        if (cancel.signal.aborted || retry >= startRetry.maxRetries) break;
        await sleep(backoffDelay(retry, random, startRetry), cancel.signal);
      }
    }
    if (cancel.signal.aborted) return;
    // Given up: a later `start` tries again from the beginning.
    this.running = null;
    this.options.onState(HubState.Disconnected);
  }

  /** The SignalR client is its own chunk, loaded by the first connect: no page's first load carries it. */
  private async build(): Promise<HubConnection> {
    const { HubConnectionBuilder, HttpTransportType, LogLevel } = await import('@microsoft/signalr');
    const connection = new HubConnectionBuilder()
      .withUrl(this.options.url, {
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => this.options.accessToken() ?? '',
        ...(this.options.webSocket === undefined ? {} : { WebSocket: this.options.webSocket }),
      })
      .withAutomaticReconnect()
      .configureLogging(this.options.logLevel ?? LogLevel.Warning)
      .build();
    for (const [target, handler] of Object.entries(this.options.events)) connection.on(target, handler);
    connection.onreconnecting(() => {
      this.reconnecting = true;
      this.options.onState(HubState.Reconnecting);
    });
    connection.onreconnected(() => {
      this.reconnecting = false;
      this.connectedAt = Date.now();
      this.options.onState(HubState.Connected);
      this.options.onReconnected();
    });
    connection.onclose(() => {
      const gaveUp = this.reconnecting;
      this.reconnecting = false;
      if (this.stopping) return;
      this.lost = true;
      this.cancel = null;
      this.running = null;
      this.options.onState(HubState.Disconnected);
      // Closed straight from connected means the server said goodbye without `allowReconnect`
      // (the session ended): respect it until the next `start`. Closed after reconnecting means
      // the client's reconnect gave up: keep trying, bounded.
      if (!gaveUp) return;
      this.closes = Date.now() - this.connectedAt > STABLE_MS ? 1 : this.closes + 1;
      if (this.closes <= this.options.startRetry.maxRetries) this.running = this.connect(this.closes);
    });
    return connection;
  }
}
