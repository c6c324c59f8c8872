import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import gzipPlugin from 'rollup-plugin-gzip';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files every page load fetches: the scripts and stylesheets (not their source maps). */
const SCRIPT_OR_STYLESHEET = /\.(?:js|css)$/;

const bytesOf = (content: string | Buffer): Buffer =>
  typeof content === 'string' ? Buffer.from(content) : content;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every script and
 * stylesheet of a build. The highest settings take seconds, far too slow per answer and paid once
 * here: the reference server sends the copy the client accepts as it is (`@fastify/static`'s
 * `preCompressed`), and so can any other server (nginx `brotli_static` / `gzip_static`).
 */
export function precompressedAssets(): Plugin[] {
  return [
    gzipPlugin({
      filter: SCRIPT_OR_STYLESHEET,
      fileName: '.br',
      customCompression: (content) =>
        brotli(bytesOf(content), {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytesOf(content).length,
          },
        }),
    }),
    gzipPlugin({
      filter: SCRIPT_OR_STYLESHEET,
      fileName: '.gz',
      customCompression: (content) => gzipped(bytesOf(content), { level: constants.Z_BEST_COMPRESSION }),
    }),
  ];
}
