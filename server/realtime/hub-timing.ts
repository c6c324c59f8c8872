/** The hubs' timers; every field has the ASP.NET Core server's default. */
export interface HubTiming {
  /** A ping (type 6) is sent this often, so the client's 30 s server timeout never fires. */
  readonly keepAliveIntervalMs: number;
  /** A client that sends nothing (not even its own pings) for this long is dropped. */
  readonly clientTimeoutMs: number;
  /** A socket that does not complete the handshake in this time is dropped. */
  readonly handshakeTimeoutMs: number;
  /** On `close()`, how long clients get to close after the close message before being cut off. */
  readonly closeGraceMs: number;
}

export const DEFAULT_HUB_TIMING: HubTiming = {
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  closeGraceMs: 1_000,
};

/** The largest message a client may send, as ASP.NET Core's default `MaximumReceiveMessageSize`. */
export const MAX_CLIENT_MESSAGE_BYTES = 32 * 1024;

/** Bounds on what one user and one connection may take of the hubs. */
export interface HubLimits {
  /** Connections one user (a token's subject) may hold at once, both hubs together; beyond: 429. */
  readonly connectionsPerUser: number;
  /** Calls (invocations) one connection may make in any minute; beyond, it is closed. */
  readonly invocationsPerMinute: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = {
  connectionsPerUser: 30,
  invocationsPerMinute: 120,
};
