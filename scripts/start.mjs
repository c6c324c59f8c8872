// `npm start`: builds the two browser apps when the build is missing or older than its sources,
// then runs the reference server (server/main.ts) with tsx on this same Node, passing signals on
// and exiting with the server's code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist', 'index.html');
// `build/` holds the build's own plugins (Blueprint's stylesheet parts, the compressed copies);
// the lock file changes alone when a build plugin or Vite itself is updated.
const sources = [
  'src',
  'public',
  'index.html',
  'site',
  'build',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

/** The newest modification time under a file or folder (0 if it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function buildIsStale() {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newest(join(root, source)) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the browser apps (vite build)...');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});

// A terminal's Ctrl-C reaches both processes; the server ignores a repeated signal while it stops.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  if (signal !== null) process.exit(128 + (signalNumbers[signal] ?? 1));
  process.exit(code ?? 1);
});

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };
