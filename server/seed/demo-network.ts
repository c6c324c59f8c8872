import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { PasswordHasher } from '../auth/password-hasher';
import type { Db } from '../db/database';
import { bulkInsert, readColumns, syncIdentitySequences } from './bulk-insert';
import { buildAppointments } from './build/appointments';
import { buildChat } from './build/chat';
import { buildClinics } from './build/clinics';
import { buildContent } from './build/content';
import { SEEDED_TABLES, type RowSet } from './build/network-rows';
import { buildOrders } from './build/orders';
import { buildPatients } from './build/patients';
import { buildPharmacyAndLab } from './build/pharmacy-lab';
import { buildRecords } from './build/records';
import type { SeedContext, StaffRef } from './build/seed-context';
import { buildSite } from './build/site';
import { seededStaff } from './build/staff';
import { DEMO_ACCOUNTS, DemoRole } from './demo-seed-accounts';
import { Prng } from './random/prng';
import { seedClock } from './seed-clock';
import { DEMO_NETWORK, isDemoNetworkSeeded } from './seed-runs';

/** The generator's seed: the same network every time; only the dates follow the seed day. */
export const DEMO_NETWORK_SEED = 'harem-care/demo-network/1';

/** Held while seeding, so replicas starting together on one PostgreSQL seed once. */
const SEED_LOCK_KEY = 7_310_526;

export type DemoNetworkResult =
  | { readonly seeded: true; readonly seedDay: string; readonly durationMs: number; readonly rows: number }
  | { readonly seeded: false; readonly reason: 'already-seeded' | 'tables-in-use' };

export interface DemoNetworkOptions {
  /** The seeding instant; its calendar day in Iraq is the seed day. */
  readonly now: number;
  readonly passwords: PasswordHasher;
  readonly prngSeed?: string;
}

/**
 * Every row of the demo hospital network for the day of `now`: a pure function of `now`'s day, the
 * generator seed and the given password hash.
 */
export function buildDemoNetwork(now: number, lockedHash: string, prngSeed = DEMO_NETWORK_SEED): RowSet {
  const clock = seedClock(now);
  const staff = seededStaff({ admin: DemoRole.Admin.id, reception: DemoRole.Reception.id });
  const accounts: StaffRef[] = DEMO_ACCOUNTS.map((a) => ({
    id: a.id,
    name: a.name,
    fullName: a.fullName,
    role: a.role === DemoRole.Admin.name ? 'admin' : 'reception',
  }));
  const context: SeedContext = { clock, prng: new Prng(prngSeed), staff: [...accounts, ...staff.refs] };

  const clinics = buildClinics(context);
  const pharmacy = buildPharmacyAndLab(context);
  const patients = buildPatients(context);
  return {
    staff_users: staff.rows(lockedHash, clock.at(-700, 9 * 60)),
    ...clinics.rows,
    ...pharmacy.rows,
    ...patients.rows,
    ...buildAppointments(context, clinics.refs, patients.users),
    ...buildOrders(context, patients.users, pharmacy.items),
    ...buildChat(context, clinics.refs, patients.users),
    ...buildRecords(context, patients.users),
    ...buildContent(context, clinics.refs),
    ...buildSite(context, clinics.refs, patients.users),
  };
}

/**
 * Seeds the demo network once: all of it in one transaction whose last write is the `seed_runs`
 * row, so a database holds the whole network or none of it, and a restart finds the row and skips.
 * A database whose clinic tables already hold rows (staff entered data) is left alone.
 */
export async function seedDemoNetwork(db: Db, options: DemoNetworkOptions): Promise<DemoNetworkResult> {
  if (await isDemoNetworkSeeded(db)) return { seeded: false, reason: 'already-seeded' };
  const started = performance.now();
  // Hashing takes tens of ms: before the transaction, which holds the embedded database.
  const lockedHash = await options.passwords.hash(randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (await isDemoNetworkSeeded(trx)) return { seeded: false, reason: 'already-seeded' } as const;
    const used = await trx.selectFrom('centers').select('id').limit(1).executeTakeFirst();
    if (used !== undefined) return { seeded: false, reason: 'tables-in-use' } as const;

    const rows = buildDemoNetwork(options.now, lockedHash, options.prngSeed);
    const schema = await readColumns(trx);
    let count = 0;
    for (const table of SEEDED_TABLES) {
      const tableRows = rows[table] ?? [];
      await bulkInsert(trx, schema, table, tableRows);
      count += tableRows.length;
    }
    await syncIdentitySequences(trx);
    for (const role of Object.values(DemoRole)) {
      await trx
        .updateTable('roles')
        .set({ description: role.description })
        .where('id', '=', role.id)
        .execute();
    }
    const seedDay = seedClock(options.now).day;
    const durationMs = Math.round(performance.now() - started);
    await trx
      .insertInto('seed_runs')
      .values({
        name: DEMO_NETWORK,
        seed_day: seedDay,
        prng_seed: options.prngSeed ?? DEMO_NETWORK_SEED,
        duration_ms: durationMs,
      })
      .execute();
    return { seeded: true, seedDay, durationMs, rows: count } as const;
  });
}
