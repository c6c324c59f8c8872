import { rm } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { analyzeChangedTables, vacuumChangedTables } from '../../server/db/planner-statistics';
import { openDatabase } from '../../server/db/open-database';
import { freshDataDir } from './support/test-server';

let db: Kysely<Database>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openDatabase({ kind: 'pglite', dataDir });
  await sql`create table visits (id int primary key, state int not null)`.execute(db);
}, 60_000);

afterAll(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const insertVisits = (from: number, count: number) =>
  sql`insert into visits select g, g % 7 from generate_series(${from}::int, ${from + count - 1}::int) g`.execute(
    db,
  );

const estimatedRows = async (): Promise<number> => {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select * from visits where state = 3`.execute(
    db,
  );
  return Number(/rows=(\d+)/.exec(rows[0]!['QUERY PLAN'])![1]);
};

describe('planner statistics of the embedded database', () => {
  it('analyses a table once it has changed beyond autovacuum’s threshold, and then not again', async () => {
    await insertVisits(1, 50);
    // 50 changes: not more than 50 plus a tenth of the size.
    expect(await analyzeChangedTables(db)).toEqual([]);

    await insertVisits(51, 6950);
    expect(await analyzeChangedTables(db)).toEqual(['visits']);
    // A seventh of 7,000 rows has state 3; the planner now knows it.
    expect(await estimatedRows()).toBeGreaterThan(800);
    expect(await estimatedRows()).toBeLessThan(1200);
    expect(await analyzeChangedTables(db)).toEqual([]);

    // From 7,000 analysed rows, n inserted rows pass the threshold when n > 50 + (7,000 + n) / 10,
    // that is from n = 834 on.
    await insertVisits(7001, 833);
    expect(await analyzeChangedTables(db)).toEqual([]);
    await insertVisits(7834, 1);
    expect(await analyzeChangedTables(db)).toEqual(['visits']);
  }, 60_000);

  it('vacuums a table once autovacuum would, so its pages are marked all-visible and an index alone answers', async () => {
    await sql`create table slots (id int primary key, state int not null, at int not null)`.execute(db);
    await sql`create index slots_state_at_id on slots (state, at, id)`.execute(db);
    await sql`insert into slots select g, g % 2, g from generate_series(1, 900) g`.execute(db);
    // 900 inserted rows: not more than 1,000 plus a fifth, and the table is under 8 pages.
    expect(await vacuumChangedTables(db)).not.toContain('slots');
    await sql`insert into slots select g, g % 2, g from generate_series(901, 20000) g`.execute(db);
    await sql`analyze slots`.execute(db);
    const heapFetches = async (): Promise<number> => {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, timing off)
        select id from slots where state = 1 order by at desc, id desc limit 50 offset 5000`.execute(db);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('Index Only Scan');
      return Number(/Heap Fetches: (\d+)/.exec(plan)![1]);
    };
    // Before any vacuum, every index entry the scan passes is checked in the table.
    expect(await heapFetches()).toBeGreaterThan(5000);
    expect(await vacuumChangedTables(db)).toContain('slots');
    expect(await heapFetches()).toBe(0);
    expect(await vacuumChangedTables(db)).not.toContain('slots');

    // Rows changed while running: autovacuum's rule on this session's counters.
    await sql`update slots set at = at + 1 where id % 2 = 0`.execute(db);
    expect(await vacuumChangedTables(db)).toContain('slots');
    expect(await heapFetches()).toBe(0);

    // The counters start from zero at each opening: the visibility map's count, recorded by the
    // last analysis, still tells that most of the table's pages have changed.
    await sql`update slots set at = at + 1 where id % 2 = 1`.execute(db);
    await sql`analyze slots`.execute(db);
    await sql`select pg_stat_force_next_flush()`.execute(db);
    await sql`select 1`.execute(db);
    await sql`select pg_stat_reset()`.execute(db);
    await sql`select pg_stat_clear_snapshot()`.execute(db);
    const { rows } = await sql<{ n: number }>`
      select (n_dead_tup + n_ins_since_vacuum)::int as n from pg_stat_user_tables where relname = 'slots'`.execute(
      db,
    );
    expect(rows[0]!.n).toBe(0);
    expect(await vacuumChangedTables(db)).toContain('slots');
    expect(await heapFetches()).toBe(0);
  }, 60_000);
});
