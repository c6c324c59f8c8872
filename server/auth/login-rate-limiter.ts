import { SlidingWindow } from './sliding-window';

/**
 * The login throttle (docs/server.md, "Rate limits"). The spec's message says "wait 1 min", so
 * the window is 60 s. Only failed logins count; a success clears that user's count.
 *
 * Every attempt is reserved before its password is checked (`reserve`), in one synchronous step,
 * so parallel attempts cannot all pass a check made before any of them is counted; a success then
 * gives its reservation back.
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
 * What the login handler uses: reserve an attempt before the password is checked, give it back on
 * a success. `LoginRateLimiter` in memory for one process; `RedisLoginLimiter` (server/scale) when
 * replicas share Redis, so a name gets its 5 tries in all and not 5 per replica.
 */
export interface LoginLimiter {
  /** `LoginRateLimiter.reserve`, possibly across replicas. */
  reserve(username: string, address: string, now: number): Promise<LoginGate>;
  /** `LoginRateLimiter.recordSuccess`, possibly across replicas. */
  recordSuccess(username: string, reserved?: { address: string; reservedAt: number }): Promise<void>;
}

/** The in-memory counters behind the `LoginLimiter` interface (one process). */
export function inMemoryLoginLimiter(limiter: LoginRateLimiter = new LoginRateLimiter()): LoginLimiter {
  return {
    reserve: (username, address, now) => Promise.resolve(limiter.reserve(username, address, now)),
    recordSuccess: (username, reserved) => {
      limiter.recordSuccess(username, reserved);
      return Promise.resolve();
    },
  };
}

/**
 * Per-user and per-address counters of failed logins, in memory: right for one process. Replicas
 * sharing Redis use `RedisLoginLimiter`, which keeps the same rules in Redis.
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

  /**
   * Checks and, when allowed, counts the attempt as a failure at once, with no await between the
   * two: the count is right however many attempts are in flight. A success calls `recordSuccess`
   * with the same `now`, which takes the reservation back.
   */
  reserve(username: string, address: string, now: number): LoginGate {
    const gate = this.check(username, address, now);
    if (gate.allowed) this.recordFailure(username, address, now);
    return gate;
  }

  recordFailure(username: string, address: string, now: number): void {
    this.#users.record(userKey(username), now);
    this.#addresses.record(address, now);
  }

  /**
   * A correct password: the name's failures are forgiven (the address's are not), and the
   * attempt reserved at `reservedAt` from `address`, if any, no longer counts as a failure.
   */
  recordSuccess(username: string, reserved?: { address: string; reservedAt: number }): void {
    this.#users.clear(userKey(username));
    if (reserved !== undefined) this.#addresses.release(reserved.address, reserved.reservedAt);
  }
}

/** Login names are case-insensitive, so "Admin" and "admin" share one counter. */
export function userKey(username: string): string {
  return username.trim().toLowerCase();
}
