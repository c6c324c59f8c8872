import type { Kysely } from 'kysely';

/**
 * Staff change what a news-feed generation rule selects from the dashboard: each rule carries a
 * version, 1 when made and one more at every saved change, so a selection saved from an older
 * copy is refused (409) instead of silently undoing someone else's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news_feed_generation_rules')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
