import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/** Link table of a generation rule to one kind of selectable (doctors, centers, videos, instructions). */
async function ruleLinks(db: Kysely<unknown>, table: string, column: string, target: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('news_feed_generation_rule_id', 'integer', (c) =>
      c.notNull().references('news_feed_generation_rules.id').onDelete('cascade'),
    )
    .addColumn(column, 'integer', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${table}_pkey`, ['news_feed_generation_rule_id', column])
    .execute();
}

/**
 * The news feed: post categories, posts (written, or generated from a doctor, a center, a video or
 * an instruction), and the generation rules with the items each rule selects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_feed_post_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('news_feed_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('news_feed_post_category_id', 'integer', (c) =>
      c.notNull().references('news_feed_post_categories.id'),
    )
    .addColumn('doctor_id', 'integer', (c) => c.references('doctors.id').onDelete('set null'))
    .addColumn('center_id', 'integer', (c) => c.references('centers.id').onDelete('set null'))
    .addColumn('video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('instruction_id', 'integer', (c) => c.references('instructions.id').onDelete('set null'))
    .$call(trilingual('body'))
    .addColumn('image_url', 'text')
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('news_feed_posts_likes_check', sql`likes >= 0`)
    .execute();

  await db.schema
    .createTable('news_feed_generation_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('posts_per_day', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await ruleLinks(db, 'news_feed_rule_doctors', 'doctor_id', 'doctors');
  await ruleLinks(db, 'news_feed_rule_centers', 'center_id', 'centers');
  await ruleLinks(db, 'news_feed_rule_videos', 'video_id', 'videos');
  await ruleLinks(db, 'news_feed_rule_instructions', 'instruction_id', 'instructions');
}
