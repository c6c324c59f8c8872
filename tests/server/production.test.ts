import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/start-server';
import { loginAs } from './support/http-client';
import { freshDataDir, removeFolders, startTestServer, type TestServer } from './support/test-server';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) };
const running: TestServer[] = [];

afterAll(async () => {
  for (const server of running) await removeFolders(server);
});

/** Runs the create-staff command with `input` on its standard input. */
function createStaff(dataDir: string, input: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/create-staff.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...PRODUCTION, DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

describe('production mode', () => {
  it('seeds no account, and create-staff makes the first admin, who can then log in', async () => {
    const dataDir = await freshDataDir();
    const first = await startTestServer({ dataDir, env: PRODUCTION });
    running.push(first);
    expect(first.demoAccounts).toEqual([]);
    expect((await loginAs(first.url, 'admin', 'demo-admin')).status).toBe(400);
    await first.close();

    const created = await createStaff(
      dataDir,
      'chief\nChief Administrator\nlong-enough-password\nlong-enough-password\n',
    );
    expect(created.output).toContain('Created the Harem Care staff user "chief" with the admin role.');
    expect(created.code).toBe(0);

    const second = await startTestServer({ dataDir, staticRoots: [first.staticRoot], env: PRODUCTION });
    running.push(second);
    const login = await loginAs(second.url, 'chief', 'long-enough-password');
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({
      claims: { user: { name: 'chief', fullName: 'Chief Administrator' } },
    });
    await second.close();
  }, 60_000);

  it.each([
    ['a short password', 'x\nX\nshort\nshort\n', /12 to 1024 characters/],
    ['two different passwords', 'y\nY\nlong-enough-password\nanother-long-password\n', /differ/],
  ])(
    'create-staff refuses %s before opening the database',
    async (_label, input, message) => {
      const result = await createStaff('/nonexistent/never-opened', input);
      expect(result.code).toBe(1);
      expect(result.output).toMatch(message);
    },
    60_000,
  );
});
