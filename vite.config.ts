import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import postcssRtlcss from 'postcss-rtlcss';
import { blueprintCssParts } from './build/blueprint-css.ts';
import { blueprintIconsWithoutLoader } from './build/blueprint-icons.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';

// Two apps, one source tree: the staff dashboard at `/` and the patient site at `/site/`.
export default defineConfig({
  // Blueprint's stylesheet in two parts (what a first paint needs, the rest with the screens), its
  // icons without the string-name loader (every icon is imported as a component), and brotli and
  // gzip copies of the scripts and stylesheets for a server to send as they are.
  plugins: [react(), blueprintCssParts(), blueprintIconsWithoutLoader(), ...precompressedAssets()],
  css: {
    postcss: {
      // Blueprint's CSS uses physical left/right: every such rule gets a mirrored twin under
      // `[dir="rtl"]`, so Kurdish and Arabic pages lay out right to left.
      plugins: [postcssRtlcss()],
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: served, they would publish the client's whole source. The dev
    // server still has them.
    sourcemap: false,
    // Every browser the apps support follows `<link rel="modulepreload">` itself; one that did not
    // would fetch a chunk when it is imported, so the polyfill is not shipped in the entry.
    modulePreload: { polyfill: false },
  },
  // The two apps are built one after the other, each on its own, into the same folder: built
  // together, the bundler put what both use (React, the router, the container) and much that only
  // one uses into one shared chunk, so each app's first load carried code of the other.
  environments: {
    client: {
      build: { rollupOptions: { input: { dashboard: resolve(import.meta.dirname, 'index.html') } } },
    },
    site: {
      consumer: 'client',
      // After the dashboard, into the folder it has just written.
      build: {
        emptyOutDir: false,
        rollupOptions: { input: { site: resolve(import.meta.dirname, 'site/index.html') } },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      for (const name of ['client', 'site']) {
        const environment = builder.environments[name];
        if (environment === undefined) throw new Error(`No build environment ${name}`);
        await builder.build(environment);
      }
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
