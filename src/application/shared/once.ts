/** A getter that builds its value on first read and answers that same value after. */
export function once<T>(build: () => T): () => T {
  let built: { readonly value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}

/**
 * An object whose fields are each built by their own builder on first read, and are that same
 * value after. A builder may read the other fields: nothing is built before it is needed.
 */
export function lazyFields<T extends object>(builders: { readonly [K in keyof T]: () => T[K] }): T {
  const fields = {} as T;
  for (const key of Object.keys(builders) as (keyof T & string)[]) {
    Object.defineProperty(fields, key, { get: once(builders[key]), enumerable: true });
  }
  return fields;
}

/**
 * A load done once and shared by every caller while it runs or after it succeeded; one that
 * failed is forgotten, so the next call starts it again (a dropped connection, then Retry).
 */
export function onceUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
