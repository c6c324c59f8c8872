import type { Kysely } from 'kysely';

/**
 * Staff accounts and roles written from the dashboard: a staff user can be disabled (kept, with
 * their audit history, but refused at login and on every call); each login session names its user,
 * so a disable or an administrator's password reset can end every session the user has; and both
 * tables carry a version against lost updates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_users')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Null for the sessions of a server before this migration: they end by expiry or idle limit.
  await db.schema.alterTable('staff_session_activity').addColumn('staff_user_id', 'text').execute();
  await db.schema
    .createIndex('staff_session_activity_staff_user_id_idx')
    .on('staff_session_activity')
    .column('staff_user_id')
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // "Is this role in use?" before a delete, and the users of a role when its areas change.
  await db.schema.createIndex('staff_users_role_id_idx').on('staff_users').column('role_id').execute();
}
