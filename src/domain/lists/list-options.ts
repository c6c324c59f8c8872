/** How one list behaves; the resource table of the adapters holds one of these per list. */
export interface ListOptions<T> {
  /** A failed call empties the list; otherwise the last items stay on screen. */
  readonly emptyOnError: boolean;
  /** An empty answer is an error (roles, pharmacy profile details, test profile, stats). */
  readonly emptyIsError: boolean;
  /**
   * The search predicate. It is called with the same query for every item of one search, so a
   * predicate that prepares its needle may cache it by query. Never called for the empty query,
   * which keeps every item. Lists without search may omit it: they keep every item.
   */
  readonly matches?: ((item: T, query: string) => boolean) | undefined;
}
