import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/** News and their categories, events with categories and speakers, research, and guidelines. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('news_category_id', 'integer', (c) => c.notNull().references('news_categories.id'))
    .addColumn('center_id', 'integer', (c) => c.references('centers.id').onDelete('set null'))
    .$call(trilingual('title'))
    .$call(trilingual('body', ''))
    .addColumn('image_url', 'text')
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('event_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('event_category_id', 'integer', (c) => c.notNull().references('event_categories.id'))
    .addColumn('center_id', 'integer', (c) => c.references('centers.id').onDelete('set null'))
    .$call(trilingual('title'))
    .$call(trilingual('description', ''))
    .$call(trilingual('location', ''))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('events_times_check', sql`ends_at > starts_at`)
    .execute();

  await db.schema
    .createTable('event_speakers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .$call(trilingual('job_title', ''))
    .$call(trilingual('bio', ''))
    .addColumn('photo_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('event_speaker_links')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('event_speaker_id', 'integer', (c) =>
      c.notNull().references('event_speakers.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('event_speaker_links_pkey', ['event_id', 'event_speaker_id'])
    .execute();

  await db.schema
    .createTable('research_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // Papers keep the language they were published in (English); only their categories are trilingual.
  await db.schema
    .createTable('research')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('research_category_id', 'integer', (c) => c.notNull().references('research_categories.id'))
    .addColumn('doctor_id', 'integer', (c) => c.references('doctors.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('abstract', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('authors', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('journal', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_on', 'date')
    .addColumn('url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('guidelines')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('speciality_id', 'integer', (c) => c.references('specialities.id').onDelete('set null'))
    .$call(trilingual('title'))
    .$call(trilingual('body', ''))
    .addColumn('file_url', 'text')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
