import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Rows per statement: one array parameter per column, so statements stay small whatever the count. */
export const ROWS_PER_STATEMENT = 5_000;

/** Column name -> PostgreSQL type name (`udt_name`), read from the live schema. */
export type TableColumns = ReadonlyMap<string, string>;

/** The columns of every table of the current schema. */
export async function readColumns(db: Kysely<Database>): Promise<ReadonlyMap<string, TableColumns>> {
  const { rows } = await sql<{ table_name: string; column_name: string; udt_name: string }>`
    select table_name, column_name, udt_name from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  const tables = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, string>();
    columns.set(row.column_name, row.udt_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}

/**
 * Inserts many rows with `insert ... select * from unnest($1::type[], ...)`: one array parameter per
 * column, `ROWS_PER_STATEMENT` rows per statement, no round trip per row. A column no row gives is
 * left to its default; a column some rows give and others do not is a bug and throws.
 */
export async function bulkInsert<T extends keyof Database & string>(
  db: Kysely<Database>,
  schema: ReadonlyMap<string, TableColumns>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const types = schema.get(table);
  if (types === undefined) throw new Error(`No table ${table} in the schema.`);
  const records = rows as readonly Record<string, unknown>[];
  const names = [...new Set(records.flatMap((row) => Object.keys(row)))];
  const columns: { name: string; type: string }[] = [];
  for (const name of names) {
    const type = types.get(name);
    if (type === undefined) throw new Error(`No column ${table}.${name}.`);
    const given = records.filter((row) => row[name] !== undefined).length;
    if (given === 0) continue;
    if (given !== records.length)
      throw new Error(`${table}.${name} is given by ${given} of ${records.length} rows.`);
    // Type names come from the catalogue, but they are spliced into SQL: accept plain names only.
    if (!/^[a-z][a-z0-9_]*$/.test(type)) throw new Error(`Unexpected type ${type} of ${table}.${name}.`);
    columns.push({ name, type });
  }
  for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
    const chunk = records.slice(start, start + ROWS_PER_STATEMENT);
    const arrays = columns.map(({ name, type }) => {
      const values = chunk.map((row) => toParameter(row[name], type));
      return sql`${values}::${sql.raw(type)}[]`;
    });
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c.name)))})
      select * from unnest(${sql.join(arrays)})`.execute(db);
  }
}

/** Dates as ISO text and JSON as text; the array cast turns them back into their types. */
function toParameter(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  return value;
}

/**
 * Moves every identity sequence past the largest id in its table, so rows added later by the
 * dashboard get fresh ids after the explicitly numbered seed rows.
 */
export async function syncIdentitySequences(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
      from ${sql.table(table)}`.execute(db);
  }
}
