import type { FastifyBaseLogger } from 'fastify';
import type { LoginLimiter } from '../auth/login-rate-limiter';
import type { OtpPolicy } from '../auth/otp-policy';
import type { PasswordHasher } from '../auth/password-hasher';
import type { TokenService } from '../auth/token-service';
import type { Db } from '../db/database';
import type { Hubs, ReplicaBus } from '../realtime';

/** What every handler may use; built once at start. */
export interface Services {
  readonly db: Db;
  readonly tokens: TokenService;
  readonly passwords: PasswordHasher;
  readonly loginLimiter: LoginLimiter;
  /** The limits of sign-in by code, with the configured limit of all requests together. */
  readonly otpPolicy: OtpPolicy;
  readonly hubs: Hubs;
  /** The other replicas (`REDIS_URL`); a write tells them to drop their cached answers. */
  readonly replicas: ReplicaBus;
  /** A staff session with no request for this long ends (`Config.sessionIdleMinutes`). */
  readonly sessionIdleMs: number;
  /** Where uploaded files are kept and how large one may be (`Config.uploadsDir`, `uploadMaxBytes`). */
  readonly uploads: { readonly dir: string; readonly maxBytes: number };
  /** ms since the epoch; a parameter so tests can move time. */
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}
