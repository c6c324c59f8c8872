import type { Kysely } from 'kysely';

/**
 * The grid filtered by a state or a doctor pages newest first (`starting_time desc, id desc`).
 * The two-column indexes on (state, starting_time) and (doctor_id, starting_time) found the rows
 * but left the tie on `id` to a sort of every match; with `id` in the index a page is read in
 * order and stops after its rows. The longer indexes serve every query the shorter ones did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('online_appointments_state_time_id_idx')
    .on('online_appointments')
    .columns(['state', 'starting_time', 'id'])
    .execute();
  await db.schema
    .createIndex('online_appointments_doctor_time_id_idx')
    .on('online_appointments')
    .columns(['doctor_id', 'starting_time', 'id'])
    .execute();
  await db.schema.dropIndex('online_appointments_state_time_idx').execute();
  await db.schema.dropIndex('online_appointments_doctor_time_idx').execute();
}
