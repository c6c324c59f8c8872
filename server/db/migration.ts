import type { Kysely } from 'kysely';

/**
 * One schema change. `up` runs inside a transaction together with the row that records it, so a
 * migration is applied entirely or not at all. Migrations are never edited once shipped: a change
 * is a new file.
 */
export interface Migration {
  /** The file name without `.ts`, e.g. `001-roles-and-staff-users`; the order is the name's order. */
  readonly name: string;
  // The schema builder does not need the table types, and a migration must not depend on today's.
  readonly up: (db: Kysely<unknown>) => Promise<void>;
}
