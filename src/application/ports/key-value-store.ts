/**
 * A small persistent string store (the browser's local storage). Implementations never throw: a
 * store the browser refuses (private mode, quota, disabled storage) degrades to memory for the
 * life of the page.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
