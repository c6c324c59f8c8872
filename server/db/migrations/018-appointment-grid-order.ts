import type { Kysely } from 'kysely';

/**
 * The appointment grid with no filter pages through every appointment newest first
 * (`starting_time desc, id desc`); without this index each page sorted the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('online_appointments_time_id_idx')
    .on('online_appointments')
    .columns(['starting_time', 'id'])
    .execute();
}
