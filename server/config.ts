import { resolve } from 'node:path';
import { OtpPolicy } from './auth/otp-policy';
import { DEFAULT_HUB_LIMITS } from './realtime/hub-timing';

/** The server's settings, read from the environment once at start (docs/server.md, "Configuration"). */
export interface Config {
  readonly host: string;
  /** 0 asks the system for a free port (tests). */
  readonly port: number;
  /** Absolute path; holds the embedded database and the demo token secret. */
  readonly dataDir: string;
  /** A PostgreSQL connection string, or null for the embedded database under `dataDir`. */
  readonly databaseUrl: string | null;
  /** Connections this process keeps open to PostgreSQL at most (`DATABASE_POOL_SIZE`, default 10). */
  readonly databasePoolSize: number;
  /**
   * A Redis connection string (`REDIS_URL`), or null for one process: with it, replicas share hub
   * messages, presence, the login limits and cache invalidation (docs/deploy.md).
   */
  readonly redisUrl: string | null;
  /** Absolute path of the uploaded files (images, CVs): `UPLOADS_DIR`, else `uploads/` in `dataDir`. */
  readonly uploadsDir: string;
  /** The largest uploaded file, in bytes (`UPLOAD_MAX_BYTES`); a larger one is refused with 413. */
  readonly uploadMaxBytes: number;
  readonly production: boolean;
  /** The token signing secret from `JWT_SECRET`; null in demo mode means "generate and keep one". */
  readonly jwtSecret: string | null;
  /** Seed the demo roles and accounts. */
  readonly demo: boolean;
  /** Origins the browser apps call, published in `/config.json`; empty means the page's origin. */
  readonly publicApiHost: string;
  readonly publicHubHost: string;
  /** Believe `X-Forwarded-For` (set when the server sits behind a reverse proxy). */
  readonly trustProxy: boolean;
  readonly logLevel: LogLevel;
  /** Time limits of HTTP requests and connections (docs/server.md, "Timeouts"). */
  readonly timeouts: ServerTimeouts;
  /** Codes all phone numbers together may request in the ten-minute window (`CODE_REQUESTS_LIMIT`). */
  readonly codeRequestsLimit: number;
  /** Hub connections one user (a token's subject) may hold at once, both hubs together. */
  readonly hubConnectionsPerUser: number;
  /** Hub method calls one connection may make per minute; beyond that it is closed. */
  readonly hubInvocationsPerMinute: number;
  /**
   * A staff session with no request for this long ends (`SESSION_IDLE_MINUTES`, default 30); the
   * spec's one-day token lifetime stays the absolute limit.
   */
  readonly sessionIdleMinutes: number;
}

/** 5 MiB: a CV as a PDF or a photo as a JPEG; the JSON body limit stays at 1 MiB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** PostgreSQL connections per process unless `DATABASE_POOL_SIZE` says otherwise. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
const MAX_DATABASE_POOL_SIZE = 500;

/** The idle limit of a staff session unless `SESSION_IDLE_MINUTES` says otherwise. */
export const DEFAULT_SESSION_IDLE_MINUTES = 30;
/** An idle limit beyond the token's one-day lifetime would never apply. */
const MAX_SESSION_IDLE_MINUTES = 24 * 60;

/** Every value in milliseconds. */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (`REQUEST_TIMEOUT_MS`). */
  readonly requestMs: number;
  /** The headers must arrive within this (`HEADERS_TIMEOUT_MS`); at most `requestMs`. */
  readonly headersMs: number;
  /** A socket on which nothing moves for this long is closed (`CONNECTION_TIMEOUT_MS`). */
  readonly connectionMs: number;
  /** An idle kept-alive connection is closed after this (`KEEP_ALIVE_TIMEOUT_MS`). */
  readonly keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  connectionMs: 60_000,
  keepAliveMs: 5_000,
};

export const LogLevel = {
  Fatal: 'fatal',
  Error: 'error',
  Warn: 'warn',
  Info: 'info',
  Debug: 'debug',
  Trace: 'trace',
  Silent: 'silent',
} as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

/** A setting is missing or wrong; the message says which and how to fix it. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const MIN_JWT_SECRET_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and checks the environment; throws `ConfigError` with every problem found. */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const nodeEnv = text('NODE_ENV') ?? 'development';
  if (!['production', 'development', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be production, development or test (got "${nodeEnv}").`);
  }
  const production = nodeEnv === 'production';

  const host = text('HOST') ?? '127.0.0.1';
  const port = parsePort(text('PORT'), problems);

  const databaseUrl = text('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string.');
  }

  const redisUrl = text('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/\S+$/.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// connection string.');
  }

  const jwtSecret = env.JWT_SECRET === undefined || env.JWT_SECRET === '' ? null : env.JWT_SECRET;
  if (jwtSecret !== null && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`);
  }
  if (production && jwtSecret === null) {
    problems.push(
      `JWT_SECRET is required in production (at least ${MIN_JWT_SECRET_LENGTH} characters, e.g. \`openssl rand -base64 48\`).`,
    );
  }

  const demo = parseFlag('DEMO', text('DEMO'), !production, problems);
  if (production && demo) {
    problems.push(
      'DEMO cannot be on in production: a production server never holds the public demo accounts.',
    );
  }

  const logLevel = text('LOG_LEVEL') ?? LogLevel.Info;
  if (!(Object.values(LogLevel) as string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${Object.values(LogLevel).join(', ')}.`);
  }

  const count = (name: string, fallback: number, min = 1): number =>
    parseWhole(name, text(name), fallback, min, problems);
  const timeouts: ServerTimeouts = {
    requestMs: count('REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs, 100),
    headersMs: count('HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs, 100),
    connectionMs: count('CONNECTION_TIMEOUT_MS', DEFAULT_TIMEOUTS.connectionMs, 100),
    keepAliveMs: count('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAliveMs, 100),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    problems.push(
      'HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS (the headers are part of the request).',
    );
  }

  const dataDir = resolve(cwd, text('DATA_DIR') ?? 'data');
  const config: Config = {
    host,
    port,
    dataDir,
    databaseUrl,
    databasePoolSize: count('DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE),
    redisUrl,
    uploadsDir: resolve(dataDir, text('UPLOADS_DIR') ?? 'uploads'),
    uploadMaxBytes: count('UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES, 1024),
    production,
    jwtSecret,
    demo,
    publicApiHost: parseOrigin('PUBLIC_API_HOST', text('PUBLIC_API_HOST'), problems),
    publicHubHost: parseOrigin('PUBLIC_HUB_HOST', text('PUBLIC_HUB_HOST'), problems),
    trustProxy: parseFlag('TRUST_PROXY', text('TRUST_PROXY'), false, problems),
    logLevel: logLevel as LogLevel,
    timeouts,
    codeRequestsLimit: count('CODE_REQUESTS_LIMIT', OtpPolicy.requestsInAll),
    hubConnectionsPerUser: count('HUB_CONNECTIONS_PER_USER', DEFAULT_HUB_LIMITS.connectionsPerUser),
    hubInvocationsPerMinute: count('HUB_INVOCATIONS_PER_MINUTE', DEFAULT_HUB_LIMITS.invocationsPerMinute),
    sessionIdleMinutes: count('SESSION_IDLE_MINUTES', DEFAULT_SESSION_IDLE_MINUTES),
  };
  if (config.databasePoolSize > MAX_DATABASE_POOL_SIZE) {
    problems.push(
      `DATABASE_POOL_SIZE can be at most ${MAX_DATABASE_POOL_SIZE} (PostgreSQL's own connection limit is usually 100).`,
    );
  }
  if (env.DATABASE_POOL_SIZE !== undefined && databaseUrl === null) {
    problems.push('DATABASE_POOL_SIZE needs DATABASE_URL: the embedded database has one connection.');
  }
  if (redisUrl !== null && databaseUrl === null) {
    problems.push(
      'REDIS_URL needs DATABASE_URL: replicas must share one PostgreSQL (the embedded database belongs to one process).',
    );
  }
  if (config.sessionIdleMinutes > MAX_SESSION_IDLE_MINUTES) {
    problems.push(
      `SESSION_IDLE_MINUTES can be at most ${MAX_SESSION_IDLE_MINUTES} (a day, the sessions' own lifetime).`,
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`The server cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return config;
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined) return 8080;
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port > 65_535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${value}").`);
    return 8080;
  }
  return port;
}

/** A whole number of at least `min`; a time limit or a count. */
function parseWhole(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  problems: string[],
): number {
  if (value === undefined) return fallback;
  const parsed = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(parsed) || parsed < min) {
    problems.push(`${name} must be a whole number of at least ${min} (got "${value}").`);
    return fallback;
  }
  return parsed;
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

function parseFlag(name: string, value: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (value === undefined) return fallback;
  const lower = value.toLowerCase();
  if (TRUE.includes(lower)) return true;
  if (FALSE.includes(lower)) return false;
  problems.push(`${name} must be one of ${[...TRUE, ...FALSE].join(', ')} (got "${value}").`);
  return fallback;
}

/** An http(s) origin without a trailing slash, or '' (the page's own origin). */
function parseOrigin(name: string, value: string | undefined, problems: string[]): string {
  if (value === undefined) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(
      `${name} must be an absolute http(s) URL such as https://api.example.org (got "${value}").`,
    );
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`${name} must use http or https (got "${value}").`);
    return '';
  }
  return value.replace(/\/+$/, '');
}
