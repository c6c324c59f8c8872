import { sql, type Kysely } from 'kysely';
import { now, trilingual } from '../schema-columns';

/**
 * Patient chat: departments, the staff who answer each (recipients), which roles may open which
 * department, conversations and their messages, message templates and bulk-message reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_departments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .$call(trilingual('name'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('chat_recipients')
    .addColumn('chat_department_id', 'integer', (c) =>
      c.notNull().references('chat_departments.id').onDelete('cascade'),
    )
    .addColumn('staff_user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('chat_recipients_pkey', ['chat_department_id', 'staff_user_id'])
    .execute();

  // The chat permissions of a role: they are loaded for the role an administrator selects.
  await db.schema
    .createTable('role_chat_departments')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('chat_department_id', 'integer', (c) =>
      c.notNull().references('chat_departments.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('role_chat_departments_pkey', ['role_id', 'chat_department_id'])
    .execute();

  // One conversation per patient and department; `super_user_id` is the staff member handling it.
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('app_user_id', 'text', (c) => c.notNull().references('app_users.id').onDelete('cascade'))
    .addColumn('chat_department_id', 'integer', (c) => c.notNull().references('chat_departments.id'))
    .addColumn('super_user_id', 'text', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('chat_conversations_user_department_key', ['app_user_id', 'chat_department_id'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_last_message_idx')
    .on('chat_conversations')
    .column('last_message_at')
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('chat_conversation_id', 'integer', (c) =>
      c.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('from_patient', 'boolean', (c) => c.notNull())
    .addColumn('staff_user_id', 'text', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('seen_by_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seen_by_patient', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation_sent_idx')
    .on('chat_messages')
    .columns(['chat_conversation_id', 'sent_at'])
    .execute();
  // The dashboard's unread counter reads only patients' messages that no staff member has seen.
  await db.schema
    .createIndex('chat_messages_unseen_idx')
    .on('chat_messages')
    .column('chat_conversation_id')
    .where(sql.ref('from_patient'), '=', true)
    .where(sql.ref('seen_by_admin'), '=', false)
    .execute();

  await db.schema
    .createTable('message_templates')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .$call(trilingual('body'))
    .addColumn('chat_department_id', 'integer', (c) =>
      c.references('chat_departments.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('bulk_message_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_by', 'text', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('bulk_message_reports_counts_check', sql`delivered + failed <= recipients`)
    .execute();
}
