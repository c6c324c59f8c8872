import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/**
 * Website content: the carousel (26 placements, grouped by slider destination), why-choose-us
 * text, smart components, partners and certificates, announcements, articles and guidance clinics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A destination's English name, spaces removed, matches a placement name.
  await db.schema
    .createTable('slider_destination_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('carousel_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('carousel_for', 'smallint', (c) => c.notNull())
    .addColumn('slider_destination_group_id', 'integer', (c) =>
      c.references('slider_destination_groups.id').onDelete('set null'),
    )
    .$call(trilingual('title', ''))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('carousel_images_carousel_for_check', sql`carousel_for between 0 and 25`)
    .execute();
  await db.schema
    .createIndex('carousel_images_carousel_for_idx')
    .on('carousel_images')
    .column('carousel_for')
    .execute();

  await db.schema
    .createTable('why_choose_us')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('title'))
    .$call(trilingual('body', ''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('smart_components')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('title'))
    .$call(trilingual('description', ''))
    .addColumn('image_url', 'text')
    .addColumn('link_url', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('partners_and_certificates')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .$call(trilingual('name'))
    .addColumn('image_url', 'text')
    .addColumn('website_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('partners_and_certificates_kind_check', sql`kind in ('Partner', 'Certificate')`)
    .execute();

  await db.schema
    .createTable('announcement_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('announcement_category_id', 'integer', (c) =>
      c.notNull().references('announcement_categories.id'),
    )
    .$call(trilingual('title'))
    .$call(trilingual('body', ''))
    .addColumn('is_pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('article_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('article_category_id', 'integer', (c) => c.notNull().references('article_categories.id'))
    .addColumn('doctor_id', 'integer', (c) => c.references('doctors.id').onDelete('set null'))
    .$call(trilingual('title'))
    .$call(trilingual('body', ''))
    .addColumn('image_url', 'text')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('guidance_clinics')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('center_id', 'integer', (c) => c.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('doctor_assistant_id', 'integer', (c) =>
      c.references('doctor_assistants.id').onDelete('set null'),
    )
    .$call(trilingual('name'))
    .$call(trilingual('description', ''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('working_hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
