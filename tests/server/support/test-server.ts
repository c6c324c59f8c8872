import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { TEST_ARGON2ID } from '../../../server/auth/password-hasher';
import { loadConfig, type Config } from '../../../server/config';
import {
  PROJECT_ROOT,
  startServer,
  type RunningServer,
  type StartOptions,
} from '../../../server/start-server';

export const TEST_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * An empty PGlite cluster made once per machine and copied for each test server: creating one
 * (initdb in WebAssembly) takes seconds, copying it a fraction of that. Migrations still run on
 * every copy, exactly as on a first start.
 */
async function emptyClusterTemplate(): Promise<string> {
  const { version } = JSON.parse(
    await readFile(join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  const template = join(tmpdir(), `harem-care-test-pglite-${version}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = await mkdtemp(join(tmpdir(), 'harem-care-template-'));
  const db = await PGlite.create(join(building, 'pglite'));
  await db.close();
  try {
    await rename(join(building, 'pglite'), template);
  } catch {
    // Another test file made it first.
  }
  await rm(building, { recursive: true, force: true });
  return template;
}

/** A fresh DATA_DIR holding an empty embedded database. */
export async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'harem-care-test-'));
  await cp(await emptyClusterTemplate(), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** A hash of every file that shapes the seeded database: a change makes a new template. */
async function schemaAndSeedHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of ['server/db', 'server/seed']) {
    const files = (await readdir(join(PROJECT_ROOT, folder), { recursive: true }))
      .filter((f) => f.endsWith('.ts'))
      .sort();
    for (const file of files) {
      hash.update(file);
      hash.update(await readFile(join(PROJECT_ROOT, folder, file)));
    }
  }
  // The demo is dated from the day it is seeded.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A DATA_DIR holding the migrated, seeded demo database, made once per machine (per schema, seed
 * and day) and copied for each demo-mode test server: seeding the demo network takes seconds,
 * copying it far less. Tests of the seed itself use `freshDataDir`.
 */
async function demoDataDirTemplate(): Promise<string> {
  const template = join(tmpdir(), `harem-care-test-demo-${await schemaAndSeedHash()}`);
  if (existsSync(join(template, 'pglite', 'PG_VERSION'))) return template;
  const building = await freshDataDir();
  const server = await startTestServer({ dataDir: building });
  await server.close();
  await rm(server.staticRoot, { recursive: true, force: true });
  try {
    await rename(building, template);
  } catch {
    // Another test file made it first.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/** A fresh DATA_DIR holding a copy of the seeded demo database. */
export async function seededDemoDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'harem-care-test-demo-copy-'));
  await cp(await demoDataDirTemplate(), dataDir, { recursive: true });
  return dataDir;
}

/** The text of the tiny static root's script that has compressed twins. */
export const TWINNED_SCRIPT = `console.log(${JSON.stringify('twinned '.repeat(300))});`;

/** A static root with two tiny index pages, so the tests need no build. */
export async function tinyStaticRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'harem-care-static-'));
  await mkdir(join(root, 'site'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>dashboard index</title>');
  await writeFile(join(root, 'site', 'index.html'), '<!doctype html><title>site index</title>');
  await writeFile(join(root, 'assets', 'dashboard-AbCdEf12.js'), 'console.log("dashboard");');
  // A script with the brotli and gzip twins a build writes beside it.
  const twinned = Buffer.from(TWINNED_SCRIPT);
  await writeFile(join(root, 'assets', 'twinned-AbCdEf12.js'), twinned);
  await writeFile(join(root, 'assets', 'twinned-AbCdEf12.js.br'), brotliCompressSync(twinned));
  await writeFile(join(root, 'assets', 'twinned-AbCdEf12.js.gz'), gzipSync(twinned));
  return root;
}

export interface TestServer extends RunningServer {
  readonly config: Config;
  readonly dataDir: string;
  readonly staticRoot: string;
}

export interface TestServerOptions extends StartOptions {
  readonly env?: Record<string, string>;
  readonly dataDir?: string;
}

/**
 * A real server on 127.0.0.1, an ephemeral port (unless PORT is given), cheap argon2, and fresh
 * data: a copy of the seeded demo database in demo mode, an empty database otherwise.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env = {
    HOST: '127.0.0.1',
    PORT: '0',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  // The server's own reading of the environment decides whether this is a demo server.
  const { demo } = loadConfig({ ...env, DATA_DIR: tmpdir() });
  const dataDir = options.dataDir ?? (demo ? await seededDemoDataDir() : await freshDataDir());
  const staticRoot = options.staticRoots?.[0] ?? (await tinyStaticRoot());
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  const server = await startServer(config, {
    passwordParams: TEST_ARGON2ID,
    logger: false,
    staticRoots: [staticRoot, join(PROJECT_ROOT, 'public')],
    ...options,
  });
  return { ...server, config, dataDir, staticRoot };
}

/** Removes a test server's folders (after `close`). */
export async function removeFolders(server: TestServer): Promise<void> {
  await rm(server.dataDir, { recursive: true, force: true });
  await rm(server.staticRoot, { recursive: true, force: true });
}
