import { sql, type Kysely } from 'kysely';
import { now } from '../schema-columns';

/**
 * Every state change staff make to an appointment: who, when, from which state to which and why,
 * and the appointment's version, which each change raises by one so a client that read an older
 * version is told its view is stale instead of overwriting a colleague's change. An undo is a
 * change of its own that names the change it reverses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('online_appointments')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('appointment_state_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('online_appointments.id').onDelete('cascade'),
    )
    .addColumn('from_state', 'smallint', (c) => c.notNull().references('appointment_states.id'))
    .addColumn('to_state', 'smallint', (c) => c.notNull().references('appointment_states.id'))
    .addColumn('reason', 'text')
    .addColumn('staff_user_id', 'text', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('staff_user_name', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    /** The appointment's version after this change. */
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('reverses_id', 'integer', (c) =>
      c.unique().references('appointment_state_changes.id').onDelete('set null'),
    )
    .addCheckConstraint('appointment_state_changes_states_check', sql`from_state <> to_state`)
    .execute();
  await db.schema
    .createIndex('appointment_state_changes_appointment_idx')
    .on('appointment_state_changes')
    .columns(['appointment_id', 'changed_at'])
    .execute();
}
