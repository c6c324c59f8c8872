import { resolve } from 'node:path';

/** The server's settings, read from the environment once at start (docs/server.md, "Configuration"). */
export interface Config {
  readonly host: string;
  /** 0 asks the system for a free port (tests). */
  readonly port: number;
  /** Absolute path; holds the embedded database and the demo token secret. */
  readonly dataDir: string;
  /** A PostgreSQL connection string, or null for the embedded database under `dataDir`. */
  readonly databaseUrl: string | null;
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
}

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

  const config: Config = {
    host,
    port,
    dataDir: resolve(cwd, text('DATA_DIR') ?? 'data'),
    databaseUrl,
    production,
    jwtSecret,
    demo,
    publicApiHost: parseOrigin('PUBLIC_API_HOST', text('PUBLIC_API_HOST'), problems),
    publicHubHost: parseOrigin('PUBLIC_HUB_HOST', text('PUBLIC_HUB_HOST'), problems),
    trustProxy: parseFlag('TRUST_PROXY', text('TRUST_PROXY'), false, problems),
    logLevel: logLevel as LogLevel,
  };
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
