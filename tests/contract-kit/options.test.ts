import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/contract-kit/main';

async function run(argv: readonly string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await main(argv, (text) => (out += text));
  return { code, out };
}

describe('the contract kit options', () => {
  it('exits 2 and prints the usage when a required option is missing, calling nothing', async () => {
    const { code, out } = await run(['--base-url', 'http://127.0.0.1:9', '--username', 'admin']);
    expect(code).toBe(2);
    expect(out).toMatch(/^--base-url, --username and --password are required\./);
    expect(out).toContain('npm run contract -- --base-url URL --username U --password P');
  });

  it('exits 2 on an unknown option', async () => {
    const { code, out } = await run(['--base', 'http://127.0.0.1:9']);
    expect(code).toBe(2);
    expect(out).toMatch(/--base/);
  });

  it('exits 2 on a parameter not written READ.NAME=VALUE, or a timeout that is not a number', async () => {
    const required = ['--base-url', 'http://127.0.0.1:9', '--username', 'u', '--password', 'p'];
    expect((await run([...required, '--param', 'id=3'])).code).toBe(2);
    expect((await run([...required, '--param', 'doctorFeedbacks.id'])).code).toBe(2);
    expect((await run([...required, '--timeout', 'soon'])).code).toBe(2);
  });

  it('prints the usage and exits 0 on --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('--patient-token T');
  });
});
