import { sql, type Kysely } from 'kysely';

/**
 * Online booking by patients (docs/api-extensions.md, "Booking"):
 * - a doctor's day may have breaks (`[{ "startsAt": "HH:MM", "endsAt": "HH:MM" }]`, local time),
 *   and both settings tables carry a version, so an edit made from an older copy is refused;
 * - a patient's own rule: how many hours before its start they may still cancel a booking;
 * - at most one open (not cancelled) appointment per doctor and start, so two patients booking
 *   the same slot at once end with exactly one booking: the database decides, not a prior read;
 * - a state change a patient makes (a cancellation) names the app user instead of a staff member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctor_appointment_settings')
    .addColumn('breaks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('user_appointment_settings')
    .addColumn('cancel_hours_before', 'smallint', (c) => c.notNull().defaultTo(2))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('user_appointment_settings')
    .addCheckConstraint(
      'user_appointment_settings_limits_check',
      sql`max_open_appointments between 0 and 50 and cancel_hours_before between 0 and 720`,
    )
    .execute();
  await sql`create unique index online_appointments_open_slot_idx
    on online_appointments (doctor_id, starting_time) where state not in (5, 6)`.execute(db);
  await db.schema
    .alterTable('appointment_state_changes')
    .addColumn('app_user_id', 'text', (c) => c.references('app_users.id').onDelete('set null'))
    .execute();
}
