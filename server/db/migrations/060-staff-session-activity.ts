import type { Kysely } from 'kysely';

/**
 * The last request of each staff login session, for the idle limit (`SESSION_IDLE_MINUTES`). One
 * row per session, written at login and at most once a minute after; purged past `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_session_activity')
    .addColumn('session', 'text', (c) => c.primaryKey())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_session_activity_expires_at_idx')
    .on('staff_session_activity')
    .column('expires_at')
    .execute();
}
