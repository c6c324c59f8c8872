import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliTwin } from '../../build/compressed-twins';
import { serveCompressedTwins } from '../../server/http/compressed-twins';
import { call } from './support/http-client';

const cleanUps: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  await Promise.all(cleanUps.splice(0).map((cleanUp) => cleanUp()));
});

/**
 * A server with the twins' hook over a build whose one script has a brotli twin, behind `before`
 * (another hook), and a catch-all handler counting the requests that reach it.
 */
async function serverWithTwin(before?: Parameters<FastifyInstance['addHook']>[1]) {
  const root = await mkdtemp(join(tmpdir(), 'harem-care-twins-'));
  cleanUps.push(() => rm(root, { recursive: true, force: true }));
  await mkdir(join(root, 'assets'));
  const script = `console.log(${JSON.stringify('twin '.repeat(50_000))});`;
  await writeFile(join(root, 'assets', 'app-AbCdEf12.js'), script);
  await writeFile(join(root, 'assets', 'app-AbCdEf12.js.br'), await brotliTwin(Buffer.from(script)));
  const app = fastify();
  if (before !== undefined) app.addHook('onRequest', before as never);
  serveCompressedTwins(app, root, () => 'public, max-age=31536000, immutable');
  const reached = { count: 0 };
  app.get('/*', async (_request, reply) => {
    reached.count += 1;
    return reply.send('the plain file');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  cleanUps.push(() => app.close());
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { url, reached };
}

describe('a compressed twin sent for a build script', () => {
  it('is the whole answer: the request goes no further', async () => {
    const { url, reached } = await serverWithTwin();
    const answer = await call(`${url}/assets/app-AbCdEf12.js`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(reached.count).toBe(0);
    const plain = await call(`${url}/assets/app-AbCdEf12.js`);
    expect(plain.text).toBe('the plain file');
    expect(reached.count).toBe(1);
  });

  it('goes no further either when the client left while the twin was looked up', async () => {
    // The client closes its connection before the twin is sent (a page navigated away). Sent as
    // a reply, the twin never "ended", and the request went on to the static files' handler,
    // which set headers on an answer already begun: the server process crashed.
    const { url, reached } = await serverWithTwin(
      async (request: { raw: { socket: { destroy(): void } } }) => {
        request.raw.socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    );
    await expect(
      call(`${url}/assets/app-AbCdEf12.js`, { headers: { 'accept-encoding': 'br' } }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reached.count).toBe(0);
  });
});
