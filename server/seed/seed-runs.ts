import type { Db } from '../db/database';

/** The `seed_runs` row of the demo network. */
export const DEMO_NETWORK = 'demo-network';

/**
 * True once the demo network has been seeded into this database: it is a demo database, whose
 * one-time codes staff may read (the dashboard's OTP-Test page).
 */
export async function isDemoNetworkSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('seed_runs')
    .select('name')
    .where('name', '=', DEMO_NETWORK)
    .executeTakeFirst();
  return row !== undefined;
}
