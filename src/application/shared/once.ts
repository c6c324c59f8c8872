/** A getter that builds its value on first read and answers that same value after. */
export function once<T>(build: () => T): () => T {
  let built: { readonly value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}
