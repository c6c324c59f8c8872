import { sql, type Kysely } from 'kysely';
import { now } from '../schema-columns';

/**
 * One-time sign-in codes, the audit trail and the daily request totals.
 *
 * An OTP row keeps the code as a SHA-256 of a random per-row salt and the code; `code` holds the
 * plain code only on a demo database (the dashboard's OTP-Test page shows it). Audit rows name the
 * staff member by id and by name without a foreign key: the trail outlives the accounts it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('code_salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('is_sent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attempts', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint('otp_codes_expiry_check', sql`expires_at > created_at`)
    .execute();
  await db.schema
    .createIndex('otp_codes_phone_created_idx')
    .on('otp_codes')
    .columns(['phone_number', 'created_at'])
    .execute();
  await db.schema
    .createIndex('otp_codes_ip_created_idx')
    .on('otp_codes')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema.createIndex('otp_codes_created_idx').on('otp_codes').column('created_at').execute();

  await db.schema
    .createTable('audit_records')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('staff_user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_records_at_idx').on('audit_records').column('at').execute();

  await db.schema
    .createTable('request_totals')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('request_totals_pkey', ['day', 'category'])
    .execute();
}
