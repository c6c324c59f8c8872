import { sql, type Kysely } from 'kysely';
import type { Migration } from './migration';

const TABLE = 'schema_migrations';
/** Held while migrating, so replicas starting together on one PostgreSQL migrate one at a time. */
const LOCK_KEY = 7_310_525;

/**
 * Applies, in order, every migration not yet recorded; each in its own transaction with its record.
 * Safe to run at every start. Returns the names it applied. Refuses a database that holds a
 * migration this code does not know (it was migrated by a newer version).
 */
export async function migrateToLatest<DB>(
  database: Kysely<DB>,
  migrations: readonly Migration[],
): Promise<string[]> {
  checkOrder(migrations);
  // Migrations are written against no particular schema (see migration.ts).
  const db = database as unknown as Kysely<unknown>;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    await sql`create table if not exists ${sql.table(TABLE)} (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
  });

  const known = new Set(migrations.map((m) => m.name));
  const recorded = await appliedNames(db);
  const unknown = recorded.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`The database was migrated by a newer version of the server (${unknown.join(', ')}).`);
  }

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      const done = await sql<{
        name: string;
      }>`select name from ${sql.table(TABLE)} where name = ${migration.name}`.execute(trx);
      if (done.rows.length > 0) return false;
      await migration.up(trx);
      await sql`insert into ${sql.table(TABLE)} (name) values (${migration.name})`.execute(trx);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

/** The names recorded as applied, in order. */
export async function appliedNames<DB>(db: Kysely<DB>): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from ${sql.table(TABLE)} order by name`.execute(db);
  return result.rows.map((row) => row.name);
}

function checkOrder(migrations: readonly Migration[]): void {
  for (let i = 1; i < migrations.length; i++) {
    const before = migrations[i - 1]?.name ?? '';
    const name = migrations[i]?.name ?? '';
    if (!(before < name)) throw new Error(`Migrations out of order or repeated: ${before}, ${name}.`);
  }
}
