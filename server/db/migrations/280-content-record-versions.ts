import type { Kysely } from 'kysely';

/**
 * The tables written through `/api/Records/*` from this migration on, each with a version against
 * lost updates (as 030 and 230): the website's announcements and articles.
 */
export const VERSIONED_TABLES_280 = ['announcements', 'articles'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES_280) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
