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

/** A kept answer, and whether it is still within its time to live. */
export interface CacheHit {
  readonly entry: CachedAnswer;
  readonly fresh: boolean;
}

/**
 * The serialised 200 answers of public reads, kept in memory. Public reads are the same for every
 * caller, and serialising a catalogue of thousands of rows costs far more than the lookup, so the
 * hot lists are answered from here. Any successful write through the API clears the whole cache,
 * and an entry also expires after `ttlMs`, so a change made outside the API (a migration, the
 * staff CLI) shows within that time. An expired entry is still sent for `staleMs` more while one
 * read makes its successor (`refresh`): no caller waits for a catalogue to be read and serialised
 * again because its time ran out, and the next caller gets the new answer. The cache holds at most
 * `maxBytes`: past that the entries used longest ago go first, and an answer larger than the whole
 * bound is sent but not kept.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #refreshing = new Set<string>();
  readonly #ttlMs: number;
  readonly #staleMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;

  constructor(options: { ttlMs: number; staleMs?: number; maxBytes: number; now: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#staleMs = options.staleMs ?? 0;
    this.#maxBytes = options.maxBytes;
    this.#now = options.now;
  }

  /** The bytes every kept entry holds. */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Which clearing the cache is at. A read takes it before it starts and gives it to `set`: an
   * answer read before a write went through is then not kept, however late it arrives.
   */
  get generation(): number {
    return this.#generation;
  }

  /** The entry within its time to live. */
  get(key: string): CachedAnswer | undefined {
    const hit = this.lookup(key);
    return hit?.fresh === true ? hit.entry : undefined;
  }

  /** The entry, fresh or still fit to send while its successor is read; nothing when too old. */
  lookup(key: string): CacheHit | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    const now = this.#now();
    if (entry.until + this.#staleMs <= now) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    // Last in the map's order: the most recently used, the last to go.
    this.#entries.set(key, entry);
    return { entry, fresh: now < entry.until };
  }

  set(key: string, json: Buffer, generation: number = this.#generation): CachedAnswer {
    const entry: CachedAnswer = new CachedAnswer(json, this.#now() + this.#ttlMs, (added) => {
      if (this.#entries.get(key) !== entry) return;
      this.#bytes += added;
      this.#fit();
    });
    // Read before the last write went through: sent to its caller, never kept.
    if (generation !== this.#generation) return entry;
    this.#drop(key);
    this.#sweep();
    if (json.length > this.#maxBytes) return entry;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#fit();
    return entry;
  }

  /**
   * Makes the successor of an expired entry with `read`, once however many callers ask meanwhile.
   * `read` answers the new JSON, or `null` when the read no longer succeeds: the old entry then goes,
   * and the next caller gets the read's own answer. A read that throws drops the entry too.
   */
  refresh(key: string, read: () => Promise<Buffer | null>): Promise<void> {
    if (this.#refreshing.has(key)) return Promise.resolve();
    this.#refreshing.add(key);
    const generation = this.#generation;
    return read()
      .then(
        (json) => {
          if (json === null) this.#drop(key);
          else this.set(key, json, generation);
        },
        (error: unknown) => {
          this.#drop(key);
          throw error;
        },
      )
      .finally(() => this.#refreshing.delete(key));
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Drops what is too old to send, so memory is not held by answers nobody can be sent again. */
  #sweep(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.until + this.#staleMs <= now) this.#drop(key);
  }

  /** Drops the entries used longest ago until the cache is within its bound. */
  #fit(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#drop(key);
    }
  }
}

/**
 * The reference server's cache settings: a few dozen of the largest catalogues at the most; an
 * answer is fresh for 5 s and sent for a minute more while its successor is read.
 */
export const ANSWER_CACHE = { ttlMs: 5_000, staleMs: 60_000, maxBytes: 64 * 1024 * 1024 } as const;
export type ANSWER_CACHE = typeof ANSWER_CACHE;
