import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';

const SECRET_FILE = 'jwt-secret';

/**
 * The token signing key: `JWT_SECRET` when set (required in production); otherwise, in demo mode,
 * a random secret generated once and kept in `DATA_DIR/jwt-secret` (owner-only), so tokens stay
 * valid across restarts.
 */
export async function resolveTokenSecret(config: Config): Promise<Uint8Array> {
  if (config.jwtSecret !== null) return new TextEncoder().encode(config.jwtSecret);
  if (config.production) throw new Error('JWT_SECRET is required in production.');
  await mkdir(config.dataDir, { recursive: true });
  const file = join(config.dataDir, SECRET_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return new TextEncoder().encode(kept);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
