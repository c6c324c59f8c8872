import { sql, type Kysely } from 'kysely';

/**
 * Bulk messages sent from the dashboard: each report keeps the sender's key (a second click or a
 * resent request finds the message already made), the patient filter it went to and whether it is
 * still being delivered; each recipient has one delivery row, sent or failed with its reason, so a
 * retry re-sends exactly the failed ones and a patient is never sent the same message twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bulk_message_reports')
    .addColumn('client_key', 'text', (c) => c.unique())
    .addColumn('audience_filter', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('done'))
    .execute();
  await db.schema
    .alterTable('bulk_message_reports')
    .addCheckConstraint('bulk_message_reports_status_check', sql`status in ('sending', 'done')`)
    .execute();

  await db.schema
    .createTable('bulk_message_deliveries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('bulk_message_id', 'integer', (c) =>
      c.notNull().references('bulk_message_reports.id').onDelete('cascade'),
    )
    // No foreign key: the report outlives a removed account, and says why it was not sent.
    .addColumn('app_user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chat_message_id', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('bulk_message_deliveries_once', ['bulk_message_id', 'app_user_id'])
    .addCheckConstraint(
      'bulk_message_deliveries_status_check',
      sql`status in ('pending', 'sending', 'sent', 'failed')`,
    )
    .execute();
  await db.schema
    .createIndex('bulk_message_deliveries_status_idx')
    .on('bulk_message_deliveries')
    .columns(['bulk_message_id', 'status', 'id'])
    .execute();
}
