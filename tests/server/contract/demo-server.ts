import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenKind } from '../../../server/auth/token-kind';
import { PROJECT_ROOT } from '../../../server/start-server';
import { tokensOf } from '../support/http-client';
import { freshDataDir, removeFolders, startTestServer, type TestServer } from '../support/test-server';

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
 * and day) and copied for each test file: seeding the demo network takes seconds, copying it far less.
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

/** A demo server with its three kinds of callers. */
export interface DemoServer {
  readonly server: TestServer;
  /** Staff token of `admin` (every area). */
  readonly admin: string;
  /** Staff token of `reception` (appointments and chat only). */
  readonly reception: string;
  /** Chat token of `admin`, for the hubs. */
  readonly adminChat: string;
  /** A patient who has profiles, appointments and a chat with staff replies, with a patient token. */
  readonly patient: { readonly id: string; readonly token: string; readonly phoneNumber: string };
  stop(): Promise<void>;
}

/** Starts a real server on 127.0.0.1 on a copy of the seeded demo database. */
export async function startDemoServer(options: { now?: () => number } = {}): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'harem-care-test-contract-'));
  await cp(await demoDataDirTemplate(), dataDir, { recursive: true });
  const server = await startTestServer({ dataDir, ...options });
  const [admin, reception] = await Promise.all([
    tokensOf(server.url, 'admin', 'demo-admin'),
    tokensOf(server.url, 'reception', 'demo-reception'),
  ]);
  const chosen = await server.db
    .selectFrom('app_users as u')
    .select(['u.id', 'u.phone_number'])
    .where((eb) =>
      eb.and([
        eb.exists(
          eb.selectFrom('patient_profiles as p').select('p.id').whereRef('p.app_user_id', '=', 'u.id'),
        ),
        eb.exists(
          eb.selectFrom('online_appointments as a').select('a.id').whereRef('a.issuer_id', '=', 'u.id'),
        ),
        eb.exists(
          eb
            .selectFrom('chat_messages as m')
            .innerJoin('chat_conversations as c', 'c.id', 'm.chat_conversation_id')
            .select('m.id')
            .whereRef('c.app_user_id', '=', 'u.id')
            .where('m.staff_user_id', 'is not', null),
        ),
      ]),
    )
    .orderBy('u.id')
    .executeTakeFirstOrThrow();
  const { token } = await server.tokens.issue(TokenKind.Patient, chosen.id, {
    phoneNumber: chosen.phone_number,
  });
  return {
    server,
    admin: admin.serviceToken,
    reception: reception.serviceToken,
    adminChat: admin.chatToken,
    patient: { id: chosen.id, token, phoneNumber: chosen.phone_number },
    async stop() {
      await server.close();
      await removeFolders(server);
    },
  };
}
