import { sql, type Kysely } from 'kysely';
import { now } from '../schema-columns';

/**
 * What the public sends from the site: the complaints' workflow (a version against lost updates,
 * the note the patient sees, each step with who moved it, when and why) and the log the abuse
 * limits count (kind, address, phone, when), kept apart from the messages so the address of a
 * sender never reaches the staff lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('complaints')
    .addColumn('public_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The dashboard home counts new complaints (`status = 'Open'`); the workflow lists by status.
  await db.schema.createIndex('complaints_status_idx').on('complaints').column('status').execute();
  await db.schema.createIndex('complaints_app_user_id_idx').on('complaints').column('app_user_id').execute();

  await db.schema
    .createTable('complaint_steps')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('public_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_user_id', 'text', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('complaint_steps_complaint_id_idx')
    .on('complaint_steps')
    .column('complaint_id')
    .execute();

  await db.schema
    .createTable('public_submissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'public_submissions_kind_check',
      sql`kind in ('contact', 'complaint', 'feedback', 'application')`,
    )
    .execute();
  await db.schema
    .createIndex('public_submissions_address_idx')
    .on('public_submissions')
    .columns(['kind', 'client_address', 'at'])
    .execute();
  await db.schema
    .createIndex('public_submissions_phone_idx')
    .on('public_submissions')
    .columns(['kind', 'phone_number', 'at'])
    .execute();
}
