import type { FastifyBaseLogger } from 'fastify';
import type { LoginRateLimiter } from '../auth/login-rate-limiter';
import type { PasswordHasher } from '../auth/password-hasher';
import type { TokenService } from '../auth/token-service';
import type { Db } from '../db/database';
import type { Hubs } from '../realtime';

/** What every handler may use; built once at start. */
export interface Services {
  readonly db: Db;
  readonly tokens: TokenService;
  readonly passwords: PasswordHasher;
  readonly loginLimiter: LoginRateLimiter;
  readonly hubs: Hubs;
  /** ms since the epoch; a parameter so tests can move time. */
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}
