/**
 * Counts events per key over the last `windowMs`. Keeps at most `limit` timestamps per key (the
 * newest), which is all that "has the key reached the limit, and until when" needs, so memory per
 * key is bounded; keys whose events have all expired are swept.
 */
export class SlidingWindow {
  readonly #windowMs: number;
  readonly #limit: number;
  readonly #events = new Map<string, number[]>();
  readonly #sweepAbove: number;

  constructor(windowMs: number, limit: number, sweepAbove = 10_000) {
    this.#windowMs = windowMs;
    this.#limit = limit;
    this.#sweepAbove = sweepAbove;
  }

  record(key: string, now: number): void {
    const kept = this.#live(key, now);
    kept.push(now);
    if (kept.length > this.#limit) kept.splice(0, kept.length - this.#limit);
    this.#events.set(key, kept);
    if (this.#events.size > this.#sweepAbove) this.#sweep(now);
  }

  /**
   * Removes one event recorded at `time` (a reserved attempt that turned out not to count). Only
   * the newest `limit` events are kept, so an event already pushed out is not removed twice.
   */
  release(key: string, time: number): void {
    const all = this.#events.get(key);
    if (all === undefined) return;
    const at = all.lastIndexOf(time);
    if (at === -1) return;
    all.splice(at, 1);
    if (all.length === 0) this.#events.delete(key);
  }

  /** Ms until the key is under its limit again; 0 when it is under now. */
  blockedForMs(key: string, now: number): number {
    const kept = this.#live(key, now);
    if (kept.length < this.#limit) return 0;
    const oldest = kept[kept.length - this.#limit] ?? now;
    return Math.max(1, oldest + this.#windowMs - now);
  }

  clear(key: string): void {
    this.#events.delete(key);
  }

  /** Keys currently tracked (for tests of the memory bound). */
  get size(): number {
    return this.#events.size;
  }

  #live(key: string, now: number): number[] {
    const all = this.#events.get(key);
    if (all === undefined) return [];
    const kept = all.filter((t) => t > now - this.#windowMs);
    if (kept.length === 0) this.#events.delete(key);
    return kept;
  }

  #sweep(now: number): void {
    for (const [key, times] of this.#events) {
      if (times.every((t) => t <= now - this.#windowMs)) this.#events.delete(key);
    }
  }
}
