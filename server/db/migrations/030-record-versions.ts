import type { Kysely } from 'kysely';

/**
 * The tables of the records staff write through `/api/Records/*`: each row carries a version,
 * 1 when made and one more at every change, so a change made from an older copy is refused (409)
 * instead of silently undoing someone else's.
 */
export const VERSIONED_TABLES = [
  'news',
  'news_categories',
  'doctors',
  'specialities',
  'centers',
  'pharmacy_items',
  'lab_test_profiles',
  'jobs',
  'events',
  'research',
  'message_templates',
  'partners_and_certificates',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
