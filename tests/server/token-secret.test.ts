import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveTokenSecret } from '../../server/auth/token-secret';
import { loadConfig } from '../../server/config';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'harem-care-secret-'));
  folders.push(folder);
  return folder;
}

describe('token secret', () => {
  it('generates a demo secret once, keeps it owner-only under DATA_DIR and reuses it', async () => {
    const config = loadConfig({ DATA_DIR: await dataDir() });
    const first = await resolveTokenSecret(config);
    const second = await resolveTokenSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect((await stat(join(config.dataDir, 'jwt-secret'))).mode & 0o077).toBe(0);
  });

  it('uses JWT_SECRET when it is set', async () => {
    const secret = 'k'.repeat(40);
    const config = loadConfig({ DATA_DIR: await dataDir(), JWT_SECRET: secret });
    expect(new TextDecoder().decode(await resolveTokenSecret(config))).toBe(secret);
  });
});
