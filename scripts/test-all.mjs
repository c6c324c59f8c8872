// Runs every check the project has, in order, and stops at the first that fails:
// type check, lint (architecture, code, format), unit + property + integration tests, and the
// end-to-end suite in Debian's Chromium. `.ci/run` and the README call this.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser suite uses Debian's Chromium; install it when missing (the machine runs as root). */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`\n=== ${CHROMIUM} is missing: installing Debian's chromium package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed: install Debian's chromium package, or set CHROMIUM_PATH.`,
      );
      process.exit(run.status ?? 1);
    }
  }
}

/**
 * The tests of several replicas start a throwaway PostgreSQL cluster and Redis: install Debian's
 * packages when their programs are missing. When apt-get cannot, those tests skip and say why
 * (`SCALE_TOOLS_UNAVAILABLE`); without that reason a missing program fails them.
 */
function ensureScaleTools() {
  const postgresPresent =
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  const redisPresent = existsSync(process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server');
  const packages = [...(postgresPresent ? [] : ['postgresql']), ...(redisPresent ? [] : ['redis-server'])];
  if (packages.length === 0) return;
  console.log(`\n=== ${packages.join(' and ')} missing: installing Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      const reason = `apt-get ${args.join(' ')} failed with ${run.status ?? run.error?.message}`;
      console.warn(`${reason}: the tests of several replicas will be skipped.`);
      process.env.SCALE_TOOLS_UNAVAILABLE = reason;
      return;
    }
  }
}

const steps = [
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit, property and integration tests', 'npm', ['run', '--silent', 'test:unit']],
];
steps.push(['end-to-end tests in Chromium', 'npm', ['run', '--silent', 'test:e2e']]);

for (const [name, cmd, args] of steps) {
  if (cmd === 'npm' && args.includes('test:e2e')) ensureChromium();
  if (cmd === 'npm' && args.includes('test:unit')) ensureScaleTools();
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
