import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { appliedNames, migrateToLatest } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open-database';
import { PROJECT_ROOT } from '../../server/start-server';
import { freshDataDir } from './support/test-server';

let db: Kysely<Database>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openDatabase({ kind: 'pglite', dataDir });
}, 60_000);

afterAll(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const tableExists = async (name: string): Promise<boolean> =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_name = ${name}`.execute(db)
  ).rows[0]?.n === 1;

describe('migrations', () => {
  it('lists every file of server/db/migrations in the index, in file-name order', async () => {
    const files = (await readdir(join(PROJECT_ROOT, 'server', 'db', 'migrations')))
      .filter((f) => /^\d{3}-.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATIONS.map((m) => m.name)).toEqual(files);
  });

  it('applies every migration once on a fresh database, then none on the next start', async () => {
    expect(await migrateToLatest(db, MIGRATIONS)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await migrateToLatest(db, MIGRATIONS)).toEqual([]);
    expect(await appliedNames(db)).toEqual(MIGRATIONS.map((m) => m.name));
    for (const table of ['roles', 'role_areas', 'staff_users', 'revoked_tokens', 'app_users']) {
      expect(await tableExists(table)).toBe(true);
    }
    // Every migration on a fresh embedded database: a few seconds alone, past the default 20 s
    // on a busy machine. What is checked here is which migrations ran, not how fast.
  }, 90_000);

  it('leaves no trace of a migration that fails half-way', async () => {
    const failing = {
      name: '999-fails',
      up: async (trx: Kysely<unknown>) => {
        await trx.schema.createTable('half_done').addColumn('id', 'text').execute();
        throw new Error('boom');
      },
    };
    await expect(migrateToLatest(db, [...MIGRATIONS, failing])).rejects.toThrow('boom');
    expect(await tableExists('half_done')).toBe(false);
    expect(await appliedNames(db)).not.toContain('999-fails');
  });

  it('refuses a database that a newer version migrated', async () => {
    await migrateToLatest(db, [...MIGRATIONS, { name: '998-newer', up: async () => undefined }]);
    await expect(migrateToLatest(db, MIGRATIONS)).rejects.toThrow(/newer version/);
    await sql`delete from schema_migrations where name = '998-newer'`.execute(db);
  });

  it('refuses migrations listed out of order', async () => {
    const [first, second] = MIGRATIONS;
    if (first === undefined || second === undefined) throw new Error('two migrations expected');
    await expect(migrateToLatest(db, [second, first])).rejects.toThrow(/out of order/);
  });
});

describe('embedded database driver', () => {
  it('runs concurrent transactions one after the other on the single connection', async () => {
    await db.schema.createTable('counter').ifNotExists().addColumn('n', 'integer').execute();
    await sql`insert into counter (n) values (0)`.execute(db);
    // Read-then-write in each: interleaved, some increments would be lost.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 2));
          await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
        }),
      ),
    );
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(db);
    expect(rows[0]?.n).toBe(10);
  });

  it('rolls back a transaction whose callback throws', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update counter set n = -1`.execute(trx);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(db);
    expect(rows[0]?.n).toBe(10);
  });

  it('reports affected rows and returns bigint counts as numbers and dates as text', async () => {
    const result = await db
      .insertInto('app_users')
      .values([
        { id: 'a', name: 'A', phone_number: '1', birthdate: '1990-02-03' },
        { id: 'b', name: 'B', phone_number: '2' },
      ])
      .executeTakeFirst();
    expect(result.numInsertedOrUpdatedRows).toBe(2n);
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from app_users`.execute(db);
    expect(rows[0]?.n).toBe(2);
    const a = await db
      .selectFrom('app_users')
      .select('birthdate')
      .where('id', '=', 'a')
      .executeTakeFirstOrThrow();
    expect(a.birthdate).toBe('1990-02-03');
  });
});
