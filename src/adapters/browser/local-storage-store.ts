import type { KeyValueStore } from '../../application/ports/key-value-store';

/**
 * `KeyValueStore` over `localStorage` that never throws. Browsers refuse storage in several ways
 * (Safari private mode and a full quota throw on write, disabled storage throws on the
 * `localStorage` getter itself); a value the browser refused is kept in memory instead, so the
 * page keeps working until it is closed.
 */
export class LocalStorageStore implements KeyValueStore {
  // Writes the browser refused (`null`: a refused removal); they win over storage, which may
  // still hold an older value.
  private readonly fallback = new Map<string, string | null>();

  /** `storage` is a getter because merely reading `window.localStorage` can throw. */
  constructor(private readonly storage: () => Storage | null | undefined = () => globalThis.localStorage) {}

  get(key: string): string | null {
    if (this.fallback.has(key)) return this.fallback.get(key) ?? null;
    return attempt(() => this.storage()?.getItem(key) ?? null) ?? null;
  }

  set(key: string, value: string): void {
    const stored = attempt(() => {
      const storage = this.storage();
      if (!storage) return false;
      storage.setItem(key, value);
      return true;
    });
    if (stored) {
      this.fallback.delete(key);
    } else {
      this.fallback.set(key, value);
      attempt(() => this.storage()?.removeItem(key));
    }
  }

  remove(key: string): void {
    const removed = attempt(() => {
      this.storage()?.removeItem(key);
      return true;
    });
    if (removed) this.fallback.delete(key);
    else this.fallback.set(key, null);
  }
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
