/**
 * The round-robin proxy of the replica tests in a process of its own, for the replica benchmark:
 * in the benchmark's process it would share an event loop with the hub clients and the bookkeeping.
 * `node --import tsx bench/server/proxy-process.ts host:port host:port…` prints `listening <url>`
 * and runs until SIGTERM.
 */
import { startRoundRobinProxy } from '../../tests/server/support/round-robin-proxy';

const upstreams = process.argv.slice(2).map((text) => {
  const [host = '', port = ''] = text.split(':');
  return { host, port: Number(port) };
});
const proxy = await startRoundRobinProxy(upstreams);
console.log(`listening ${proxy.url}`);
process.once('SIGTERM', () => {
  void proxy.close().then(() => process.exit(0));
});
