/**
 * The serialised 200 answers of public reads, kept in memory. Public reads are the same for every
 * caller, and serialising a catalogue of thousands of rows costs far more than the lookup, so the
 * hot lists are answered from here. Any successful write through the API clears the whole cache,
 * and an entry also expires after `ttlMs`, so a change made outside the API (a migration, the
 * staff CLI) shows within that time.
 */
export class AnswerCache {
  readonly #entries = new Map<string, { readonly json: Buffer; readonly until: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs: number; maxEntries: number; now: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now;
  }

  /** The UTF-8 bytes of the answer: encoded once, not on every request. */
  get(key: string): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  set(key: string, json: Buffer): void {
    // Bounded: a flood of distinct URLs (`/PhotoGallery/1`, `/2`, …) cannot grow it without end.
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, { json, until: this.#now() + this.#ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The reference server's cache settings. */
export const ANSWER_CACHE = { ttlMs: 5_000, maxEntries: 512 } as const;
export type ANSWER_CACHE = typeof ANSWER_CACHE;
