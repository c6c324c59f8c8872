import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database';
import { PGliteDialect } from './pglite-dialect';

/** Where the data lives: the embedded database under a folder, or a PostgreSQL server. */
export type DatabaseTarget =
  { readonly kind: 'pglite'; readonly dataDir: string } | { readonly kind: 'postgres'; readonly url: string };

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

/** Opens the query layer; the embedded database is created on first use. */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const folder = join(target.dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  return new Kysely<Database>({
    dialect: new PGliteDialect(() => PGlite.create(folder, { parsers })),
  });
}
