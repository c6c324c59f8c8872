import { sql, type Kysely } from 'kysely';

/**
 * A doctor's booking settings per center (the appointments issue: "per doctor and center"): a
 * doctor who sees patients at two centers has a working week, hours, slots, breaks and day maximum
 * at each. Every setting kept so far becomes the one of the doctor's own center; the key is now
 * (doctor, center). The unique open slot of 070 stays per doctor: one doctor, one place at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctor_appointment_settings')
    .addColumn('center_id', 'integer', (c) => c.references('centers.id').onDelete('cascade'))
    .execute();
  await sql`update doctor_appointment_settings s set center_id = d.center_id
    from doctors d where d.id = s.doctor_id`.execute(db);
  await sql`alter table doctor_appointment_settings alter column center_id set not null`.execute(db);
  await sql`alter table doctor_appointment_settings drop constraint doctor_appointment_settings_pkey`.execute(
    db,
  );
  await sql`alter table doctor_appointment_settings
    add constraint doctor_appointment_settings_pkey primary key (doctor_id, center_id)`.execute(db);
  await db.schema
    .createIndex('doctor_appointment_settings_center_idx')
    .on('doctor_appointment_settings')
    .column('center_id')
    .execute();
}
