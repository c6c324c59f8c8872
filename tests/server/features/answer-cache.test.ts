import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_ENCODINGS, AnswerCache } from '../../../server/http/answer-cache';

describe('AnswerCache', () => {
  it('answers what was stored until the time to live has passed, and nothing after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), fc.nat(120_000), (ttlMs, wait) => {
        let now = 1_000;
        const cache = new AnswerCache({ ttlMs, maxBytes: 1_000_000, now: () => now });
        cache.set('/api/News', Buffer.from('[1]'));
        now += wait;
        expect(cache.get('/api/News')?.json.toString()).toBe(wait < ttlMs ? '[1]' : undefined);
      }),
    );
  });

  it('forgets every entry on clear (a write went through)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 20 }), (keys) => {
        const cache = new AnswerCache({ ttlMs: 1_000, maxBytes: 1_000_0000, now: () => 0 });
        for (const key of keys) cache.set(key, Buffer.from(key));
        cache.clear();
        for (const key of keys) expect(cache.get(key)).toBeUndefined();
      }),
    );
  });

  const op = fc.oneof(
    fc.record({
      kind: fc.constant('set' as const),
      key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      size: fc.nat(400),
    }),
    fc.record({ kind: fc.constant('get' as const), key: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
    fc.record({ kind: fc.constant('encode' as const), key: fc.constantFrom('a', 'b', 'c', 'd', 'e') }),
  );

  it('never holds more bytes than its bound, JSON and encodings counted, and counts them exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { maxLength: 30 }),
        fc.integer({ min: 100, max: 1_000 }),
        async (ops, max) => {
          const cache = new AnswerCache({ ttlMs: 1_000, maxBytes: max, now: () => 0 });
          for (const step of ops) {
            if (step.kind === 'set') cache.set(step.key, Buffer.from('x'.repeat(step.size)));
            else if (step.kind === 'get') cache.get(step.key);
            else await cache.get(step.key)?.encoded('gzip');
            expect(cache.bytes).toBeLessThanOrEqual(max);
          }
          const kept = ['a', 'b', 'c', 'd', 'e'].map((key) => cache.get(key)?.bytes ?? 0);
          expect(kept.reduce((sum, bytes) => sum + bytes, 0)).toBe(cache.bytes);
        },
      ),
    );
  });

  it('keeps what was just stored when it fits, dropping the entries used longest ago', () => {
    const cache = new AnswerCache({ ttlMs: 1_000, maxBytes: 250, now: () => 0 });
    cache.set('a', Buffer.alloc(100));
    cache.set('b', Buffer.alloc(100));
    cache.get('a');
    cache.set('c', Buffer.alloc(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.json.length).toBe(100);
    expect(cache.get('c')?.json.length).toBe(100);
  });

  it('sends but does not keep an answer larger than its whole bound', () => {
    const cache = new AnswerCache({ ttlMs: 1_000, maxBytes: 100, now: () => 0 });
    cache.set('small', Buffer.alloc(50));
    const big = cache.set('big', Buffer.alloc(101));
    expect(big.json.length).toBe(101);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('small')?.json.length).toBe(50);
  });

  it('frees the memory of expired answers when the next one is stored', () => {
    let now = 0;
    const cache = new AnswerCache({ ttlMs: 1_000, maxBytes: 10_000, now: () => now });
    for (const key of ['a', 'b', 'c']) cache.set(key, Buffer.alloc(1_000));
    now = 1_000;
    cache.set('d', Buffer.alloc(10));
    expect(cache.bytes).toBe(10);
  });
});

describe('an expired answer', () => {
  it('is sent, marked not fresh, until its time to live and the stale time have passed; then nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.nat(60_000),
        fc.nat(200_000),
        (ttlMs, staleMs, wait) => {
          let now = 1_000;
          const cache = new AnswerCache({ ttlMs, staleMs, maxBytes: 1_000_000, now: () => now });
          cache.set('/api/News', Buffer.from('[1]'));
          now += wait;
          const hit = cache.lookup('/api/News');
          if (wait < ttlMs) expect(hit?.fresh).toBe(true);
          else if (wait < ttlMs + staleMs) expect(hit?.fresh).toBe(false);
          else expect(hit).toBeUndefined();
          // `get` answers only what is fresh.
          expect(cache.get('/api/News') !== undefined).toBe(wait < ttlMs);
        },
      ),
    );
  });

  it('is read again once however many callers ask meanwhile, and the next caller gets the new answer', async () => {
    let now = 0;
    const cache = new AnswerCache({ ttlMs: 10, staleMs: 1_000, maxBytes: 1_000_000, now: () => now });
    cache.set('k', Buffer.from('old'));
    now = 10;
    let reads = 0;
    let finish: (json: Buffer) => void = () => undefined;
    const read = () => {
      reads += 1;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const refreshes = [cache.refresh('k', read), cache.refresh('k', read), cache.refresh('k', read)];
    expect(cache.lookup('k')?.entry.json.toString()).toBe('old');
    finish(Buffer.from('new'));
    await Promise.all(refreshes);
    expect(reads).toBe(1);
    expect(cache.lookup('k')).toMatchObject({ fresh: true });
    expect(cache.get('k')?.json.toString()).toBe('new');
  });

  it("goes when its new read fails or no longer succeeds, so the next caller gets the read's own answer", async () => {
    const cache = new AnswerCache({ ttlMs: 0, staleMs: 1_000, maxBytes: 1_000_000, now: () => 0 });
    cache.set('gone', Buffer.from('old'));
    await cache.refresh('gone', () => Promise.resolve(null));
    expect(cache.lookup('gone')).toBeUndefined();
    cache.set('broken', Buffer.from('old'));
    await expect(cache.refresh('broken', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(cache.lookup('broken')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('a read that a write overtook', () => {
  it('is sent to its caller but never kept, however late it arrives', async () => {
    const cache = new AnswerCache({ ttlMs: 1_000, staleMs: 1_000, maxBytes: 1_000_000, now: () => 0 });
    const generation = cache.generation;
    cache.clear();
    const sent = cache.set('/api/News', Buffer.from('[before the write]'), generation);
    expect(sent.json.toString()).toBe('[before the write]');
    expect(cache.lookup('/api/News')).toBeUndefined();

    cache.set('/api/Events', Buffer.from('old'));
    let finish: (json: Buffer) => void = () => undefined;
    const refreshed = cache.refresh(
      '/api/Events',
      () => new Promise<Buffer>((resolve) => (finish = resolve)),
    );
    cache.clear();
    finish(Buffer.from('read before the write'));
    await refreshed;
    expect(cache.lookup('/api/Events')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('a cached answer', () => {
  const json = Buffer.from(
    JSON.stringify(Array.from({ length: 500 }, (_, id) => ({ id, name: `item ${id}` }))),
  );

  it.each(ANSWER_ENCODINGS)(
    'is compressed in %s once, however many callers ask at once',
    async (encoding) => {
      const entry = new AnswerCache({ ttlMs: 1_000, maxBytes: 1_000_000, now: () => 0 }).set(
        '/api/News',
        json,
      );
      const asked = [entry.encoded(encoding), entry.encoded(encoding), entry.encoded(encoding)];
      expect(new Set(asked).size).toBe(1);
      const bytes = await asked[0]!;
      expect(bytes.length).toBeLessThan(json.length);
      const plain = encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
      expect(plain.equals(json)).toBe(true);
    },
  );
});
