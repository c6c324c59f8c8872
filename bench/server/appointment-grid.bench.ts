import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../server/start-server';
import { removeFolders, startTestServer, type TestServer } from '../../tests/server/support/test-server';
import { budgetSummary, ms, table, verdict } from '../ui/support/report';

/** The budget of a grid page: p99 at 20 connections (the appointments issue). */
const P99_BUDGET_MS = 100;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** The UTC day `offset` days from today, `YYYY-MM-DD`. */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Pages of the grid as reception asks for them, over the demo's 20,000 appointments. */
const PAGES = [
  { name: 'page 1, no filter', query: 'skip=0&pageSize=50' },
  { name: 'page 400 (the last), no filter', query: 'skip=19950&pageSize=50' },
  { name: 'a doctor', query: 'skip=0&pageSize=50&doctorId=7' },
  { name: 'a doctor, page 3', query: 'skip=100&pageSize=50&doctorId=7' },
  { name: 'a state (seen), page 100', query: 'skip=4950&pageSize=50&appointmentState=4' },
  // The demo's appointments run from 180 days before its seeding to 30 after: the last 30 days.
  {
    name: 'a doctor, a state and 30 days',
    query: `skip=0&pageSize=50&doctorId=7&appointmentState=4&from=${day(-30)}&to=${day(0)}`,
  },
] as const;

interface Load {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly failed: number;
}

/** autocannon in its own process, so the load never shares the server's event loop. */
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
      resolve({ requestsPerSecond: r.requests.average, p99Ms: r.latency.p99, failed: r.non2xx + r.errors });
    });
  });
}

const failures: string[] = [];
let server: TestServer;
let token: string;

describe('the appointments grid from the reference server', () => {
  beforeAll(async () => {
    server = await startTestServer();
    const login = await fetch(`${server.url}/api/ControlPanelAuth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'reception', password: 'demo-reception' }),
    });
    token = ((await login.json()) as { accessToken: string }).accessToken;
  }, 300_000);

  afterAll(async () => {
    console.log(budgetSummary(failures));
    await server.close();
    await removeFolders(server);
  }, 60_000);

  test(`a page of 50 with filters: p99 at ${CONNECTIONS} connections`, async () => {
    const rows: string[][] = [];
    for (const page of PAGES) {
      const url = `${server.url}/api/Appointment/FilterAppointmentsDashboard?${page.query}`;
      const probe = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        appointments: unknown[];
        count: number;
      };
      const result = await load(url, token);
      const pass = result.p99Ms < P99_BUDGET_MS && result.failed === 0;
      if (!pass) failures.push(`grid, ${page.name}: p99 ${ms(result.p99Ms)} ms, ${result.failed} failed`);
      rows.push([
        page.name,
        String(probe.count),
        String(probe.appointments.length),
        result.requestsPerSecond.toFixed(0),
        ms(result.p99Ms),
        verdict(pass),
      ]);
      expect(probe.count).toBeGreaterThan(0);
    }
    console.log(
      [
        `FilterAppointmentsDashboard, ${CONNECTIONS} connections, ${SECONDS} s each, loopback; load average ${loadavg()
          .map((v) => v.toFixed(1))
          .join(' / ')}`,
        table(['page', 'total', 'rows', 'req/s', 'p99 ms', `p99 < ${P99_BUDGET_MS} ms`], rows),
      ].join('\n'),
    );
  }, 600_000);
});
