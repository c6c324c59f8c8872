import type { Kysely } from 'kysely';

/**
 * A patient's feedback names the appointment it is about: the site lets a patient rate only an
 * appointment they attended, and each appointment once. The unique index holds "once" even for two
 * sends arriving together; the seeded feedbacks, from before, name none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('feedbacks')
    .addColumn('appointment_id', 'integer', (c) =>
      c.references('online_appointments.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('feedbacks_appointment_id_key')
    .on('feedbacks')
    .column('appointment_id')
    .unique()
    .execute();
}
