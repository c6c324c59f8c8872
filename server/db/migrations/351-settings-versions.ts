import { sql, type Kysely } from 'kysely';

/**
 * The version of a record kept as key-value rows (the app configuration: one row a setting), which
 * has no row of its own to hold one: written through `/api/Records/appConfig` from here on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`insert into settings_versions (name, version) values ('app_configuration', 1)`.execute(db);
}
