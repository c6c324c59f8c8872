import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_ENCODINGS, AnswerCache } from '../../../server/http/answer-cache';

describe('AnswerCache', () => {
  it('answers what was stored until the time to live has passed, and nothing after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), fc.nat(120_000), (ttlMs, wait) => {
        let now = 1_000;
        const cache = new AnswerCache({ ttlMs, maxEntries: 10, now: () => now });
        cache.set('/api/News', Buffer.from('[1]'));
        now += wait;
        expect(cache.get('/api/News')?.json.toString()).toBe(wait < ttlMs ? '[1]' : undefined);
      }),
    );
  });

  it('forgets every entry on clear (a write went through)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 20 }), (keys) => {
        const cache = new AnswerCache({ ttlMs: 1_000, maxEntries: 100, now: () => 0 });
        for (const key of keys) cache.set(key, Buffer.from(key));
        cache.clear();
        for (const key of keys) expect(cache.get(key)).toBeUndefined();
      }),
    );
  });

  it('never holds more than its bound of entries', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { maxLength: 50 }),
        fc.integer({ min: 1, max: 10 }),
        (keys, max) => {
          const cache = new AnswerCache({ ttlMs: 1_000, maxEntries: max, now: () => 0 });
          for (const key of keys) cache.set(key, Buffer.from(key));
          expect(keys.filter((k) => cache.get(k) !== undefined).length).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});

describe('a cached answer', () => {
  const json = Buffer.from(
    JSON.stringify(Array.from({ length: 500 }, (_, id) => ({ id, name: `item ${id}` }))),
  );

  it.each(ANSWER_ENCODINGS)(
    'is compressed in %s once, however many callers ask at once',
    async (encoding) => {
      const entry = new AnswerCache({ ttlMs: 1_000, maxEntries: 10, now: () => 0 }).set('/api/News', json);
      const asked = [entry.encoded(encoding), entry.encoded(encoding), entry.encoded(encoding)];
      expect(new Set(asked).size).toBe(1);
      const bytes = await asked[0]!;
      expect(bytes.length).toBeLessThan(json.length);
      const plain = encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
      expect(plain.equals(json)).toBe(true);
    },
  );
});
