import type { Kysely } from 'kysely';

/**
 * The sender's idempotency key of a staff message (`clientMessageId` of SendToPatient): a retry of
 * a send whose answer was lost carries the same key, and the unique index makes the server store
 * it once. Older messages and patients' messages have none (NULLs never collide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('client_message_id', 'text').execute();
  await db.schema
    .createIndex('chat_messages_client_message_id_key')
    .on('chat_messages')
    .column('client_message_id')
    .unique()
    .execute();
}
