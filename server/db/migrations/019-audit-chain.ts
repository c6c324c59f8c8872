import type { Kysely } from 'kysely';

/**
 * The audit trail as a security record: who (staff, patient, anyone, the system), in which
 * permission area, with what outcome, why, and the record before and after the change; each row
 * carries the hash of the row before it and its own, so a row changed or removed behind the API
 * breaks the chain (`npm run audit:verify`). Rows written before this migration keep empty hashes
 * and are reported as older than the chain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_records')
    .addColumn('actor_kind', 'text', (c) => c.notNull().defaultTo('staff'))
    .addColumn('area', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('success'))
    .addColumn('reason', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hash', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
