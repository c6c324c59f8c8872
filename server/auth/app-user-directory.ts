import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The app user of a phone number, created at its first sign-in. A new account has an empty name
 * until the patient gives one; two first sign-ins at once end with one account.
 */
export async function findOrCreateAppUser(db: Db, phoneNumber: string, now: number): Promise<{ id: string }> {
  await db
    .insertInto('app_users')
    .values({ id: randomUUID(), name: '', phone_number: phoneNumber, created_at: new Date(now) })
    .onConflict((c) => c.column('phone_number').doNothing())
    .execute();
  return db
    .selectFrom('app_users')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirstOrThrow();
}
