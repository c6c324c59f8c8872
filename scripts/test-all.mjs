// Runs every check the project has, in order, and stops at the first that fails:
// type check, lint (architecture, code, format), unit + property + integration tests, and the
// end-to-end suite in Debian's Chromium once it exists. `.ci/run` and the README call this.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit, property and integration tests', 'npm', ['run', '--silent', 'test:unit']],
];
if (existsSync('playwright.config.ts'))
  steps.push(['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']]);

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds} s`);
    process.exit(run.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
