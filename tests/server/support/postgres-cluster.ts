import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** The bin folder of Debian's PostgreSQL (`/usr/lib/postgresql/<version>/bin`), newest first; null if absent. */
function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(base, versions[0], 'bin');
}

/** initdb refuses to run as root: then the cluster runs as the `postgres` system user. */
function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

const bin = postgresBin();
const asRoot = userInfo().uid === 0;
const owner = asRoot ? postgresUser() : null;

/** True when a throwaway PostgreSQL cluster can be started here; the tests that need one skip otherwise. */
export const postgresAvailable =
  bin !== null && (!asRoot || (owner !== null && existsSync('/usr/sbin/runuser')));

function run(command: string, args: string[]): void {
  const [file, list] = asRoot
    ? ['/usr/sbin/runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  execFileSync(file, list, { stdio: 'pipe' });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface PostgresCluster {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts a throwaway cluster on 127.0.0.1 with trust authentication, in a temporary folder. */
export async function startPostgres(): Promise<PostgresCluster> {
  if (bin === null) throw new Error('PostgreSQL is not installed');
  const folder = await mkdtemp(join(tmpdir(), 'harem-care-pg-'));
  const data = join(folder, 'data');
  if (owner !== null) {
    await chown(folder, owner.uid, owner.gid);
    await chmod(folder, 0o700);
  }
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(folder, 'log'),
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run(join(bin, 'pg_ctl'), ['-D', data, '-w', '-m', 'fast', 'stop']);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
