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
  #bytes: number;

  constructor(
    readonly json: Buffer,
    readonly until: number,
    /** Told how many bytes an encoding added once it is made, so the cache can keep its bound. */
    private readonly grew: (bytes: number) => void = () => undefined,
  ) {
    this.#bytes = json.length;
  }

  /** What the entry holds in memory: its JSON and every encoding made so far. */
  get bytes(): number {
    return this.#bytes;
  }

  encoded(encoding: AnswerEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (bytes === undefined) {
      bytes = COMPRESS[encoding](this.json).then((made) => {
        this.#bytes += made.length;
        this.grew(made.length);
        return made;
      });
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
 * staff CLI) shows within that time. The cache holds at most `maxBytes`: past that the entries
 * used longest ago go first, and an answer larger than the whole bound is sent but not kept.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: { ttlMs: number; maxBytes: number; now: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxBytes = options.maxBytes;
    this.#now = options.now;
  }

  /** The bytes every kept entry holds. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.until <= this.#now()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    // Last in the map's order: the most recently used, the last to go.
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, json: Buffer): CachedAnswer {
    this.#drop(key);
    this.#sweep();
    const entry: CachedAnswer = new CachedAnswer(json, this.#now() + this.#ttlMs, (added) => {
      if (this.#entries.get(key) !== entry) return;
      this.#bytes += added;
      this.#fit();
    });
    if (json.length > this.#maxBytes) return entry;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#fit();
    return entry;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Drops what has expired, so memory is not held by answers nobody can be sent again. */
  #sweep(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.until <= now) this.#drop(key);
  }

  /** Drops the entries used longest ago until the cache is within its bound. */
  #fit(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#drop(key);
    }
  }
}

/** The reference server's cache settings: a few dozen of the largest catalogues at the most. */
export const ANSWER_CACHE = { ttlMs: 5_000, maxBytes: 64 * 1024 * 1024 } as const;
export type ANSWER_CACHE = typeof ANSWER_CACHE;
