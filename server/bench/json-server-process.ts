import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../start-server';

/** json-server 0.17 serving `file` on 127.0.0.1, the way its CLI does (router + defaults), quiet. */
const MAIN = `
const jsonServer = require('json-server');
const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false }));
app.use(jsonServer.router(process.argv[1]));
const listener = app.listen(0, '127.0.0.1', () => console.log(listener.address().port));
`;

/** A running json-server child process. */
export interface JsonServer {
  readonly url: string;
  stop(): void;
}

/** Starts json-server in its own process on a free loopback port. */
export function startJsonServer(file: string): Promise<JsonServer> {
  const child: ChildProcess = spawn(process.execPath, ['--input-type=commonjs', '-e', MAIN, file], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    if (child.stdout === null) return reject(new Error('no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (port) =>
      resolve({ url: `http://127.0.0.1:${port.trim()}`, stop: () => void child.kill('SIGTERM') }),
    );
    child.once('exit', (code) => reject(new Error(`json-server exited with ${code}`)));
  });
}
