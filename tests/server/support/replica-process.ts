import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../server/start-server';

export interface ReplicaProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Everything it wrote, for a failure's message. */
  output(): string;
  /** SIGKILL: a crash, nothing closed gracefully. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit: the graceful drain. Answers the exit code. */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The server as production runs it (`server/main.ts` in its own process), on 127.0.0.1 and a free
 * port, with `env` on top of a test secret; resolves once it says it is running. Its data folder
 * is its own and removed when it ends, unless `dataDir` is given: then it is the caller's, and
 * kept, so that another process can start on what this one left.
 */
export async function startReplica(
  env: Record<string, string>,
  timeoutMs = 90_000,
  options: { readonly dataDir?: string } = {},
): Promise<ReplicaProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'harem-care-replica-')));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(PROJECT_ROOT, 'server', 'main.ts')],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the replica did not start within ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    const read = (chunk: Buffer): void => {
      text += chunk.toString();
      if (text.includes(' is running at ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the replica exited with ${code}:\n${text}`));
    });
  });
  const cleanUp = async (): Promise<void> => {
    if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    output: () => text,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      await cleanUp();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      await cleanUp();
      return code;
    },
  };
}
