import { defineConfig } from 'vitest/config';
import { blueprintCssParts } from './build/blueprint-css.ts';

export default defineConfig({
  // Views import Blueprint's stylesheet parts; tests resolve them as the build does.
  plugins: [blueprintCssParts()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
    testTimeout: 20_000,
  },
});
