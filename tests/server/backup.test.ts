import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { backupEmbeddedDatabase, NotABackup, restoreEmbeddedDatabase } from '../../server/db/backup';
import { packArchive } from '../../server/db/backup-archive';
import { DataDirInUse } from '../../server/db/data-dir-lock';
import { migrateToLatest } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open-database';
import { recordAudit } from '../../server/features/audit/record-audit';
import { PROJECT_ROOT } from '../../server/start-server';
import { freshDataDir } from './support/test-server';

const run = promisify(execFile);
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

async function dataDirWith(reasons: readonly string[]): Promise<string> {
  const dataDir = await freshDataDir();
  folders.push(dataDir);
  const db = await openDatabase({ kind: 'pglite', dataDir });
  await migrateToLatest(db, MIGRATIONS);
  for (const reason of reasons) {
    await recordAudit(db, {
      actor: { kind: 'staff', id: 'u-1', name: 'admin' },
      action: 'AppointmentState',
      area: 'appointments',
      entity: 'Appointment',
      entityId: 7,
      reason,
    });
  }
  await db.destroy();
  return dataDir;
}

/** Every audit record as text, in order: what the tests compare before and after. */
async function auditRows(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = await sql<{ row: string }>`select a::text as row from audit_records a order by id`.execute(
      db,
    );
    return rows.rows.map((r) => r.row);
  } finally {
    await db.destroy();
  }
}

describe('backup and restore of the embedded database', () => {
  it('backs up, survives a wipe, and restores exactly what was there; the wiped one is kept aside', async () => {
    const dataDir = await dataDirWith(['first', 'second', 'third']);
    const before = await auditRows(dataDir);
    expect(before).toHaveLength(3);
    const file = join(dataDir, '..', `${dataDir.split('/').pop()}-backup.tar.gz`);
    folders.push(file);

    const backup = await backupEmbeddedDatabase(dataDir, file);
    expect(backup.bytes).toBeGreaterThan(0);
    expect(backup.rows).toBeGreaterThanOrEqual(3);

    // The wipe: every audit record gone.
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await sql`truncate audit_records`.execute(db);
    await db.destroy();
    expect(await auditRows(dataDir)).toEqual([]);

    const restored = await restoreEmbeddedDatabase(dataDir, file, () => new Date('2026-11-27T01:02:03Z'));
    expect(restored).toMatchObject({ tables: backup.tables, rows: backup.rows });
    expect(restored.keptAs).toBe(join(dataDir, 'pglite.before-restore-2026-11-27T01-02-03.000Z'));
    expect(await auditRows(dataDir)).toEqual(before);
    // The database that was replaced is still there, as it was (emptied).
    const kept = await PGlite.create(restored.keptAs ?? '');
    expect((await kept.query('select count(*)::int as n from audit_records')).rows).toEqual([{ n: 0 }]);
    await kept.close();
  }, 120_000);

  it('restores into an empty data folder', async () => {
    const source = await dataDirWith(['only']);
    const file = `${source}.tar.gz`;
    folders.push(file);
    await backupEmbeddedDatabase(source, file);
    const target = join(source, '..', `${source.split('/').pop()}-target`);
    folders.push(target);
    const restored = await restoreEmbeddedDatabase(target, file);
    expect(restored.keptAs).toBeNull();
    expect(await auditRows(target)).toEqual(await auditRows(source));
  }, 120_000);

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const dataDir = await dataDirWith(['kept']);
    const before = await auditRows(dataDir);
    const notGzip = join(dataDir, 'notes.txt');
    await writeFile(notGzip, 'hello');
    await expect(restoreEmbeddedDatabase(dataDir, notGzip)).rejects.toThrow(NotABackup);
    // A gzip file that holds no database gets through the first check, not the second.
    const gzipNoise = join(dataDir, 'noise.tar.gz');
    await writeFile(gzipNoise, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]));
    await expect(restoreEmbeddedDatabase(dataDir, gzipNoise)).rejects.toThrow(NotABackup);
    expect(await auditRows(dataDir)).toEqual(before);
    expect((await readdir(dataDir)).filter((f) => f.startsWith('pglite.'))).toEqual([]);
  }, 120_000);

  it('refuses while another live process holds the database, and takes over a dead one’s lock', async () => {
    const dataDir = await dataDirWith([]);
    const lock = join(dataDir, 'pglite.lock');
    // Process 1 always runs: the folder is held.
    await writeFile(lock, '1');
    await expect(backupEmbeddedDatabase(dataDir, join(dataDir, 'b.tar.gz'))).rejects.toThrow(DataDirInUse);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirInUse);
    // A process that has ended (a server killed with -9) holds nothing.
    const ended = await run(process.execPath, ['-e', 'console.log(process.pid)']);
    await writeFile(lock, ended.stdout.trim());
    const report = await backupEmbeddedDatabase(dataDir, join(dataDir, 'b.tar.gz'));
    expect(report.tables).toBeGreaterThan(0);
    // The lock is given back afterwards.
    await expect(readFile(lock, 'utf8')).rejects.toThrow();
  }, 120_000);

  it('npm run backup and npm run restore work from the command line', async () => {
    const dataDir = await dataDirWith(['cli']);
    const before = await auditRows(dataDir);
    const file = join(dataDir, 'cli-backup.tar.gz');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const tsx = join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
    const backup = await run(tsx, ['server/cli/backup.ts', file], { cwd: PROJECT_ROOT, env });
    expect(backup.stdout).toMatch(
      /^Backup written: .*cli-backup\.tar\.gz \([\d.]+ MB; \d+ tables, \d+ rows; \d+ uploaded files\)\./,
    );
    const restore = await run(tsx, ['server/cli/restore.ts', file], { cwd: PROJECT_ROOT, env });
    expect(restore.stdout).toMatch(
      /^Restored \d+ tables, \d+ rows from .*cli-backup\.tar\.gz\.\nThe database that was there is kept in .*pglite\.before-restore-/,
    );
    expect(await auditRows(dataDir)).toEqual(before);
    const missing = await run(tsx, ['server/cli/restore.ts'], { cwd: PROJECT_ROOT, env }).catch(
      (e: unknown) => e,
    );
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('npm run restore FILE') });
  }, 180_000);

  describe('with the uploaded files', () => {
    /** Every file under a folder and its bytes, by its path below the folder. */
    async function filesOf(folder: string): Promise<Record<string, string>> {
      const out: Record<string, string> = {};
      const names = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of names) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        out[path.slice(folder.length + 1)] = (await readFile(path)).toString('base64');
      }
      return out;
    }

    async function uploadsIn(dataDir: string): Promise<string> {
      const uploads = join(dataDir, 'uploads');
      await mkdir(join(uploads, 'images'), { recursive: true });
      await mkdir(join(uploads, 'cv', '2026'), { recursive: true });
      await writeFile(
        join(uploads, 'images', `${'a'.repeat(32)}.png`),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]),
      );
      await writeFile(join(uploads, 'images', `${'a'.repeat(32)}.thumb.png`), Buffer.alloc(700, 9));
      await writeFile(join(uploads, 'cv', '2026', `${'long-name-'.repeat(12)}.pdf`), '%PDF-1.4 a CV');
      // A file still being written is not part of the backup.
      await writeFile(join(uploads, 'images', '.half.part'), 'partial');
      return uploads;
    }

    it('backs up the uploads folder with the database and restores exactly its files; the wiped one is kept aside', async () => {
      const dataDir = await dataDirWith(['with files']);
      const uploads = await uploadsIn(dataDir);
      const { ['images/.half.part']: _partial, ...before } = await filesOf(uploads);
      const file = `${dataDir}-uploads.tar.gz`;
      folders.push(file);
      const backup = await backupEmbeddedDatabase(dataDir, file);
      expect(backup.uploads).toBe(3);

      // The wipe: a file lost, one changed, a stray one added.
      await rm(join(uploads, 'images', `${'a'.repeat(32)}.png`));
      await writeFile(join(uploads, 'images', `${'a'.repeat(32)}.thumb.png`), 'changed');
      await writeFile(join(uploads, 'stray.txt'), 'not in the backup');
      const wiped = await filesOf(uploads);

      const restored = await restoreEmbeddedDatabase(dataDir, file, () => new Date('2026-11-27T04:05:06Z'));
      expect(restored.uploads).toBe(3);
      expect(await filesOf(uploads)).toEqual(before);
      expect(restored.uploadsKeptAs).toBe(join(dataDir, 'uploads.before-restore-2026-11-27T04-05-06.000Z'));
      expect(await filesOf(restored.uploadsKeptAs ?? '')).toEqual(wiped);
      expect(await auditRows(dataDir)).toHaveLength(1);
    }, 120_000);

    it('restores the files into a data folder that had none', async () => {
      const source = await dataDirWith(['source']);
      const uploads = await uploadsIn(source);
      const file = `${source}-copy.tar.gz`;
      folders.push(file);
      await backupEmbeddedDatabase(source, file);
      const target = `${source}-target`;
      folders.push(target);
      const restored = await restoreEmbeddedDatabase(target, file);
      expect(restored.uploadsKeptAs).toBeNull();
      const { ['images/.half.part']: _partial, ...expected } = await filesOf(uploads);
      expect(await filesOf(join(target, 'uploads'))).toEqual(expected);
    }, 120_000);

    it('restores a backup of the database alone (made before uploads were kept), leaving the uploads as they are', async () => {
      const dataDir = await dataDirWith(['old']);
      const uploads = await uploadsIn(dataDir);
      const before = await filesOf(uploads);
      const newer = `${dataDir}-new.tar.gz`;
      folders.push(newer);
      await backupEmbeddedDatabase(dataDir, newer);
      // The old format is PGlite's own copy: the inner file of a new backup.
      const pglite = await PGlite.create(join(dataDir, 'pglite'));
      const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      await pglite.close();
      const old = `${dataDir}-old.tar.gz`;
      folders.push(old);
      await writeFile(old, dump);
      const restored = await restoreEmbeddedDatabase(dataDir, old);
      expect(restored).toMatchObject({ uploads: null, uploadsKeptAs: null });
      expect(await filesOf(uploads)).toEqual(before);
    }, 120_000);

    it('refuses a backup holding a file outside the uploads folder, and changes nothing', async () => {
      const dataDir = await dataDirWith(['guarded']);
      const good = `${dataDir}-good.tar.gz`;
      folders.push(good);
      await backupEmbeddedDatabase(dataDir, good);
      const pglite = await PGlite.create(join(dataDir, 'pglite'));
      const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      await pglite.close();
      const evil = `${dataDir}-evil.tar.gz`;
      folders.push(evil);
      await writeFile(
        evil,
        gzipSync(
          packArchive([
            { name: 'database.tar.gz', bytes: dump },
            { name: 'uploads/../../escaped.txt', bytes: Buffer.from('x') },
          ]),
        ),
      );
      await expect(restoreEmbeddedDatabase(dataDir, evil)).rejects.toThrow(NotABackup);
      expect((await readdir(dataDir)).filter((f) => f.includes('before-restore'))).toEqual([]);
      await expect(readFile(join(dataDir, '..', 'escaped.txt'))).rejects.toThrow();
    }, 120_000);
  });
});
