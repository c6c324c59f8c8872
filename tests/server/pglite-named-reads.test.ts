import { rm } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open-database';
import { freshDataDir } from './support/test-server';

let db: Kysely<Database>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openDatabase({ kind: 'pglite', dataDir });
  await sql`create table visits (id int primary key, at timestamptz not null, note text)`.execute(db);
  await sql`insert into visits values (1, '2026-12-06T08:00:00Z', 'first'), (2, '2026-12-06T09:30:00Z', null)`.execute(
    db,
  );
}, 60_000);

afterAll(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const visit = (id: number) => sql<Record<string, unknown>>`select * from visits where id = ${id}`.execute(db);

describe('reads on the embedded database, prepared once per shape', () => {
  it('answers each call with its own values, typed as a query by text is', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await visit(1)).rows).toEqual([{ id: 1, at: new Date('2026-12-06T08:00:00Z'), note: 'first' }]);
      expect((await visit(2)).rows).toEqual([{ id: 2, at: new Date('2026-12-06T09:30:00Z'), note: null }]);
      expect((await visit(3)).rows).toEqual([]);
    }
    const since = new Date('2026-12-06T09:00:00Z');
    const later = await sql<{
      id: number;
    }>`select id from visits where at > ${since} and note is null`.execute(db);
    expect(later.rows).toEqual([{ id: 2 }]);
  });

  it('leaves the session usable after a read fails, and reports its error', async () => {
    const divide = (by: number) => sql<{ q: number }>`select 10 / ${by}::int as q`.execute(db);
    expect((await divide(2)).rows).toEqual([{ q: 5 }]);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(5)).rows).toEqual([{ q: 2 }]);
    // Not inside a transaction block left open by the failed read: a write's own transaction ends
    // with it, so no transaction id is held once it has answered.
    await sql`insert into visits (id, at) values (${50}, now())`.execute(db);
    const held = await sql<{
      xid: string | null;
    }>`select pg_current_xact_id_if_assigned()::text as xid`.execute(db);
    expect(held.rows).toEqual([{ xid: null }]);
    await sql`delete from visits where id = ${50}`.execute(db);
  });

  it('still answers a read whose columns changed since it was prepared', async () => {
    expect(Object.keys((await visit(1)).rows[0]!)).toEqual(['id', 'at', 'note']);
    await sql`alter table visits add column room text not null default 'A'`.execute(db);
    expect((await visit(1)).rows).toEqual([
      { id: 1, at: new Date('2026-12-06T08:00:00Z'), note: 'first', room: 'A' },
    ]);
    expect((await visit(2)).rows[0]).toMatchObject({ id: 2, room: 'A' });
  });

  it('rolls back a transaction’s reads and writes alike', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into visits (id, at) values (9, now())`.execute(trx);
        expect((await sql`select id from visits where id = ${9}`.execute(trx)).rows).toEqual([{ id: 9 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await visit(9)).rows).toEqual([]);
  });
});
