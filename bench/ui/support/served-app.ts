import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../server/start-server';
import { startTestServer } from '../../../tests/server/support/test-server';

export interface ServedApp {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * The reference server on an ephemeral port of 127.0.0.1, serving `outDir` (then `public/`) with a
 * copy of the seeded demo database: the same quick start the server tests use, so the demo's
 * 10,000 OTP rows are there without seeding them again.
 */
export async function serveBuild(outDir: string): Promise<ServedApp> {
  const server = await startTestServer({ staticRoots: [outDir, join(PROJECT_ROOT, 'public')] });
  return {
    origin: server.url,
    close: async () => {
      await server.close();
      await rm(server.dataDir, { recursive: true, force: true });
    },
  };
}
