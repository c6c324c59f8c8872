/**
 * The first `n` items of a list, in order. `n` below 1 gives an empty list and a fractional `n` is
 * rounded down, so a bad limit can never throw or return more than the list holds.
 */
export function firstN<T>(items: readonly T[], n: number): T[] {
  const count = n > 0 ? Math.min(Math.floor(n), items.length) : 0;
  return items.slice(0, count);
}
