import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_CACHE } from '../../server/http/answer-cache';
import { call } from './support/http-client';
import { removeFolders, seededDemoDataDir, startTestServer, type TestServer } from './support/test-server';

/** The public pharmacy catalogue: megabytes of JSON, answered from the cache after the first read. */
const CATALOGUE = '/api/Pharmacy/GetPharmacyItems';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataDir: await seededDemoDataDir() });
}, 120_000);
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

describe('a cached public read', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])(
    'asked with Accept-Encoding %j, is sent as %s, the same JSON on a miss and on a hit',
    async (accept, sent) => {
      const plain = await call(`${server.url}${CATALOGUE}`);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (let i = 0; i < 2; i += 1) {
        const answer = await call(`${server.url}${CATALOGUE}`, { headers: { 'accept-encoding': accept } });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(sent);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding');
        expect(decode(sent, answer.bytes)).toBe(plain.text);
      }
    },
  );

  it('keeps the security headers on a compressed answer', async () => {
    const answer = await call(`${server.url}${CATALOGUE}`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the key of a cached public read', () => {
  let frozen: TestServer;
  // A clock that stands still unless a test moves it: an entry cannot expire between the reads,
  // however slow the machine.
  let now = Date.now();
  beforeAll(async () => {
    frozen = await startTestServer({ dataDir: await seededDemoDataDir(), now: () => now });
  }, 120_000);
  afterAll(async () => {
    await frozen.close();
    await removeFolders(frozen);
  });

  it('ignores a query the read never looks at and the spelling of the path: one entry, one database read', async () => {
    const first = await call(`${frozen.url}/api/News?cb=1`);
    expect(first.status).toBe(200);
    // A change made behind the API clears no cache: an answer read afresh would show it.
    const { id } = await frozen.db
      .updateTable('news')
      .set({ title_en: 'Changed behind the API' })
      .where('id', '=', (await frozen.db.selectFrom('news').select('id').executeTakeFirstOrThrow()).id)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeDefined();
    for (const address of ['/api/News?cb=2', '/api/News?cb=3&x=y', '/api/news', '/api/News/']) {
      const again = await call(`${frozen.url}${address}`);
      expect([address, again.status, again.text]).toEqual([address, 200, first.text]);
    }
    expect(first.text).not.toContain('Changed behind the API');
  });

  it('keeps reads of different path parameters apart', async () => {
    const one = await call(`${frozen.url}/api/PhotoGallery/1`);
    const two = await call(`${frozen.url}/api/PhotoGallery/2`);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(one.text).not.toBe(two.text);
  });

  it('sends an expired answer once while it reads the new one, and the new one after; never one past its last minute', async () => {
    const address = '/api/Events';
    const before = await call(`${frozen.url}${address}`);
    expect(before.status).toBe(200);
    const row = await frozen.db
      .selectFrom('events')
      .select('id')
      .where('is_published', '=', true)
      .executeTakeFirstOrThrow();
    await frozen.db
      .updateTable('events')
      .set({ title_en: 'Moved behind the API' })
      .where('id', '=', row.id)
      .execute();

    now += ANSWER_CACHE.ttlMs;
    // Past its time to live: the old answer, at once, while the new one is read.
    const stale = await call(`${frozen.url}${address}`);
    expect(stale.text).toBe(before.text);
    await expect
      .poll(async () => (await call(`${frozen.url}${address}`)).text)
      .toContain('Moved behind the API');

    await frozen.db.updateTable('events').set({ title_en: 'Moved again' }).where('id', '=', row.id).execute();
    now += ANSWER_CACHE.ttlMs + ANSWER_CACHE.staleMs;
    // Too old to send at all: read afresh before answering.
    expect((await call(`${frozen.url}${address}`)).text).toContain('Moved again');
  });
});
