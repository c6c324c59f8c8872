import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What the broadcast run measured. */
export interface HubLoadResult {
  readonly connections: number;
  readonly broadcasts: number;
  readonly delivered: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/**
 * The clients, in a worker thread so that 1,000 sockets' parsing never shares the server's event
 * loop. Each opens a WebSocket, completes the JSON hub protocol handshake
 * (`{"protocol":"json","version":1}` + 0x1E, answered `{}` + 0x1E), then stamps every `receive`
 * invocation with the absolute time it arrived (comparable across threads: `timeOrigin + now()`).
 */
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
const RS = '\\u001e';
const now = () => performance.timeOrigin + performance.now();
let arrivals = [];
let expected = 0;
const onReceive = () => {
  arrivals.push(now());
  if (arrivals.length === expected) parentPort.postMessage({ kind: 'round', arrivals });
};
function connect() {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(workerData.hubUrl, { headers: { authorization: 'Bearer ' + workerData.token } });
    let handshaken = false;
    socket.once('open', () => socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RS));
    socket.on('message', (data) => {
      for (const frame of data.toString('utf8').split(RS)) {
        if (frame === '') continue;
        const message = JSON.parse(frame);
        if (!handshaken) {
          handshaken = true;
          if (message.error !== undefined) reject(new Error(message.error)); else resolve(socket);
        } else if (message.type === 1 && message.target === 'receive') onReceive();
      }
    });
    socket.once('error', reject);
  });
}
(async () => {
  const sockets = [];
  for (let opened = 0; opened < workerData.connections; opened += 100) {
    const batch = Math.min(100, workerData.connections - opened);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, connect))));
  }
  parentPort.on('message', (message) => {
    if (message.kind === 'round') {
      arrivals = [];
      expected = sockets.length;
      parentPort.postMessage({ kind: 'armed' });
    } else {
      for (const socket of sockets) socket.terminate();
      parentPort.close();
    }
  });
  parentPort.postMessage({ kind: 'ready', connections: sockets.length });
})().catch((error) => { throw error; });
`;

type FromClients =
  { kind: 'ready'; connections: number } | { kind: 'armed' } | { kind: 'round'; arrivals: number[] };

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Opens `connections` real WebSocket clients on `hubUrl` (in batches of 100, as a crowd arriving),
 * then calls `broadcast` `rounds` times; every `receive` delivery's latency is measured from the
 * moment just before that call to its arrival at the client. Stops the clients at the end; a round
 * missing deliveries after 10 s fails the run.
 */
export async function measureBroadcast(options: {
  readonly hubUrl: string;
  readonly token: string;
  readonly connections: number;
  readonly rounds: number;
  readonly broadcast: () => Promise<void>;
}): Promise<HubLoadResult> {
  const wsPath = createRequire(import.meta.url).resolve('ws');
  const worker = new Worker(CLIENTS, {
    eval: true,
    workerData: { wsPath, hubUrl: options.hubUrl, token: options.token, connections: options.connections },
  });
  const next = <K extends FromClients['kind']>(kind: K): Promise<Extract<FromClients, { kind: K }>> =>
    new Promise((resolve, reject) => {
      const done = (): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const onError = (error: Error): void => {
        done();
        reject(error);
      };
      const onMessage = (message: FromClients): void => {
        if (message.kind !== kind) return;
        done();
        resolve(message as Extract<FromClients, { kind: K }>);
      };
      const timer = setTimeout(
        () => onError(new Error(`no ${kind} from the hub clients within 10 s`)),
        10_000,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
    });
  try {
    const { connections } = await next('ready');
    const latencies: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const armed = next('armed');
      worker.postMessage({ kind: 'round' });
      await armed;
      const delivered = next('round');
      const sentAt = performance.timeOrigin + performance.now();
      await options.broadcast();
      latencies.push(...(await delivered).arrivals.map((at) => at - sentAt));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      connections,
      broadcasts: options.rounds,
      delivered: latencies.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? Number.NaN,
    };
  } finally {
    worker.postMessage({ kind: 'close' });
    await worker.terminate();
  }
}
