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
