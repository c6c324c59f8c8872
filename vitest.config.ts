import { availableParallelism } from 'node:os';
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
    // Vitest's default leaves a core idle (one worker on two cores), but about half of the suite's
    // time is spent waiting on servers, databases and child processes it starts: one worker per
    // core, and at least two, keeps the cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
