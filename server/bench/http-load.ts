import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../start-server';

/** What one load run measured. */
export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** The load of every run: connections, seconds. */
export interface LoadShape {
  readonly connections: number;
  readonly seconds: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

/**
 * Loads one URL with autocannon in a child process, so the load generator never shares the event
 * loop of the server it measures.
 */
export function loadUrl(url: string, shape: LoadShape): Promise<LoadResult> {
  const cli = join(PROJECT_ROOT, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [cli, '--json', '-c', String(shape.connections), '-d', String(shape.seconds), url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as AutocannonJson;
      resolve({
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
