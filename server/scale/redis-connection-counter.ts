import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { HubConnectionCounter } from '../realtime/connection-counter';

/** A replica renews the places of its open connections this often. */
export const CONNECTION_HEARTBEAT_MS = 10_000;
/**
 * A place not renewed for this long is dropped: the replica that held it died without giving it
 * back (kill -9, power cut), and its user may connect again elsewhere. Three missed heartbeats.
 */
export const CONNECTION_TTL_MS = 3 * CONNECTION_HEARTBEAT_MS;

/**
 * KEYS: the user's sorted set of places, each member a connection, scored by the time it lapses.
 * ARGV: now, the place's lifetime, the limit, the new member. Drops the lapsed places, then adds
 * one unless the user holds `limit`: one script, so replicas cannot interleave a count and an add.
 * Answers 1 when the place was taken, 0 when the user is at the limit.
 */
const ACQUIRE = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`;

/**
 * Each user's hub connections counted across every replica in Redis (`REDIS_URL`). A place is a
 * member of the user's sorted set, scored by when it lapses; the replica holding the connection
 * renews it every `heartbeatMs` and removes it when the socket closes. A replica that dies stops
 * renewing, and its places lapse after `ttlMs`.
 */
export class RedisConnectionCounter implements HubConnectionCounter {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #now: () => number;
  readonly #ttlMs: number;
  /** This replica's places: member → the user's key. */
  readonly #held = new Map<string, string>();
  /** Releases sent and not yet answered, so `close` can wait for them. */
  readonly #pending = new Set<Promise<unknown>>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #replica = randomUUID();
  #sequence = 0;

  constructor(
    redis: Redis,
    options: {
      prefix: string;
      now: () => number;
      heartbeatMs?: number;
      ttlMs?: number;
      onError?: (error: unknown) => void;
    },
  ) {
    this.#redis = redis;
    this.#prefix = `${options.prefix}hub-connections:`;
    this.#now = options.now;
    this.#ttlMs = options.ttlMs ?? CONNECTION_TTL_MS;
    this.#heartbeat = setInterval(() => {
      this.renew().catch((error: unknown) => options.onError?.(error));
    }, options.heartbeatMs ?? CONNECTION_HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  async acquire(subject: string, limit: number): Promise<(() => void) | null> {
    const key = `${this.#prefix}${subject}`;
    this.#sequence += 1;
    const member = `${this.#replica}:${this.#sequence}`;
    const taken = Number(await this.#redis.eval(ACQUIRE, 1, key, this.#now(), this.#ttlMs, limit, member));
    if (taken !== 1) return null;
    this.#held.set(member, key);
    return () => {
      if (!this.#held.delete(member)) return;
      const sent = this.#redis.zrem(key, member).catch(() => undefined);
      this.#pending.add(sent);
      void sent.finally(() => this.#pending.delete(sent));
    };
  }

  /** Renews every place this replica holds (the heartbeat; public for tests). */
  async renew(): Promise<void> {
    if (this.#held.size === 0) return;
    const lapses = this.#now() + this.#ttlMs;
    const batch = this.#redis.pipeline();
    for (const [member, key] of this.#held) {
      batch.zadd(key, lapses, member);
      batch.pexpire(key, this.#ttlMs);
    }
    const answers = (await batch.exec()) ?? [];
    const failed = answers.find(([error]) => error !== null);
    if (failed !== undefined) throw failed[0];
  }

  /** Resolves once every release already sent has reached Redis. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.#pending]);
  }

  /** How many places this replica holds now. */
  get heldHere(): number {
    return this.#held.size;
  }

  /**
   * Stops the heartbeat, gives back any place still held and waits for the releases already sent
   * (call after the hubs have closed, before closing Redis): a replica that stops leaves nothing.
   */
  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    const left = [...this.#held];
    this.#held.clear();
    const batch = this.#redis.pipeline();
    for (const [member, key] of left) batch.zrem(key, member);
    await Promise.allSettled([...this.#pending, ...(left.length === 0 ? [] : [batch.exec()])]);
  }
}
