import { sql, type Kysely } from 'kysely';

/** Patients' app accounts, identified by phone number (the one-time-code login). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull().unique())
    .addColumn('birthdate', 'date')
    .addColumn('sex', 'text')
    .addColumn('martial_status', 'text')
    .addColumn('blood_group', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
