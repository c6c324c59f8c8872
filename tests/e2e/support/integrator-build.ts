import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../../server/start-server';
import { startTestServer } from '../../server/support/test-server';

const run = promisify(execFile);

export interface IntegratorApp {
  /** `http://127.0.0.1:<port>`: the reference server serving the integrator's build. */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Builds the real app with the integrator's deployment module (`vite build`, in its own process,
 * into a temporary folder) and serves it from the reference server with the seeded demo data.
 */
export async function buildAndServeIntegratorApp(): Promise<IntegratorApp> {
  const outDir = await mkdtemp(join(tmpdir(), 'harem-care-integrator-dist-'));
  const vite = join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const config = join(PROJECT_ROOT, 'tests', 'e2e', 'support', 'integrator.vite.config.ts');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  await run(
    process.execPath,
    [vite, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: PROJECT_ROOT, env, maxBuffer: 16 * 1024 * 1024 },
  );
  const server = await startTestServer({ staticRoots: [outDir, join(PROJECT_ROOT, 'public')] });
  return {
    origin: server.url,
    close: async () => {
      await server.close();
      await rm(server.dataDir, { recursive: true, force: true });
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
