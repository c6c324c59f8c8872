import type { Kysely } from 'kysely';

/**
 * Carousel images are written through `/api/Records/carouselImages` from this migration on (added,
 * changed and removed from the slider board), each with a version against lost updates, as the
 * records of 030, 230, 280 and 310 have.
 */
export const VERSIONED_TABLES_340 = ['carousel_images'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES_340) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
