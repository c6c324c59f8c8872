import type { Kysely } from 'kysely';

/**
 * Staff order the slider's images from the dashboard: each destination group carries the version
 * of its order, 1 when made and one more at every saved change, so an order saved from an older
 * copy is refused (409) instead of silently undoing someone else's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('slider_destination_groups')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
