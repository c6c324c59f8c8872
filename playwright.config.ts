import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4178);

/**
 * The browser suite drives Debian's Chromium (`/usr/bin/chromium`), never a downloaded browser,
 * against the reference server started from a fresh data folder. The `sessions` project logs each
 * demo account in once; every spec then starts from that saved browser state instead of the form.
 * Tests of one file run in parallel too, so the two workers stay busy to the end.
 */
export default defineConfig({
  testDir: 'tests/e2e/specs',
  outputDir: 'test-results/e2e',
  reporter: [['list']],
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The suite shares two cores with the server: a screen's first load can take seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // Recording a trace snapshots the page at every step: on two shared cores it doubled the
    // time of the lists spec (12 s to draw the 2,000-row pharmacy list instead of 3 s) and made
    // it time out. The trace is recorded when a failed test is run again, so a failure in CI
    // still leaves one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'sessions', testMatch: /.*\.setup\.ts$/ },
    { name: 'chromium', testMatch: /.*\.spec\.ts$/, dependencies: ['sessions'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: `test-results/e2e-data-${Date.now()}`,
      // The tests' API clients keep idle connections with no time limit of their own: one the
      // server closed after its 5 s of idleness, reused by a test at that moment, failed with
      // ECONNRESET (seen once). A browser sends such a request again; these clients do not. So the
      // server keeps idle connections longer than any pause within a test.
      KEEP_ALIVE_TIMEOUT_MS: '120000',
    },
    url: `http://127.0.0.1:${port}/config.json`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
