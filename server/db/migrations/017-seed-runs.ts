import { sql, type Kysely } from 'kysely';

/**
 * What has been seeded into this database: one row per seed (today only `demo-network`), written in
 * the same transaction as the data, so a row means the seed is complete and is never run again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('seed_day', 'date', (c) => c.notNull())
    .addColumn('prng_seed', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('seeded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
