/**
 * The replica benchmark (the second part of `npm run bench:server`; alone:
 * `npx tsx bench/server/replicas.ts`): the same authenticated load on the embedded database
 * (PGlite), on PostgreSQL with one replica, and on two replicas behind the round-robin proxy, in one
 * run, side by side; then one broadcast to 1,000 hub clients on one replica and spread over two.
 *
 * Every server is `server/main.ts` in its own process, as production runs it, on one PostgreSQL
 * and one Redis of the replica tests (Debian's `postgresql` and `redis-server`); the proxy and the
 * load generator (autocannon) run in processes of their own. Loopback only; stops by itself.
 * `BENCH_SECONDS` (default 10) and `BENCH_CONNECTIONS` (default 50) shape the HTTP load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { TokenKind } from '../../server/auth/token-kind';
import { TokenService } from '../../server/auth/token-service';
import { measureBroadcast, type HubLoadResult } from '../../server/bench/hub-load';
import { openDatabase } from '../../server/db/open-database';
import { HubPath } from '../../server/realtime';
import { PROJECT_ROOT } from '../../server/start-server';
import { startPostgres, type PostgresCluster } from '../../tests/server/support/postgres-cluster';
import { startRedis, type RedisInstance } from '../../tests/server/support/redis-server';
import { startReplica, type ReplicaProcess } from '../../tests/server/support/replica-process';
import { scaleTools } from '../../tests/server/support/scale-tools';
import { TEST_JWT_SECRET } from '../../tests/server/support/test-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HUB_CLIENTS = 1_000;
const HUB_ROUNDS = 5;

/** The two authenticated reads of the issue: the staff appointment list and a grid page. */
const READS = [
  { name: 'appointment list (1,000 rows)', path: '/api/Appointment' },
  {
    name: 'grid page (50 of 20,000)',
    path: '/api/Appointment/FilterAppointmentsDashboard?skip=0&pageSize=50',
  },
] as const;

interface Load {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly failed: number;
  /** The 1-minute load average just after the run. */
  readonly loadAfter: number;
}

/** autocannon in its own process, with the staff token. */
function load(url: string, token: string): Promise<Load> {
  const cli = join(PROJECT_ROOT, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [
    cli,
    '--json',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(SECONDS),
    '-H',
    `Authorization=Bearer ${token}`,
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: r.requests.average,
        p99Ms: r.latency.p99,
        failed: r.non2xx + r.errors,
        loadAfter: loadavg()[0] ?? 0,
      });
    });
  });
}

/** The round-robin proxy in its own process (`proxy-process.ts`). */
async function startProxy(
  replicas: readonly ReplicaProcess[],
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(PROJECT_ROOT, 'bench', 'server', 'proxy-process.ts'),
      ...replicas.map((r) => `127.0.0.1:${r.port}`),
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const found = /listening (\S+)/.exec(text);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    void exited.then(() => reject(new Error('the proxy exited before it listened')));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function staffToken(base: string): Promise<{ accessToken: string; chatToken: string }> {
  const answer = await fetch(`${base}/api/ControlPanelAuth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
  });
  if (!answer.ok) throw new Error(`login at ${base}: ${answer.status}`);
  return (await answer.json()) as { accessToken: string; chatToken: string };
}

/** Each read once (warming the caches and checking the answer), then under load. */
async function loadReads(setup: string, base: string, token: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const read of READS) {
    const probe = await fetch(`${base}${read.path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!probe.ok) throw new Error(`${setup}, ${read.path}: ${probe.status}`);
    const bytes = (await probe.arrayBuffer()).byteLength;
    const result = await load(`${base}${read.path}`, token);
    rows.push([
      setup,
      read.name,
      `${(bytes / 1024).toFixed(0)} KB`,
      result.requestsPerSecond.toFixed(0),
      result.p99Ms.toFixed(0),
      String(result.failed),
      result.loadAfter.toFixed(1),
    ]);
    console.log(`  ${rows.at(-1)?.join(' | ')}`);
  }
  return rows;
}

async function patientToken(databaseUrl: string): Promise<string> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  const patient = await db
    .selectFrom('app_users')
    .select(['id', 'phone_number'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.destroy();
  const tokens = new TokenService(new TextEncoder().encode(TEST_JWT_SECRET));
  return (await tokens.issue(TokenKind.Patient, patient.id, { phoneNumber: patient.phone_number })).token;
}

/** 1,000 hub clients through `front` (the proxy spreads them), a patient's message through it too. */
function broadcastThrough(front: string, chatToken: string, patient: string): Promise<HubLoadResult> {
  return measureBroadcast({
    hubUrl: `${front.replace('http', 'ws')}${HubPath.Harem}`,
    token: chatToken,
    connections: HUB_CLIENTS,
    rounds: HUB_ROUNDS,
    broadcast: async () => {
      const answer = await fetch(`${front}/api/Chats/SendToHospital`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${patient}` },
        body: JSON.stringify({ message: 'Benchmark message' }),
      });
      if (!answer.ok) throw new Error(`SendToHospital: ${answer.status}`);
    },
  });
}

const table = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

async function main(): Promise<void> {
  if (!scaleTools.present) {
    console.log(`Replica benchmark skipped: ${scaleTools.missing.join(' and ')} not installed.`);
    return;
  }
  const loadBefore = loadavg();
  console.log(
    `Replica benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, loopback, ${cpus().length} cores, ` +
      `load average before ${loadBefore.map((v) => v.toFixed(1)).join(' / ')}`,
  );
  // The whole demo under one limit: the hub clients all use one staff token.
  const common = {
    JWT_SECRET: TEST_JWT_SECRET,
    HUB_CONNECTIONS_PER_USER: String(HUB_CLIENTS + 100),
    LOG_LEVEL: 'error',
  };
  const rows: string[][] = [];
  const hubRows: string[][] = [];
  let cluster: PostgresCluster | undefined;
  let redis: RedisInstance | undefined;
  const replicas: ReplicaProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    console.log('PGlite, one process…');
    const embedded = await startReplica(common, 300_000);
    try {
      rows.push(
        ...(await loadReads('PGlite, 1 process', embedded.url, (await staffToken(embedded.url)).accessToken)),
      );
    } finally {
      await embedded.stop();
    }

    [cluster, redis] = await Promise.all([startPostgres(), startRedis()]);
    const env = { ...common, DATABASE_URL: cluster.url, REDIS_URL: redis.url, TRUST_PROXY: 'true' };
    console.log('PostgreSQL, one replica…');
    const a = await startReplica(env, 300_000);
    replicas.push(a);
    const staff = await staffToken(a.url);
    const patient = await patientToken(cluster.url);
    rows.push(...(await loadReads('PostgreSQL, 1 replica, direct', a.url, staff.accessToken)));
    proxy = await startProxy([a]);
    rows.push(...(await loadReads('PostgreSQL, 1 replica, via proxy', proxy.url, staff.accessToken)));
    const one = await broadcastThrough(proxy.url, staff.chatToken, patient);
    hubRows.push(['1 replica, via proxy', ...hubFigures(one)]);
    await proxy.stop();

    console.log('PostgreSQL, two replicas behind the proxy…');
    const b = await startReplica(env, 300_000);
    replicas.push(b);
    proxy = await startProxy([a, b]);
    rows.push(...(await loadReads('PostgreSQL, 2 replicas, via proxy', proxy.url, staff.accessToken)));
    const two = await broadcastThrough(proxy.url, staff.chatToken, patient);
    hubRows.push(['2 replicas, via proxy (500 clients each)', ...hubFigures(two)]);
  } finally {
    await proxy?.stop();
    await Promise.allSettled(replicas.map((r) => r.stop()));
    await redis?.stop();
    await cluster?.stop();
  }
  console.log(
    `\n${table(['setup', 'read', 'body', 'req/s', 'p99 ms', 'failed', 'load avg. after'], rows)}\n\n` +
      `Hub: ${HUB_CLIENTS} clients on /HaremHub, ${HUB_ROUNDS} broadcasts, from the SendToHospital call to receipt\n` +
      `${table(['setup', 'deliveries', 'p50 ms', 'p99 ms', 'max ms'], hubRows)}\n\n` +
      `Load average after: ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' / ')}`,
  );
}

function hubFigures(result: HubLoadResult): string[] {
  return [
    String(result.delivered),
    result.p50Ms.toFixed(1),
    result.p99Ms.toFixed(1),
    result.maxMs.toFixed(1),
  ];
}

await main();
