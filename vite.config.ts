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
    rollupOptions: {
      input: {
        dashboard: resolve(import.meta.dirname, 'index.html'),
        site: resolve(import.meta.dirname, 'site/index.html'),
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
