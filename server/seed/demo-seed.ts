import type { PasswordHasher } from '../auth/password-hasher';
import type { Db } from '../db/database';
import { DEMO_ACCOUNTS, DemoRole, type DemoAccount } from './demo-seed-accounts';
import { seedDemoNetwork } from './demo-network';

export { DEMO_ACCOUNTS, DemoRole, type DemoAccount } from './demo-seed-accounts';

/**
 * Creates the demo roles and accounts that are missing; touches nothing that exists (a changed
 * demo password stays changed), except that the admin role gains areas added since. Then seeds the
 * demo hospital network once (`demo-network.ts`), dated from the day of `now`.
 */
export async function seedDemo(
  db: Db,
  passwords: PasswordHasher,
  now: number = Date.now(),
): Promise<readonly DemoAccount[]> {
  await db.transaction().execute(async (trx) => {
    for (const role of Object.values(DemoRole)) {
      await trx
        .insertInto('roles')
        .values({ id: role.id, name: role.name })
        .onConflict((c) => c.doNothing())
        .execute();
      await trx
        .insertInto('role_areas')
        .values(role.areas.map((area) => ({ role_id: role.id, area })))
        .onConflict((c) => c.doNothing())
        .execute();
    }
  });
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom('staff_users')
      .select('id')
      .where('id', '=', account.id)
      .executeTakeFirst();
    if (exists !== undefined) continue;
    // Hashing takes tens of ms: done outside any transaction, which would hold the database meanwhile.
    const passwordHash = await passwords.hash(account.password);
    await db
      .insertInto('staff_users')
      .values({
        id: account.id,
        name: account.name,
        full_name: account.fullName,
        password_hash: passwordHash,
        role_id: account.roleId,
      })
      .onConflict((c) => c.doNothing())
      .execute();
  }
  await seedDemoNetwork(db, { now, passwords });
  return DEMO_ACCOUNTS.map(({ name, password, fullName, role }) => ({ name, password, fullName, role }));
}
