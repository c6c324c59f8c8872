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
  await freshActivityCounters(db);
  const { rows } = await sql<{ relname: string }>`
    select relname from pg_stat_user_tables
    where n_mod_since_analyze > 50 + 0.1 * n_live_tup
    order by relname`.execute(db);
  for (const { relname } of rows) await sql`analyze ${sql.id(relname)}`.execute(db);
  return rows.map((r) => r.relname);
}

/**
 * Vacuums the tables autovacuum would vacuum, so that their visibility map is kept: without it no
 * index-only scan is possible, and a page deep in a filter (the grid's page 100 of one state) must
 * fetch every row it skips from the table instead of reading only the index. Autovacuum's default
 * rules: more than 50 dead rows plus a fifth of the table, or more than 1,000 inserted rows plus a
 * fifth since the last vacuum. The embedded database keeps those counters only while it runs (they
 * start from zero at each opening), so a table whose visibility map covers less than four fifths
 * of its pages (of at least 8) is vacuumed as well: that state is kept in the database itself.
 * Run at start, after the seed; a few hundred milliseconds for the whole demo.
 */
export async function vacuumChangedTables(db: Db): Promise<readonly string[]> {
  await freshActivityCounters(db);
  const { rows } = await sql<{ relname: string }>`
    select s.relname from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
       or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
       or (c.relpages >= 8 and c.relallvisible < 0.8 * c.relpages)
    order by s.relname`.execute(db);
  for (const { relname } of rows) await sql`vacuum ${sql.id(relname)}`.execute(db);
  return rows.map((r) => r.relname);
}

/**
 * The embedded database's one session sends its pending change counters to the statistics only
 * now and then: ask for them first, or the view shows the counts of some time ago.
 */
async function freshActivityCounters(db: Db): Promise<void> {
  await sql`select pg_stat_force_next_flush()`.execute(db);
  await sql`select pg_stat_clear_snapshot()`.execute(db);
}

/** Autovacuum's default pause between two looks at the tables. */
export const UPKEEP_EVERY_MS = 60_000;

/** The embedded database's upkeep while the server runs: see `startTableUpkeep`. */
export interface TableUpkeep {
  /** No further round starts; resolves once a running round has finished. */
  stop(): Promise<void>;
}

/**
 * Analyses and vacuums the embedded database's tables by autovacuum's rules every `everyMs`, while
 * the server runs: the session's change counters are exact only in the process that made the
 * changes. A round that finds nothing to do is three small queries; one that does holds the
 * database's one session for the vacuum's time (milliseconds for the appointments).
 */
export function startTableUpkeep(
  db: Db,
  options: { readonly everyMs?: number; readonly onError: (error: unknown) => void },
): TableUpkeep {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(async () => {
      try {
        await analyzeChangedTables(db);
        await vacuumChangedTables(db);
      } catch (error) {
        options.onError(error);
      }
    });
  }, options.everyMs ?? UPKEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
