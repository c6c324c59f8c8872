import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir } from './data-dir-lock';
import { embeddedDatabaseFolder } from './open-database';

/** What a backup or a restore holds: enough to check it against the database it came from. */
export interface DatabaseSummary {
  /** Tables of the public schema. */
  readonly tables: number;
  /** Rows in all of them together. */
  readonly rows: number;
}

export interface BackupReport extends DatabaseSummary {
  readonly file: string;
  readonly bytes: number;
}

export interface RestoreReport extends DatabaseSummary {
  /** Where the database that was there before now lies, or null when there was none. */
  readonly keptAs: string | null;
}

/** The file is not a backup of this product's embedded database; nothing was changed. */
export class NotABackup extends Error {
  override readonly name = 'NotABackup';
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Writes the embedded database under `dataDir` to `file` (a gzipped tarball of PGlite's folder).
 * The folder is claimed for the backup's length, so it fails with `DataDirInUse` while a server
 * has it open: a copy of a folder that is being written is not a backup. The file is written
 * beside its final name and renamed, so a cut-off backup never looks like a whole one.
 */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<BackupReport> {
  const folder = embeddedDatabaseFolder(dataDir);
  if (!(await isNonEmptyFolder(folder))) {
    throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  }
  const claim = await claimDataDir(folder);
  try {
    const pglite = await PGlite.create(folder);
    let dump: Blob;
    let summary: DatabaseSummary;
    try {
      summary = await summarise(pglite);
      dump = await pglite.dumpDataDir('gzip');
    } finally {
      await pglite.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return { file, bytes: bytes.length, ...summary };
  } finally {
    await claim.release();
  }
}

/**
 * Brings back a backup made by `backupEmbeddedDatabase` as the embedded database under `dataDir`.
 * The backup is first opened in a folder of its own and checked to be this product's database;
 * only then is the current database moved aside (to `pglite.before-restore-<time>`, never deleted)
 * and the restored one put in its place. A file that is not such a backup throws `NotABackup` and
 * leaves everything as it was.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  now: () => Date = () => new Date(),
): Promise<RestoreReport> {
  const bytes = await readFile(file);
  if (bytes.length < GZIP_MAGIC.length || GZIP_MAGIC.some((byte, i) => bytes[i] !== byte)) {
    throw new NotABackup(`${file} is not a backup made by npm run backup (not a gzip file).`);
  }
  const folder = embeddedDatabaseFolder(dataDir);
  await mkdir(dataDir, { recursive: true });
  const claim = await claimDataDir(folder);
  const staging = `${folder}.restoring`;
  try {
    await rm(staging, { recursive: true, force: true });
    let summary: DatabaseSummary;
    try {
      const pglite = await PGlite.create(staging, { loadDataDir: new Blob([bytes]) });
      try {
        summary = await summarise(pglite);
        // The migrations table is this product's mark: another PostgreSQL folder is not ours.
        await pglite.query('select count(*) from schema_migrations');
      } finally {
        await pglite.close();
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      const why = error instanceof Error ? error.message : String(error);
      throw new NotABackup(`${file} is not a backup of this product's database: ${why}`);
    }
    let keptAs: string | null = null;
    if (await isNonEmptyFolder(folder)) {
      keptAs = `${folder}.before-restore-${now().toISOString().replaceAll(':', '-')}`;
      await rename(folder, keptAs);
    } else {
      await rm(folder, { recursive: true, force: true });
    }
    await rename(staging, folder);
    return { keptAs, ...summary };
  } finally {
    await claim.release();
  }
}

/** Counts the tables and rows of the public schema: what a backup is checked against. */
export async function summarise(pglite: PGlite): Promise<DatabaseSummary> {
  const tables = await pglite.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  let rows = 0;
  for (const { name } of tables.rows) {
    const counted = await pglite.query<{ n: number }>(
      `select count(*)::int as n from "${name.replaceAll('"', '""')}"`,
    );
    rows += counted.rows[0]?.n ?? 0;
  }
  return { tables: tables.rows.length, rows };
}

async function isNonEmptyFolder(folder: string): Promise<boolean> {
  // A missing folder, or a file in its place, holds no database.
  return readdir(folder).then(
    (entries) => entries.length > 0,
    () => false,
  );
}
