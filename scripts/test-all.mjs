// Runs every check the project has and stops at the first that fails: the type check beside the
// lint (architecture, code, format), then unit + property + integration tests, then the
// end-to-end suite in Debian's Chromium. `.ci/run` and the README call this.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * One step: its command, its output held back until it ends when it runs beside another, so the
 * log reads step by step. Resolves to the exit status.
 */
function run(name, args, { quiet = false } = {}) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', ...args], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) console.log(`\n=== ${name}\n${output}`);
      if (status === 0) console.log(`=== ${name} passed in ${seconds} s`);
      else console.error(`\n=== ${name} failed after ${seconds} s`);
      done(status ?? 1);
    });
  });
}

function stopOn(status) {
  if (status !== 0) process.exit(status);
}

// The type check and the lint read the same files and each keeps one core busy: side by side.
const [types, lint] = await Promise.all([
  run('type check', ['typecheck'], { quiet: true }),
  run('lint', ['lint'], { quiet: true }),
]);
stopOn(types || lint);

ensureScaleTools();
console.log('\n=== unit, property and integration tests');
stopOn(await run('unit, property and integration tests', ['test:unit']));

ensureChromium();
console.log('\n=== end-to-end tests in Chromium');
stopOn(await run('end-to-end tests in Chromium', ['test:e2e']));
