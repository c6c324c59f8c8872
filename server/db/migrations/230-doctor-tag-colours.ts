import { sql, type Kysely } from 'kysely';

/** The tables written through `/api/Records/*` from this migration on, each with a version (as 030). */
export const VERSIONED_TABLES_230 = ['doctor_tags'] as const;

/**
 * Doctor tags become a managed record: a version against lost updates, and a colour from the
 * editor's 37-colour palette for the tag's chip (null: the theme's own); a doctor's tags keep the
 * order they were chosen in. The palette is checked by
 * the write schema; the column only holds the `#rrggbb` shape, so a palette changed later does not
 * need a migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES_230) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .alterTable('doctor_tags')
    .addColumn('color', 'text', (c) => c.check(sql`color ~ '^#[0-9a-f]{6}$'`))
    .execute();
  // A doctor's tags in the order staff chose them (the demo's links: as they were made).
  await db.schema
    .alterTable('doctor_tag_links')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
