/**
 * Counts each user's hub connections against the per-user limit. With one process the count lives
 * here; with several replicas (`REDIS_URL`) it lives in Redis (`server/scale`), so a user holding
 * connections on one replica is refused on another exactly as on one server.
 */
export interface HubConnectionCounter {
  /**
   * Takes a place for one more connection of `subject`, unless the user already holds `limit`:
   * answers the function that gives the place back (once the socket has closed), or null when full.
   * Connections asked for at once are counted one by one, wherever they arrive.
   */
  acquire(subject: string, limit: number): Promise<(() => void) | null>;
}

/** The count in this process's memory: one server, or replicas without a shared store. */
export class InProcessConnectionCounter implements HubConnectionCounter {
  readonly #held = new Map<string, number>();

  /** Decides before it answers (no await in between), so parallel upgrades cannot both pass. */
  acquire(subject: string, limit: number): Promise<(() => void) | null> {
    const held = this.#held.get(subject) ?? 0;
    if (held >= limit) return Promise.resolve(null);
    this.#held.set(subject, held + 1);
    let released = false;
    return Promise.resolve(() => {
      if (released) return;
      released = true;
      const left = (this.#held.get(subject) ?? 1) - 1;
      if (left > 0) this.#held.set(subject, left);
      else this.#held.delete(subject);
    });
  }

  /** Connections `subject` holds now (for tests). */
  held(subject: string): number {
    return this.#held.get(subject) ?? 0;
  }
}
