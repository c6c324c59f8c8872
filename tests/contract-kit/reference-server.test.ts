import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/contract-kit/main';
import type { KitReport, Row } from '../../scripts/contract-kit/check';
import { startDemoServer, type DemoServer } from '../contract/server/demo-server';

/**
 * The contract kit run as an integrator runs it: its main function, with its flags, against a real
 * reference server on 127.0.0.1, and against a backend that breaks the contract in two known ways.
 */
let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemoServer();
}, 120_000);

afterAll(async () => {
  await demo?.stop();
});

async function runKit(
  baseUrl: string,
  extra: readonly string[] = [],
): Promise<{ code: number; report: KitReport }> {
  let out = '';
  const code = await main(
    ['--base-url', baseUrl, '--username', 'admin', '--password', 'demo-admin', '--json', ...extra],
    (text) => (out += text),
  );
  return { code, report: JSON.parse(out) as KitReport };
}

const failures = (report: KitReport): Row[] => report.rows.filter((r) => !r.pass);

describe('the contract kit against the reference server', () => {
  it('passes every row, the patient reads included', async () => {
    const { code, report } = await runKit(demo.server.url, [
      '--patient-token',
      demo.patient.token,
      '--param',
      `myChat.id=${demo.patient.id}`,
    ]);
    expect(failures(report)).toEqual([]);
    expect(code).toBe(0);
    // Every call the kit promises was made: login, both logout calls, and each read's calls.
    const names = new Set(report.rows.map((r) => r.name));
    expect(names).toContain('login');
    expect(names).toContain('logout');
    expect(names).toContain('doctorCalendar');
    expect(names).toContain('myChat');
    // A staff read is checked twice: refused without a token, answered with one.
    expect(report.rows.filter((r) => r.name === 'doctors').map((r) => [r.sent, r.reason])).toEqual([
      ['none', 'refused with 401'],
      ['staff', 'status 200, body fits the contract'],
    ]);
    // A patient read is checked with the patient's token when one is given.
    expect(report.rows.filter((r) => r.name === 'myProfiles').map((r) => r.sent)).toEqual([
      'none',
      'patient',
    ]);
    // Discovered sample values were used: the doctor calendar was read for a real doctor.
    const calendar = report.rows.find((r) => r.name === 'doctorCalendar' && r.sent === 'patient');
    expect(calendar?.path).toMatch(/^\/Doctor\/\d+\/\d{4}-\d{2}$/);
  }, 120_000);

  it('checks only the refusal of the patient reads without a patient token', async () => {
    const { code, report } = await runKit(demo.server.url);
    expect(failures(report)).toEqual([]);
    expect(code).toBe(0);
    expect(report.rows.filter((r) => r.name === 'myChat').map((r) => [r.sent, r.reason])).toEqual([
      ['none', 'refused with 401'],
    ]);
  }, 120_000);

  it('fails every row when the backend does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { code, report } = await runKit(url, ['--timeout', '2000']);
    expect(code).toBe(1);
    expect(report.passed).toBe(0);
    expect(report.rows.find((r) => r.name === 'login')?.reason).toMatch(/^no answer/);
  }, 120_000);
});

/** The doctors list's first item gets a number where the contract has the English name. */
const BROKEN_FIELD = '/api/Doctor/getDoctors';
/** This staff read answers without a token, as if its route had lost its guard. */
const UNGUARDED = '/api/Permissions';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A backend in front of the reference server that passes every call through, except the two
 * above: the doctors list with a wrong field type, and the permissions without a token check.
 */
function brokenBackend(upstream: string, staffToken: string): Server {
  return createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '/';
      const headers: Record<string, string> = {};
      if (request.headers.authorization !== undefined) headers.authorization = request.headers.authorization;
      if (request.headers['content-type'] !== undefined)
        headers['content-type'] = request.headers['content-type'];
      if (url === UNGUARDED) headers.authorization = `Bearer ${staffToken}`;
      const body = request.method === 'GET' ? undefined : await bodyOf(request);
      const answer = await fetch(upstream + url, {
        method: request.method ?? 'GET',
        headers,
        body: body ?? null,
      });
      let text = await answer.text();
      if (url === BROKEN_FIELD && answer.status === 200) {
        const doctors = JSON.parse(text) as Record<string, unknown>[];
        doctors[0] = { ...doctors[0], nameEn: 42 };
        text = JSON.stringify(doctors);
      }
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      });
      response.end(text);
    })().catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
  });
}

describe('the contract kit against a backend that breaks the contract', () => {
  let broken: Server;
  let brokenUrl = '';

  beforeAll(async () => {
    // A session of its own, so the kit's logout through the proxy leaves this token alone.
    const login = await fetch(`${demo.server.url}/api/ControlPanelAuth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
    });
    const { claims } = (await login.json()) as { claims: { serviceToken: string } };
    broken = brokenBackend(demo.server.url, claims.serviceToken);
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => broken?.close(() => resolve()));
  });

  it('fails exactly the wrong field and the missing refusal, with their reasons, and exits 1', async () => {
    const { code, report } = await runKit(brokenUrl);
    expect(code).toBe(1);
    expect(
      failures(report).map((r) => ({ name: r.name, path: r.path, sent: r.sent, reason: r.reason })),
    ).toEqual([
      {
        name: 'doctors',
        path: '/Doctor/getDoctors',
        sent: 'staff',
        reason: 'status 200 but field [0].nameEn does not fit the contract',
      },
      {
        name: 'permissions',
        path: '/Permissions',
        sent: 'none',
        reason: 'answered 200 without a token, expected 401',
      },
    ]);
    expect(report.failed).toBe(2);
  }, 120_000);

  it('prints one row per call, with the verdict and the reason', async () => {
    let out = '';
    const code = await main(
      ['--base-url', brokenUrl, '--username', 'admin', '--password', 'demo-admin'],
      (text) => (out += text),
    );
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      expect.stringMatching(
        /^FAIL {2}GET \/Doctor\/getDoctors +staff +status 200 but field \[0\]\.nameEn does not fit/,
      ),
      expect.stringMatching(/^FAIL {2}GET \/Permissions +none +answered 200 without a token, expected 401$/),
    ]);
    expect(lines.filter((l) => l.startsWith('PASS')).length).toBeGreaterThan(200);
    expect(out).toMatch(/\n\d+ passed, 2 failed, \d+ calls to http:\/\/127\.0\.0\.1:\d+\/api\n$/);
  }, 120_000);
});
