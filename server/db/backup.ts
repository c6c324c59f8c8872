import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir } from './data-dir-lock';
import { embeddedDatabaseFolder } from './open-database';
import {
  folderEntries,
  isSafeEntryPath,
  packArchive,
  unpackArchive,
  writeEntries,
  type ArchiveEntry,
} from './backup-archive';

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
  /** How many uploaded files it holds. */
  readonly uploads: number;
}

export interface RestoreReport extends DatabaseSummary {
  /** Where the database that was there before now lies, or null when there was none. */
  readonly keptAs: string | null;
  /** How many uploaded files were brought back; null for a backup made before uploads were kept. */
  readonly uploads: number | null;
  /** Where the uploads folder that was there before now lies, or null when there was none. */
  readonly uploadsKeptAs: string | null;
}

/*
 * A backup is a gzipped tar of `database.tar.gz` (PGlite's own copy of its folder) and every
 * uploaded file as `uploads/{path}`. A backup made before uploads were kept is PGlite's copy
 * alone; it is still restored, and leaves the uploads folder as it is.
 */
const DATABASE_ENTRY = 'database.tar.gz';
const UPLOADS_ENTRY = 'uploads';

/** The uploads folder when none is named: the server's default (`Config.uploadsDir`). */
const defaultUploads = (dataDir: string): string => join(dataDir, 'uploads');

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
export async function backupEmbeddedDatabase(
  dataDir: string,
  file: string,
  uploadsDir: string = defaultUploads(dataDir),
): Promise<BackupReport> {
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
    const uploads = await folderEntries(uploadsDir, UPLOADS_ENTRY);
    const bytes = gzipSync(
      packArchive([{ name: DATABASE_ENTRY, bytes: Buffer.from(await dump.arrayBuffer()) }, ...uploads]),
    );
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return { file, bytes: bytes.length, uploads: uploads.length, ...summary };
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
  uploadsDir: string = defaultUploads(dataDir),
): Promise<RestoreReport> {
  const { database: bytes, uploads } = openBackup(await readFile(file), file);
  const folder = embeddedDatabaseFolder(dataDir);
  await mkdir(dataDir, { recursive: true });
  const claim = await claimDataDir(folder);
  const staging = `${folder}.restoring`;
  try {
    await rm(staging, { recursive: true, force: true });
    let summary: DatabaseSummary;
    try {
      const pglite = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
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
    const stamp = now().toISOString().replaceAll(':', '-');
    const uploadsStaging = `${uploadsDir}.restoring`;
    if (uploads !== null) {
      await rm(uploadsStaging, { recursive: true, force: true });
      await writeEntries(uploadsStaging, uploads);
    }
    const keptAs = await moveAside(folder, stamp);
    await rename(staging, folder);
    let uploadsKeptAs: string | null = null;
    if (uploads !== null) {
      uploadsKeptAs = await moveAside(uploadsDir, stamp);
      await mkdir(dirname(uploadsDir), { recursive: true });
      await rename(uploadsStaging, uploadsDir);
    }
    return { keptAs, uploads: uploads?.length ?? null, uploadsKeptAs, ...summary };
  } finally {
    await claim.release();
  }
}

/** Moves a non-empty folder to `{folder}.before-restore-{stamp}` (its new place), or removes an empty one. */
async function moveAside(folder: string, stamp: string): Promise<string | null> {
  if (!(await isNonEmptyFolder(folder))) {
    await rm(folder, { recursive: true, force: true });
    return null;
  }
  const keptAs = `${folder}.before-restore-${stamp}`;
  await rename(folder, keptAs);
  return keptAs;
}

/**
 * The database copy and the uploaded files (paths below the uploads folder) of a backup; the
 * files are null for a backup of the database alone. Anything else throws `NotABackup`.
 */
function openBackup(bytes: Buffer, file: string): { database: Buffer; uploads: ArchiveEntry[] | null } {
  if (bytes.length < GZIP_MAGIC.length || GZIP_MAGIC.some((byte, i) => bytes[i] !== byte)) {
    throw new NotABackup(`${file} is not a backup made by npm run backup (not a gzip file).`);
  }
  let entries: ArchiveEntry[] | null;
  try {
    entries = unpackArchive(gunzipSync(bytes));
  } catch {
    entries = null;
  }
  const database = entries?.find((entry) => entry.name === DATABASE_ENTRY);
  if (entries === null || database === undefined) return { database: bytes, uploads: null };
  const uploads: ArchiveEntry[] = [];
  for (const { name, bytes: content } of entries) {
    if (name === DATABASE_ENTRY) continue;
    const path = name.startsWith(`${UPLOADS_ENTRY}/`) ? name.slice(UPLOADS_ENTRY.length + 1) : '';
    if (!isSafeEntryPath(path)) throw new NotABackup(`${file} holds a file outside the uploads: ${name}.`);
    uploads.push({ name: path, bytes: content });
  }
  return { database: database.bytes, uploads };
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
