import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../../server/start-server';

const run = promisify(execFile);

export interface ProductionBuild {
  readonly outDir: string;
  remove(): Promise<void>;
}

/**
 * A fresh `vite build` of both apps into a temporary folder, never `dist/` (other processes serve
 * it). The CLI runs in its own process on this Node, so the bench measures exactly what
 * `npm run build` ships.
 */
export async function buildIntoTempFolder(): Promise<ProductionBuild> {
  const outDir = await mkdtemp(join(tmpdir(), 'harem-care-bench-ui-dist-'));
  const vite = join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: PROJECT_ROOT,
    env: buildEnvironment(),
    maxBuffer: 16 * 1024 * 1024,
  });
  return { outDir, remove: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * This process's environment without what Vitest adds: Vite keeps an inherited `NODE_ENV=test`,
 * which would ship React's development build and JSX runtime and measure the wrong bundle.
 */
function buildEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  return env;
}
