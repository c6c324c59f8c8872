import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database';
import { claimDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';

/** Where the data lives: the embedded database under a folder, or a PostgreSQL server. */
export type DatabaseTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number };

/**
 * Both engines answer alike: `bigint` (counts) as a JS number and `date` as `YYYY-MM-DD` text (pg
 * would make a local-midnight `Date` of it, which shifts the day in other time zones).
 */
const TYPE_INT8 = 20;
const TYPE_DATE = 1082;
const parsers: Record<number, (value: string) => unknown> = {
  [TYPE_INT8]: (value) => Number(value),
  [TYPE_DATE]: (value) => value,
};

/** How many query shapes are prepared by name; later shapes are sent as text every time. */
const MOST_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();
const READ = /^\s*select\b/i;

/** The name a read's text is prepared under on every connection, or null when it is not prepared. */
function statementName(text: string): string | null {
  if (!READ.test(text)) return null;
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MOST_NAMED_STATEMENTS) return null;
    name = `read_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Each read with parameters is a named statement on each connection: PostgreSQL parses and
 * analyses its text once per connection instead of on every call, and chooses between a generic
 * and a fresh plan by its own rule (`plan_cache_mode`); the text is sent once. Every staff request's
 * guard is such a read: on PostgreSQL its parse and plan cost more than its execution. A named
 * statement whose result columns a migration changed (another replica's, at a rolling upgrade) is
 * refused by PostgreSQL; the read is then sent as text.
 */
function prepareReads(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => Promise<unknown>;
  const named = async (text: string, values: unknown[]): Promise<unknown> => {
    const name = statementName(text);
    if (name === null) return query(text, values);
    try {
      return await query({ name, text, values });
    } catch (error) {
      if ((error as { code?: unknown }).code === '0A000') return query(text, values);
      throw error;
    }
  };
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const [values] = rest;
    return typeof config === 'string' && rest.length === 1 && Array.isArray(values) && values.length > 0
      ? named(config, values)
      : query(config, ...rest);
  }) as typeof client.query;
}

/** The embedded database's own folder under `DATA_DIR`. */
export const embeddedDatabaseFolder = (dataDir: string): string => join(dataDir, 'pglite');

/**
 * Opens the query layer; the embedded database is created on first use, and its folder is claimed
 * for this process until `destroy` (`DataDirInUse` if another process holds it).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    pool.on('connect', prepareReads);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const folder = embeddedDatabaseFolder(target.dataDir);
  await mkdir(folder, { recursive: true });
  const claim = await claimDataDir(folder);
  return new Kysely<Database>({
    dialect: new PGliteDialect(
      () => PGlite.create(folder, { parsers }),
      () => claim.release(),
    ),
  });
}
