import { sql, type Kysely } from 'kysely';

/** Dashboard roles, the permission areas each grants, and the staff who log in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('role_areas')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_areas_pkey', ['role_id', 'area'])
    .execute();

  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Login names are unique whatever their case: "Admin" and "admin" are one account.
  await db.schema
    .createIndex('staff_users_name_key')
    .on('staff_users')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
}
