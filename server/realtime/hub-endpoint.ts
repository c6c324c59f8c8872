import type { WebSocket } from 'ws';
import { HubConnection, type ConnectionOwner } from './hub-connection';
import type { HubIdentity } from './hub-identity';
import type { HubTiming } from './hub-timing';
import { completionWithError, completionWithResult, invocation, type ClientMessage } from './hub-protocol';

/** The window in which a connection's calls are counted. */
const CALL_WINDOW_MS = 60_000;

/** A server method a client may invoke; its return value is the completion's result. */
export type HubMethod = (caller: HubIdentity, ...args: unknown[]) => unknown;

/** The part of a hub that other server code uses. */
export interface Hub {
  /** The URL path, e.g. `/HaremHub`. */
  readonly path: string;
  /** Connections that completed the handshake. */
  readonly connectionCount: number;
  /**
   * Sends `target(...args)` to every staff connection (chat tokens). Patients never receive a
   * broadcast: what is meant for a patient is sent to that patient with `sendToSubject`.
   * Returns how many connections it was sent to.
   */
  broadcast(target: string, ...args: unknown[]): number;
  /** Sends `target(...args)` to every connection of one user (any kind). Returns the count. */
  sendToSubject(subject: string, target: string, ...args: unknown[]): number;
  /** Registers a method clients may invoke (names are case-insensitive, as in ASP.NET Core). */
  handle(method: string, fn: HubMethod): void;
}

export interface HubEndpointOptions {
  readonly path: string;
  /** Token kinds allowed to connect. */
  readonly accepts: readonly string[];
  /** Token kinds that receive `broadcast`. */
  readonly broadcastsTo: readonly string[];
  readonly timing: HubTiming;
  /** Calls one connection may make in any minute; beyond, it is closed. */
  readonly invocationsPerMinute: number;
  readonly now: () => number;
  readonly onOpened?: (connection: HubConnection) => void;
  readonly onClosed?: (connection: HubConnection) => void;
  /**
   * Told of every `broadcast` and `sendToSubject` besides the local delivery, so other replicas
   * deliver it to their connections (`deliver`); absent with one process.
   */
  readonly relay?: (subject: string | null, target: string, args: readonly unknown[]) => void;
}

/** One hub: its connections, its methods, and sending to them. */
export class HubEndpoint implements Hub, ConnectionOwner {
  readonly path: string;
  readonly #options: HubEndpointOptions;
  readonly #connections = new Set<HubConnection>();
  readonly #methods = new Map<string, HubMethod>();
  /** The times of each connection's latest calls, at most the limit of them. */
  readonly #calls = new WeakMap<HubConnection, number[]>();

  constructor(options: HubEndpointOptions) {
    this.path = options.path;
    this.#options = options;
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  accepts(kind: string): boolean {
    return this.#options.accepts.includes(kind);
  }

  /** Takes over an upgraded socket; the connection joins the hub once its handshake succeeds. */
  attach(socket: WebSocket, identity: HubIdentity): HubConnection {
    return new HubConnection(socket, identity, this, this.#options.timing, this.#options.now());
  }

  broadcast(target: string, ...args: unknown[]): number {
    this.#options.relay?.(null, target, args);
    return this.deliver(null, target, args);
  }

  sendToSubject(subject: string, target: string, ...args: unknown[]): number {
    this.#options.relay?.(subject, target, args);
    return this.deliver(subject, target, args);
  }

  /**
   * Sends to this process's connections only: to the staff when `subject` is null, else to every
   * connection of that user. A message relayed from another replica arrives here.
   */
  deliver(subject: string | null, target: string, args: readonly unknown[]): number {
    return subject === null
      ? this.#sendWhere((c) => this.#options.broadcastsTo.includes(c.identity.kind), target, args)
      : this.#sendWhere((c) => c.identity.subject === subject, target, args);
  }

  /** Sends to one connection (e.g. a snapshot right after it opened). */
  sendTo(connection: HubConnection, target: string, ...args: unknown[]): void {
    connection.send(invocation(target, args));
  }

  handle(method: string, fn: HubMethod): void {
    this.#methods.set(method.toLowerCase(), fn);
  }

  /** Every connection, for closing them all. */
  connections(): HubConnection[] {
    return [...this.#connections];
  }

  opened(connection: HubConnection): void {
    this.#connections.add(connection);
    this.#options.onOpened?.(connection);
  }

  closed(connection: HubConnection): void {
    if (this.#connections.delete(connection)) this.#options.onClosed?.(connection);
  }

  received(connection: HubConnection, message: ClientMessage): void {
    if ((message.type === 1 || message.type === 4) && !this.#mayCall(connection)) {
      connection.close({
        error: `Too many calls: at most ${this.#options.invocationsPerMinute} a minute.`,
      });
      return;
    }
    if (message.type === 1) {
      void this.#invoke(connection, message.target, message.arguments, message.invocationId);
    } else if (message.type === 4 && message.invocationId !== undefined) {
      connection.send(completionWithError(message.invocationId, 'Streaming methods are not supported.'));
    }
    // Pings only keep the connection alive; other types (client results, acks) are not used.
  }

  /** Counts a call; false when the connection has made its limit of calls in the last minute. */
  #mayCall(connection: HubConnection): boolean {
    const limit = this.#options.invocationsPerMinute;
    const now = this.#options.now();
    const times = (this.#calls.get(connection) ?? []).filter((t) => t > now - CALL_WINDOW_MS);
    if (times.length >= limit) return false;
    times.push(now);
    this.#calls.set(connection, times);
    return true;
  }

  async #invoke(
    connection: HubConnection,
    target: string,
    args: readonly unknown[],
    invocationId: string | undefined,
  ): Promise<void> {
    const method = this.#methods.get(target.toLowerCase());
    if (method === undefined) {
      if (invocationId !== undefined) {
        connection.send(completionWithError(invocationId, `Unknown hub method '${target}'.`));
      }
      return;
    }
    try {
      const result: unknown = await method(connection.identity, ...args);
      if (invocationId !== undefined) connection.send(completionWithResult(invocationId, result));
    } catch {
      // The cause stays on the server, as ASP.NET Core does without DetailedErrors.
      if (invocationId !== undefined) {
        connection.send(completionWithError(invocationId, `An error occurred while invoking '${target}'.`));
      }
    }
  }

  #sendWhere(keep: (connection: HubConnection) => boolean, target: string, args: readonly unknown[]): number {
    const text = invocation(target, args);
    let count = 0;
    for (const connection of this.#connections) {
      if (connection.isOpen && keep(connection)) {
        connection.send(text);
        count += 1;
      }
    }
    return count;
  }
}
