import type { Kysely } from 'kysely';
import { now } from '../schema-columns';

/**
 * CVs sent from the site: the file is kept under the uploads folder's `cv/` by a random name (never
 * the sender's), with the type read from its first bytes; the application to a job form and the
 * CV on staff's CV list both name it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cv_files')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .alterTable('job_form_applicants')
    .addColumn('cv_file_id', 'integer', (c) => c.references('cv_files.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('submitted_cvs')
    .addColumn('cv_file_id', 'integer', (c) => c.references('cv_files.id').onDelete('set null'))
    .execute();
}
