import { Redis } from 'ioredis';
import { inMemoryLoginLimiter, type LoginLimiter } from '../auth/login-rate-limiter';
import { InProcessConnectionCounter, type HubConnectionCounter } from '../realtime/connection-counter';
import { SINGLE_PROCESS_BUS, type ReplicaBus } from '../realtime/replica-bus';
import { RedisConnectionCounter } from './redis-connection-counter';
import { RedisLoginLimiter } from './redis-login-limiter';
import { RedisReplicaBus } from './redis-bus';

/** Every key and channel of this server in Redis starts with this, so Redis may be shared. */
export const REDIS_PREFIX = 'harem-care:';

/** What replicas share: the bus between them and the login limits; in memory with one process. */
export interface SharedState {
  readonly bus: ReplicaBus;
  readonly loginLimiter: LoginLimiter;
  /** Each user's hub connections, counted against the per-user limit over every replica. */
  readonly hubConnections: HubConnectionCounter;
  /** Answers whether the shared store answers (`/readyz`); always true with one process. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Connects to Redis when `redisUrl` is set (and fails the start if it cannot), else keeps today's
 * single-process state in memory.
 */
export async function connectSharedState(
  redisUrl: string | null,
  options: { now: () => number; prefix?: string; onError?: (error: unknown) => void },
): Promise<SharedState> {
  if (redisUrl === null) {
    return {
      bus: SINGLE_PROCESS_BUS,
      loginLimiter: inMemoryLoginLimiter(),
      hubConnections: new InProcessConnectionCounter(),
      ping: () => Promise.resolve(true),
      close: () => Promise.resolve(),
    };
  }
  const prefix = options.prefix ?? REDIS_PREFIX;
  // A command waits through a short outage (reconnecting) rather than failing at once, but not
  // for ever: a login then answers 500 instead of hanging.
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = publisher.duplicate();
  try {
    await publisher.connect();
    await subscriber.connect();
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(
      `Redis at REDIS_URL cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const bus = await RedisReplicaBus.start(publisher, subscriber, { prefix, now: options.now });
  const hubConnections = new RedisConnectionCounter(publisher, {
    prefix,
    now: options.now,
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  });
  return {
    bus,
    loginLimiter: new RedisLoginLimiter(publisher, { prefix }),
    hubConnections,
    ping: async () => {
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      await hubConnections.close();
      await bus.close();
    },
  };
}
