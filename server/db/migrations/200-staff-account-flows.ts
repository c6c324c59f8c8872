import { sql, type Kysely } from 'kysely';

/**
 * Staff accounts beyond what administrators type in: a stranger may ask for an account (kept as a
 * request until an administrator approves or refuses it), a staff user may reset a forgotten
 * password with a code sent to their phone, and a password set by someone else must be changed
 * at the next login.
 *
 * - `staff_users.phone_number`: where a reset code goes (null: no reset by code for this user);
 *   `must_change_password`: set by an administrator's reset and by an approval, cleared by the
 *   user's own change.
 * - `otp_codes.purpose`: the codes share one SMS channel (and its limits and logs); a patient's
 *   sign-in accepts only `patient` codes, a password reset only its own.
 * - `staff_password_resets`: one row per reset request, known name or not, so the limits and the
 *   attempts count the same for a name that does not exist (nothing tells which names exist).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_users')
    .addColumn('phone_number', 'text')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('otp_codes')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('patient'))
    .execute();

  await db.schema
    .createTable('staff_account_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('staff_user_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint(
      'staff_account_requests_status_check',
      sql`status in ('pending', 'approved', 'refused')`,
    )
    .execute();
  await db.schema
    .createIndex('staff_account_requests_created_idx')
    .on('staff_account_requests')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('staff_account_requests_ip_created_idx')
    .on('staff_account_requests')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('staff_password_resets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('staff_user_id', 'text')
    .addColumn('otp_code_id', 'bigint')
    .addColumn('attempts', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('ticket_hash', 'text')
    .addColumn('ticket_expires_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_password_resets_name_created_idx')
    .on('staff_password_resets')
    .columns(['name_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('staff_password_resets_ip_created_idx')
    .on('staff_password_resets')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('staff_password_resets_ticket_idx')
    .on('staff_password_resets')
    .column('ticket_hash')
    .execute();
}
