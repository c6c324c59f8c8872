import type { Kysely } from 'kysely';

/**
 * A patient follows the complaints filed under their account and those a visitor filed with their
 * phone number (the sign-in's SMS code proves the number): `MyComplaints` reads by the number too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('complaints_phone_number_idx')
    .on('complaints')
    .column('phone_number')
    .execute();
}
