import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The encodings a cached answer is kept in besides plain JSON, best first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Brotli quality for JSON answers: nearly the size of the best quality at a fraction of the CPU. */
export const JSON_BROTLI_QUALITY = 4;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESS: Record<AnswerEncoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) => brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: JSON_BROTLI_QUALITY } }),
  gzip: (json) => gzip(json),
};

/**
 * One cached answer: its UTF-8 JSON, and that JSON compressed in each encoding a caller asked for.
 * A catalogue of thousands of rows is megabytes of JSON; compressing it for every caller would cost
 * more than the read itself, so each encoding is made once per entry, however many ask at once.
 */
export class CachedAnswer {
  readonly #encoded = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(
    readonly json: Buffer,
    readonly until: number,
  ) {}

  encoded(encoding: AnswerEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (bytes === undefined) {
      bytes = COMPRESS[encoding](this.json);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * The serialised 200 answers of public reads, kept in memory. Public reads are the same for every
 * caller, and serialising a catalogue of thousands of rows costs far more than the lookup, so the
 * hot lists are answered from here. Any successful write through the API clears the whole cache,
 * and an entry also expires after `ttlMs`, so a change made outside the API (a migration, the
 * staff CLI) shows within that time.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs: number; maxEntries: number; now: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, json: Buffer): CachedAnswer {
    // Bounded: a flood of distinct URLs (`/PhotoGallery/1`, `/2`, …) cannot grow it without end.
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    const entry = new CachedAnswer(json, this.#now() + this.#ttlMs);
    this.#entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The reference server's cache settings. */
export const ANSWER_CACHE = { ttlMs: 5_000, maxEntries: 512 } as const;
export type ANSWER_CACHE = typeof ANSWER_CACHE;
