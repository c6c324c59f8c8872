import { SlidingWindow } from './sliding-window';

/**
 * The login throttle (docs/server.md, "Rate limits"). The spec's message says "wait 1 min", so
 * the window is 60 s. Only failed logins count; a success clears that user's count.
 */
export const LoginRateLimit = {
  windowMs: 60_000,
  /** Failures per login name (any address) before that name is blocked. */
  perUser: 5,
  /** Failures per client address (any name) before that address is blocked. */
  perAddress: 20,
} as const;

export type LoginRateLimit = typeof LoginRateLimit;

export type LoginGate =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Per-user and per-address counters of failed logins, in memory: right for one replica. Several
 * replicas would each count on their own (a user gets up to 5 tries per replica); move the
 * counters to the shared database or Redis before scaling out.
 */
export class LoginRateLimiter {
  readonly #users: SlidingWindow;
  readonly #addresses: SlidingWindow;

  constructor(policy: { windowMs: number; perUser: number; perAddress: number } = LoginRateLimit) {
    this.#users = new SlidingWindow(policy.windowMs, policy.perUser);
    this.#addresses = new SlidingWindow(policy.windowMs, policy.perAddress);
  }

  /** May this name try to log in from this address now? Checked before the password is. */
  check(username: string, address: string, now: number): LoginGate {
    const waitMs = Math.max(
      this.#users.blockedForMs(userKey(username), now),
      this.#addresses.blockedForMs(address, now),
    );
    return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }

  recordFailure(username: string, address: string, now: number): void {
    this.#users.record(userKey(username), now);
    this.#addresses.record(address, now);
  }

  /** A correct password: the name's failures are forgiven (the address's are not). */
  recordSuccess(username: string): void {
    this.#users.clear(userKey(username));
  }
}

/** Login names are case-insensitive, so "Admin" and "admin" share one counter. */
function userKey(username: string): string {
  return username.trim().toLowerCase();
}
