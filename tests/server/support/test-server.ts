import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** A static root with two tiny index pages, so the tests need no build. */
export async function tinyStaticRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'harem-care-static-'));
  await mkdir(join(root, 'site'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>dashboard index</title>');
  await writeFile(join(root, 'site', 'index.html'), '<!doctype html><title>site index</title>');
  await writeFile(join(root, 'assets', 'dashboard-AbCdEf12.js'), 'console.log("dashboard");');
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

/** A real server on 127.0.0.1, an ephemeral port (unless PORT is given), fresh data, cheap argon2. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await freshDataDir());
  const staticRoot = options.staticRoots?.[0] ?? (await tinyStaticRoot());
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
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
