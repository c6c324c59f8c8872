import type { Kysely } from 'kysely';

/** Tokens ended before their expiry (logout). Rows past `expires_at` are useless and are purged. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_tokens_expires_at_idx')
    .on('revoked_tokens')
    .column('expires_at')
    .execute();
}
