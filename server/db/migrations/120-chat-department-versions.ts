import type { Kysely } from 'kysely';

/**
 * Staff edit the chat departments from the dashboard: each row carries a version, 1 when made and
 * one more at every change, so a change or removal made from an older copy is refused (409)
 * instead of silently undoing someone else's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_departments')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
