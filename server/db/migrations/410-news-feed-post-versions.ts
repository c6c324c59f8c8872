import type { Kysely } from 'kysely';

/**
 * Written through `/api/Records/newsFeedPosts` from this migration on, with a version against lost
 * updates as the records of 030 to 350 have: the news-feed posts.
 */
export const VERSIONED_TABLES_410 = ['news_feed_posts'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES_410) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
