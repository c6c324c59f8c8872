import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { verifyHubToken } from './auth/authenticate';
import {
  analyzeChangedTables,
  startTableUpkeep,
  vacuumChangedTables,
  type TableUpkeep,
} from './db/planner-statistics';
import { OtpPolicy } from './auth/otp-policy';
import { OWASP_ARGON2ID, PasswordHasher, type Argon2Params } from './auth/password-hasher';
import { resolveTokenSecret } from './auth/token-secret';
import { TokenService } from './auth/token-service';
import type { Config } from './config';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { MIGRATIONS } from './db/migrations';
import { openDatabase } from './db/open-database';
import { registerErrorHandler } from './http/error-handler';
import { JSON_BROTLI_QUALITY } from './http/answer-cache';
import { COMPRESS_THRESHOLD, registerRoutes } from './http/register-routes';
import { ROUTES } from './http/route-table';
import { registerSecurityHeaders } from './http/security-headers';
import type { Services } from './http/services';
import { registerStaticSite } from './http/static-site';
import { registerHealth } from './http/health';
import { attachHubs, type HubTiming, type Hubs } from './realtime';
import { connectSharedState, type SharedState } from './scale/shared-state';
import { seedDemo, type DemoAccount } from './seed/demo-seed';

/** The project's root folder (the parent of `server/`). */
export const PROJECT_ROOT = join(import.meta.dirname, '..');

/** Everything but the configuration that a test may want to change. */
export interface StartOptions {
  /** Static roots; default `dist/` then `public/` of the project. */
  readonly staticRoots?: readonly string[];
  /** argon2id costs; default OWASP's. Tests lower them (`TEST_ARGON2ID`). */
  readonly passwordParams?: Argon2Params;
  /** Fastify's logger; default on at the configured level. */
  readonly logger?: boolean;
  readonly now?: () => number;
  readonly hubTiming?: Partial<HubTiming>;
}

/** A started server. */
export interface RunningServer {
  /** `http://host:port` (no trailing slash). */
  readonly url: string;
  readonly port: number;
  readonly hubs: Hubs;
  readonly db: Db;
  readonly tokens: TokenService;
  /** The demo logins that were seeded (empty unless DEMO). */
  readonly demoAccounts: readonly DemoAccount[];
  /** Graceful: hubs closed (clients told to reconnect), in-flight requests finished, database closed. */
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo, and listens. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const secret = await resolveTokenSecret(config);
  const db = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dataDir: config.dataDir }
      : { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize },
  );
  let shared: SharedState | undefined;
  try {
    await migrateToLatest(db, MIGRATIONS);
    const passwords = new PasswordHasher(options.passwordParams ?? OWASP_ARGON2ID);
    await passwords.warmUp();
    const demoAccounts = config.demo ? await seedDemo(db, passwords) : [];
    // PostgreSQL's own autovacuum keeps its statistics and visibility maps; the embedded database
    // has none, so it is done here, as autovacuum would: at start, then while running.
    if (config.databaseUrl === null) {
      await analyzeChangedTables(db);
      await vacuumChangedTables(db);
    }

    const app = Fastify({
      logger: options.logger === false ? false : { level: config.logLevel },
      trustProxy: config.trustProxy,
      bodyLimit: 1024 * 1024,
      return503OnClosing: true,
      routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
      // A client that sends its headers or body slowly, or keeps an idle socket, is cut off
      // instead of holding a connection for ever. Upgraded hub sockets leave these behind: the
      // WebSocket library clears the socket's idle timer, and the hubs ping and time out their own.
      requestTimeout: config.timeouts.requestMs,
      connectionTimeout: config.timeouts.connectionMs,
      keepAliveTimeout: config.timeouts.keepAliveMs,
      http: {
        requestTimeout: config.timeouts.requestMs,
        headersTimeout: config.timeouts.headersMs,
        // Node looks for overdue requests this often (30 s by default, longer than a short limit).
        connectionsCheckingInterval: Math.min(
          30_000,
          Math.max(100, Math.floor(Math.min(config.timeouts.requestMs, config.timeouts.headersMs) / 4)),
        ),
      },
    });
    const tokens = new TokenService(secret, now);
    shared = await connectSharedState(config.redisUrl, {
      now,
      onError: (error) => app.log.error({ err: error }, 'renewing the hub connection count failed'),
    });
    const { bus, loginLimiter, hubConnections } = shared;
    const hubs = attachHubs(app.server, {
      // Called only for upgrades, after `services` below exists.
      verifyToken: (token) => verifyHubToken(services, token),
      now,
      onError: (error) => app.log.error({ err: error }, 'hub token check or relay failed'),
      bus,
      connectionCounter: hubConnections,
      ...(options.hubTiming === undefined ? {} : { timing: options.hubTiming }),
      limits: {
        connectionsPerUser: config.hubConnectionsPerUser,
        invocationsPerMinute: config.hubInvocationsPerMinute,
      },
    });
    const services: Services = {
      db,
      tokens,
      passwords,
      loginLimiter,
      otpPolicy: { ...OtpPolicy, requestsInAll: config.codeRequestsLimit },
      hubs,
      replicas: bus,
      sessionIdleMs: config.sessionIdleMinutes * 60_000,
      uploads: { dir: config.uploadsDir, maxBytes: config.uploadMaxBytes },
      now,
      log: app.log,
    };

    registerErrorHandler(app);
    await registerSecurityHeaders(app, config);
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      // Brotli, then gzip: Chromium offers zstd first, which at the library's default level
      // compresses the bundles worse than either.
      encodings: ['br', 'gzip', 'deflate'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: JSON_BROTLI_QUALITY } },
    });
    // One file per request, read by the handler with `request.file()`; a larger file is refused
    // with 413 when read, and the JSON routes keep their 1 MiB limit.
    await app.register(multipart, {
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, parts: 21 },
    });
    registerRoutes(app, ROUTES, services);
    const { ping } = shared;
    const health = registerHealth(app, {
      database: async () => {
        await sql`select 1`.execute(db);
        return true;
      },
      ...(config.redisUrl === null ? {} : { redis: ping }),
    });
    await registerStaticSite(
      app,
      config,
      options.staticRoots ?? [join(PROJECT_ROOT, 'dist'), join(PROJECT_ROOT, 'public')],
    );

    // Close order: hubs first (their sockets would keep the HTTP server open), then the server
    // stops accepting and finishes in-flight requests, then the database.
    const state = shared;
    const upkeep: TableUpkeep | null =
      config.databaseUrl === null
        ? startTableUpkeep(db, {
            onError: (error) => app.log.error({ err: error }, 'the embedded database upkeep failed'),
          })
        : null;
    app.addHook('preClose', async () => {
      health.draining();
      await hubs.close();
    });
    app.addHook('onClose', async () => {
      await state.close();
      await upkeep?.stop();
      await db.destroy();
    });

    await app.listen({ host: config.host, port: config.port });
    const { port } = app.server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      url: `http://${host}:${port}`,
      port,
      hubs,
      db,
      tokens,
      demoAccounts,
      close: () => app.close(),
    };
  } catch (error) {
    await shared?.close();
    await db.destroy();
    throw error;
  }
}
