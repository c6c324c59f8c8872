import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from '../../build/precompressed-assets';

let root: string;
let files: string[];

/** A file of the build's `assets/` folder. */
const asset = (name: string) => readFile(join(root, 'dist', 'assets', name));

/** The lazily loaded chunk: the largest script, mostly text. */
const lazyChunk = () => files.find((name) => name.startsWith('later-') && name.endsWith('.js')) ?? '';

beforeAll(async () => {
  // A small app in the shape of ours: an entry page, a script with a stylesheet and a lazily
  // loaded chunk, built by Vite with source maps as the project's build is.
  root = await mkdtemp(join(tmpdir(), 'harem-care-precompressed-'));
  const text = await readFile(join(import.meta.dirname, '..', '..', 'docs', 'performance.md'), 'utf8');
  await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
  await writeFile(
    join(root, 'main.js'),
    "import './main.css';\nimport('./later.js').then((m) => m.show());\n",
  );
  await writeFile(join(root, 'main.css'), 'body { margin: 0; font-family: system-ui; }\n'.repeat(20));
  await writeFile(
    join(root, 'later.js'),
    `export function show() { document.body.textContent = ${JSON.stringify(text)}; }\n`,
  );
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [precompressedAssets()],
    build: { outDir: join(root, 'dist'), sourcemap: true },
  });
  files = await readdir(join(root, 'dist', 'assets'));
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the build's compressed copies", () => {
  it('are written beside every script and stylesheet, and only those', () => {
    const scriptsAndStyles = files.filter((name) => /\.(js|css)$/.test(name));
    expect(scriptsAndStyles.filter((name) => name.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    expect(scriptsAndStyles.filter((name) => name.endsWith('.css')).length).toBe(1);
    const copies = files.filter((name) => /\.(br|gz)$/.test(name)).sort();
    expect(copies).toEqual(scriptsAndStyles.flatMap((name) => [`${name}.br`, `${name}.gz`]).sort());
  });

  it('unpack to the very bytes of the file beside them, source map comment included', async () => {
    for (const name of files.filter((file) => /\.(js|css)$/.test(file))) {
      const body = await asset(name);
      expect(brotliDecompressSync(await asset(`${name}.br`)).equals(body)).toBe(true);
      expect(gunzipSync(await asset(`${name}.gz`)).equals(body)).toBe(true);
    }
    expect((await asset(lazyChunk())).toString('utf8')).toContain('//# sourceMappingURL=');
  });

  it('packs gzip at level 9', async () => {
    // The gzip header's extra-flags byte says 2 for "maximum compression".
    expect((await asset(`${lazyChunk()}.gz`))[8]).toBe(2);
  });

  it('packs brotli at its highest quality: smaller than a middle quality gets', async () => {
    const middle = brotliCompressSync(await asset(lazyChunk()), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
    });
    expect((await asset(`${lazyChunk()}.br`)).length).toBeLessThan(middle.length);
  });
});
