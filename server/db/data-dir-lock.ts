import { open, readFile, rm, writeFile } from 'node:fs/promises';

/** Another process (a running server, say) holds the embedded database. */
export class DataDirInUse extends Error {
  override readonly name = 'DataDirInUse';
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${pid} (a running server?). ` +
        'Stop that process first: the embedded database can be opened by one process at a time. ' +
        `If no server uses this folder, process ${pid} is another program: delete ${folder}.lock.`,
    );
  }
}

/** A claim on a folder; `release` gives it up (once; later calls do nothing). */
export interface DataDirClaim {
  release(): Promise<void>;
}

/**
 * Claims the embedded database's folder for this process by a `<folder>.lock` file holding its
 * process id. PGlite has no lock of its own, and two processes writing one folder (a second
 * server, or a backup taken while the server runs) corrupt it. A lock left by a process that no
 * longer runs (a `kill -9`) is taken over; one held by a live process throws `DataDirInUse`.
 * The same process may claim a folder again: it is the one that opened it.
 */
export async function claimDataDir(folder: string): Promise<DataDirClaim> {
  const lockFile = `${folder}.lock`;
  try {
    const handle = await open(lockFile, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUse(folder, holder);
    }
    await writeFile(lockFile, String(process.pid));
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // Only our own lock is removed: another process may have taken over a lock we held too long.
      const holder = await readFile(lockFile, 'utf8').catch(() => '');
      if (holder === String(process.pid)) await rm(lockFile, { force: true });
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
