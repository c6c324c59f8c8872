import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http-client';
import {
  removeFolders,
  startTestServer,
  tinyStaticRoot,
  TWINNED_SCRIPT,
  type TestServer,
} from './support/test-server';

/** A script too large for the sockets' buffers: its answer is still being written when a client leaves. */
const LARGE = '/assets/large-AbCdEf12.js';
const largeScript = `console.log(${JSON.stringify(randomBytes(6 * 1024 * 1024).toString('base64'))});`;

let server: TestServer;

beforeAll(async () => {
  const root = await tinyStaticRoot();
  const body = Buffer.from(largeScript);
  await writeFile(join(root, 'assets', 'large-AbCdEf12.js'), body);
  // Quick settings: what is tested is how the copy is sent, not how small it is.
  const quick = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
  await writeFile(join(root, 'assets', 'large-AbCdEf12.js.br'), brotliCompressSync(body, quick));
  await writeFile(join(root, 'assets', 'large-AbCdEf12.js.gz'), gzipSync(body, { level: 1 }));
  server = await startTestServer({ staticRoots: [root] });
}, 60_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const decode = (encoding: string | undefined, bytes: Buffer): string =>
  (encoding === 'br'
    ? brotliDecompressSync(bytes)
    : encoding === 'gzip'
      ? gunzipSync(bytes)
      : bytes
  ).toString('utf8');

describe("the build's compressed copies of a script", () => {
  it.each(['br', 'gzip'])('are sent as they are, with the headers of every answer: %s', async (encoding) => {
    const plain = await call(`${server.url}/assets/twinned-AbCdEf12.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const answer = await call(`${server.url}/assets/twinned-AbCdEf12.js`, {
      headers: { 'accept-encoding': encoding },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    // The copy on disk, byte for byte: not compressed a second time on the way out.
    expect(decode(encoding, answer.bytes)).toBe(TWINNED_SCRIPT);
    expect(answer.headers['content-length']).toBe(String(answer.bytes.length));
    expect(answer.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
    expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
    // Named for the script, not the copy: hashed, so cached for good.
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('tell a shared cache that the answer depends on Accept-Encoding even when the script itself is sent', async () => {
    const plain = await call(`${server.url}/assets/twinned-AbCdEf12.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding'] ?? 'identity').toBe('identity');
    expect(plain.text).toBe(TWINNED_SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answer a HEAD with the headers of the copy and no body', async () => {
    const answer = await call(`${server.url}/assets/twinned-AbCdEf12.js`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.bytes.length).toBe(0);
  });

  it('serve a large script whole', async () => {
    const answer = await call(`${server.url}${LARGE}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', answer.bytes)).toBe(largeScript);
  });
});

/** Sends a GET and closes the connection at once, before any of the answer can arrive. */
function requestAndLeave(path: string, acceptEncoding: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      socket.end(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${acceptEncoding}\r\n\r\n`);
      socket.destroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

/** Sends a GET, reads the first bytes of the body, then closes the connection mid-answer. */
function readSomeAndLeave(path: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${path}`,
      { headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        res.once('data', (chunk: Buffer) => {
          res.destroy();
          resolve(chunk.length);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a client that leaves early', () => {
  const paths = [
    '/assets/twinned-AbCdEf12.js',
    LARGE,
    '/assets/dashboard-AbCdEf12.js',
    '/login',
    '/assets/gone-AbCdEf12.js',
  ];
  const encodings = ['br', 'gzip', 'identity', 'gzip;q=0, *'];

  it('before the answer is sent leaves the server answering everyone else', async () => {
    for (let round = 0; round < 5; round += 1)
      await Promise.all(
        paths.flatMap((path) => encodings.map((encoding) => requestAndLeave(path, encoding))),
      );
    // Whatever was still under way for the clients that left has time to end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = await call(`${server.url}/assets/twinned-AbCdEf12.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(decode('br', answer.bytes)).toBe(TWINNED_SCRIPT);
    expect((await call(`${server.url}/login`)).status).toBe(200);
  });

  it('in the middle of a large answer leaves the server answering everyone else', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const received = await readSomeAndLeave(LARGE, encoding);
      expect(received).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = await call(`${server.url}${LARGE}`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(decode('br', answer.bytes)).toBe(largeScript);
  });
});
