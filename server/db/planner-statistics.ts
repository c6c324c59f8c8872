import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Analyses the tables PostgreSQL's autovacuum would analyse now: those changed by more than 50
 * rows plus a tenth of their size since their last analysis (its default thresholds). The
 * embedded database runs no autovacuum, so without this nothing ever gathers the planner's
 * statistics: it guessed 101 appointments for a state that holds 11,442 and chose its plans on
 * that guess. Run at start: after the demo seed it analyses the seeded tables once (seconds on a
 * busy machine); on later starts only what has grown or changed since.
 */
export async function analyzeChangedTables(db: Db): Promise<readonly string[]> {
  // The embedded database's one session sends its pending change counters to the statistics
  // only now and then: ask for them first, or the view shows the counts of some time ago.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  await sql`select pg_stat_clear_snapshot()`.execute(db);
  const { rows } = await sql<{ relname: string }>`
    select relname from pg_stat_user_tables
    where n_mod_since_analyze > 50 + 0.1 * n_live_tup
    order by relname`.execute(db);
  for (const { relname } of rows) await sql`analyze ${sql.id(relname)}`.execute(db);
  return rows.map((r) => r.relname);
}
