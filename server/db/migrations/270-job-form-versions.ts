import type { Kysely } from 'kysely';

/**
 * Job forms are written by the builder (`/api/JobFormBuilder/*`): each row carries a version, 1
 * when made and one more at every change, so a save made from an older copy is refused (409)
 * instead of silently undoing someone else's fields.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_forms')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
