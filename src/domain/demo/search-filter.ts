/**
 * The items in which any of `fields` contains `key`, ignoring case; an empty key keeps them all.
 * Numbers are searched as they are written (a follower's `follow` of 2 matches "2").
 */
export function filterByKey<T extends object>(
  items: readonly T[],
  key: string,
  fields: readonly (keyof T & string)[],
): T[] {
  const needle = key.toLowerCase();
  return items.filter((item) =>
    fields.some((field) => {
      const value = item[field];
      return (
        (typeof value === 'string' || typeof value === 'number') &&
        String(value).toLowerCase().includes(needle)
      );
    }),
  );
}

/** The fields each demo list searches. */
export const SearchFields = {
  followers: ['name', 'location', 'follow'],
  friends: ['name', 'location'],
  friendRequests: ['name', 'mutual'],
  detailsCards: ['name', 'role', 'about', 'email', 'contact', 'location'],
  simpleCards: ['name', 'status'],
  profileCards: ['name', 'role', 'status'],
} as const;
