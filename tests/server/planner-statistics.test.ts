import { rm } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { analyzeChangedTables } from '../../server/db/planner-statistics';
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
});
