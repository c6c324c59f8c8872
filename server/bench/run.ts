/**
 * `npm run bench:server`: the reference server against json-server 0.17 on the same JSON, and one
 * broadcast on /HaremHub to 1,000 WebSocket clients. Loopback only, bounded in time, stops by
 * itself. `BENCH_SECONDS` (default 10) and `BENCH_CONNECTIONS` (default 50) shape the HTTP load.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_ARGON2ID } from '../auth/password-hasher';
import { TokenKind } from '../auth/token-kind';
import { loadConfig } from '../config';
import { HubPath } from '../realtime';
import { PROJECT_ROOT, startServer } from '../start-server';
import { measureBroadcast } from './hub-load';
import { loadUrl, type LoadResult, type LoadShape } from './http-load';
import { startJsonServer } from './json-server-process';

/** The three list calls compared: the reference server's path, json-server's resource. */
const LISTS = [
  { name: 'doctors', path: '/api/DoctorTagName/GetDoctorsTagWeb' },
  { name: 'pharmacy', path: '/api/Pharmacy/GetPharmacyItems' },
  { name: 'news', path: '/api/News' },
] as const;

const HUB_CONNECTIONS = 1000;
const HUB_ROUNDS = 5;

const shape: LoadShape = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

async function getJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.json();
}

const fixed = (n: number, digits = 0): string => n.toFixed(digits);

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'harem-care-bench-'));
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: join(work, 'data'),
    LOG_LEVEL: 'silent',
    // The 1,000 hub clients share one staff token; the default allows a user 30 connections.
    HUB_CONNECTIONS_PER_USER: String(HUB_CONNECTIONS + 100),
  });
  console.log('Seeding the demo database and starting the reference server…');
  const server = await startServer(config, {
    logger: false,
    passwordParams: TEST_ARGON2ID,
    staticRoots: [join(PROJECT_ROOT, 'public')],
  });
  let jsonServer: Awaited<ReturnType<typeof startJsonServer>> | undefined;
  try {
    // The same JSON for json-server: each list as the reference server answers it.
    const exported: Record<string, unknown> = {};
    for (const list of LISTS) exported[list.name] = await getJson(`${server.url}${list.path}`);
    const file = join(work, 'db.json');
    await writeFile(file, JSON.stringify(exported));
    jsonServer = await startJsonServer(file);

    console.log(`HTTP: ${shape.connections} connections, ${shape.seconds} s per run, loopback\n`);
    console.log(
      '| list | rows | reference req/s | reference p99 ms | json-server req/s | json-server p99 ms | throughput ratio |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const list of LISTS) {
      const ours: LoadResult = await loadUrl(`${server.url}${list.path}`, shape);
      const theirs: LoadResult = await loadUrl(`${jsonServer.url}/${list.name}`, shape);
      const rows = (exported[list.name] as unknown[]).length;
      if (ours.non2xx + ours.errors + theirs.non2xx + theirs.errors > 0) {
        console.log(
          `  (${list.name}: ${ours.non2xx + ours.errors} failed answers here, ${theirs.non2xx + theirs.errors} there)`,
        );
      }
      console.log(
        `| ${list.name} | ${rows} | ${fixed(ours.requestsPerSecond)} | ${fixed(ours.p99Ms)} | ${fixed(theirs.requestsPerSecond)} | ${fixed(theirs.p99Ms)} | ${fixed(ours.requestsPerSecond / theirs.requestsPerSecond, 2)}x |`,
      );
    }

    const login = (await getJson(`${server.url}/api/ControlPanelAuth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
    })) as { chatToken: string };
    const patient = await server.db
      .selectFrom('app_users')
      .select(['id', 'phone_number'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { token: patientToken } = await server.tokens.issue(TokenKind.Patient, patient.id, {
      phoneNumber: patient.phone_number,
    });
    const hub = await measureBroadcast({
      hubUrl: `${server.url.replace('http', 'ws')}${HubPath.Harem}`,
      token: login.chatToken,
      connections: HUB_CONNECTIONS,
      rounds: HUB_ROUNDS,
      // The real path of a broadcast: a patient's message through the API.
      broadcast: async () => {
        await getJson(`${server.url}/api/Chats/SendToHospital`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${patientToken}` },
          body: JSON.stringify({ message: 'Benchmark message' }),
        });
      },
    });
    console.log(
      `\nHub: ${hub.connections} WebSocket clients on /HaremHub, ${hub.broadcasts} broadcasts, ${hub.delivered} deliveries: ` +
        `p50 ${fixed(hub.p50Ms, 1)} ms, p99 ${fixed(hub.p99Ms, 1)} ms, max ${fixed(hub.maxMs, 1)} ms (from the send call to receipt)`,
    );
  } finally {
    jsonServer?.stop();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
