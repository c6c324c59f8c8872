import { type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/** Key-value settings: the apps' configuration (`/AppConfig`) and preferences (`/AppPref`). */
async function settingsTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

/**
 * Settings and the public face: app configuration and preferences, the logo record, contact-us
 * data, messages sent through the contact form ("contact smart") and CVs submitted on the site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await settingsTable(db, 'app_configuration');
  await settingsTable(db, 'app_preferences');

  // The tab title and icon: one row, the newest wins if there are several.
  await db.schema
    .createTable('logos')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .$call(trilingual('name'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // The network's own row has no center; each center may have its own.
  await db.schema
    .createTable('contact_us')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('center_id', 'integer', (c) => c.unique().references('centers.id').onDelete('cascade'))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('whatsapp_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .$call(trilingual('address', ''))
    .$call(trilingual('working_hours', ''))
    .addColumn('facebook_url', 'text')
    .addColumn('instagram_url', 'text')
    .addColumn('website_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('submitted_cvs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('years_of_experience', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('cv_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}
