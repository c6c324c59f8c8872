import { sql, type Kysely } from 'kysely';

/**
 * Extends the dashboard's access tables of 001 without changing them: a description on roles, the
 * menu sections, and the permissions (one per permission area) each section holds. Which role
 * grants which area stays in `role_areas`, and a staff user's role in `staff_users.role_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('dashboard_sections')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('area', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dashboard_section_id', 'integer', (c) =>
      c.references('dashboard_sections.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
