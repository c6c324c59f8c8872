import type { Kysely } from 'kysely';
import { now } from '../schema-columns';

/**
 * The rows of the CSV imports already written: one per (record, import, row), holding the record
 * it made. An import sent again (a retry after a lost answer, the same file chosen twice) finds
 * its rows here and writes none of them a second time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_imports')
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('import_key', 'text', (c) => c.notNull())
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('staff_user_id', 'text')
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('record_imports_pkey', ['record', 'import_key', 'row_number'])
    .execute();
}
