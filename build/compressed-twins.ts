import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files that get twins: the scripts and stylesheets, which every page load fetches. */
const TWINNED = /\.(?:js|css)$/;

/** A file's brotli twin at the highest quality, sized for its length. */
export function brotliTwin(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** A file's gzip twin at the highest level, for clients without brotli. */
export function gzipTwin(body: Buffer): Promise<Buffer> {
  return gzipped(body, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * Writes `name.br` and `name.gz` beside every script and stylesheet of a build. Compressing at the
 * highest settings takes seconds, far too slow per answer and done once here: the reference
 * server sends a twin to a client that accepts its encoding (`server/http/compressed-twins.ts`),
 * and any other server can do the same (nginx `brotli_static` / `gzip_static`).
 */
export function compressedTwins(): Plugin {
  return {
    name: 'compressed-twins',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (dir === undefined) return;
      const files = Object.keys(bundle).filter((name) => TWINNED.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const body = await readFile(path);
          const [br, gz] = await Promise.all([brotliTwin(body), gzipTwin(body)]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
