import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LoginRateLimit, userKey, type LoginGate, type LoginLimiter } from '../auth/login-rate-limiter';

/**
 * KEYS: the name's and the address's sorted sets of failures (scored by time). ARGV: now, window,
 * the name's limit, the address's limit, a unique member. The rules of `SlidingWindow`: a key is
 * blocked while `limit` failures fall in the window, until the oldest of them leaves it. When
 * neither is blocked the attempt is counted in both at once: one script, so replicas cannot
 * interleave a check and a count.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limits = { tonumber(ARGV[3]), tonumber(ARGV[4]) }
local wait = 0
for i = 1, 2 do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limits[i] then
    local oldest = redis.call('ZRANGE', KEYS[i], count - limits[i], count - limits[i], 'WITHSCORES')
    local w = tonumber(oldest[2]) + window - now
    if w < 1 then w = 1 end
    if w > wait then wait = w end
  end
end
if wait > 0 then return wait end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[i], window)
end
return 0
`;

/** KEYS: the name's and the address's sets. ARGV: the reserved time, or '' for none. */
const SUCCEED = `
redis.call('DEL', KEYS[1])
if ARGV[1] ~= '' then
  local reserved = redis.call('ZRANGEBYSCORE', KEYS[2], ARGV[1], ARGV[1], 'LIMIT', 0, 1)
  if reserved[1] then redis.call('ZREM', KEYS[2], reserved[1]) end
end
return 1
`;

/** The login throttle shared by every replica through Redis (`REDIS_URL`); see `LoginRateLimiter`. */
export class RedisLoginLimiter implements LoginLimiter {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #policy: { windowMs: number; perUser: number; perAddress: number };

  constructor(
    redis: Redis,
    options: { prefix: string; policy?: { windowMs: number; perUser: number; perAddress: number } },
  ) {
    this.#redis = redis;
    this.#prefix = `${options.prefix}login:`;
    this.#policy = options.policy ?? LoginRateLimit;
  }

  async reserve(username: string, address: string, now: number): Promise<LoginGate> {
    const { windowMs, perUser, perAddress } = this.#policy;
    const waitMs = Number(
      await this.#redis.eval(
        RESERVE,
        2,
        this.#userKey(username),
        this.#addressKey(address),
        now,
        windowMs,
        perUser,
        perAddress,
        `${now}:${randomUUID()}`,
      ),
    );
    return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }

  async recordSuccess(username: string, reserved?: { address: string; reservedAt: number }): Promise<void> {
    await this.#redis.eval(
      SUCCEED,
      2,
      this.#userKey(username),
      this.#addressKey(reserved?.address ?? ''),
      reserved === undefined ? '' : reserved.reservedAt,
    );
  }

  #userKey(username: string): string {
    return `${this.#prefix}user:${userKey(username)}`;
  }

  #addressKey(address: string): string {
    return `${this.#prefix}address:${address}`;
  }
}
