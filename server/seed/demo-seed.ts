import { ALL_PERMISSION_AREAS, PermissionArea } from '../../src/domain/lists/permission-area';
import type { PasswordHasher } from '../auth/password-hasher';
import type { Db } from '../db/database';

/** A demo login, printed at start. */
export interface DemoAccount {
  readonly name: string;
  readonly password: string;
  readonly fullName: string;
  readonly role: string;
}

/** Fixed ids, so the seed is the same on every machine and a restart finds what it made. */
export const DemoRole = {
  Admin: { id: 'a0d1f6c2-5c3e-4d7a-9b1e-000000000001', name: 'admin', areas: ALL_PERMISSION_AREAS },
  Reception: {
    id: 'a0d1f6c2-5c3e-4d7a-9b1e-000000000002',
    name: 'reception',
    areas: [PermissionArea.Appointments, PermissionArea.Chat],
  },
} as const;

export const DEMO_ACCOUNTS: readonly (DemoAccount & { readonly id: string; readonly roleId: string })[] = [
  {
    id: 'b7e3c9a4-2f1d-4e6b-8a5c-000000000001',
    name: 'admin',
    password: 'demo-admin',
    fullName: 'Demo Administrator',
    role: DemoRole.Admin.name,
    roleId: DemoRole.Admin.id,
  },
  {
    id: 'b7e3c9a4-2f1d-4e6b-8a5c-000000000002',
    name: 'reception',
    password: 'demo-reception',
    fullName: 'Demo Receptionist',
    role: DemoRole.Reception.name,
    roleId: DemoRole.Reception.id,
  },
];

/**
 * Creates the demo roles and accounts that are missing; touches nothing that exists (a changed
 * demo password stays changed), except that the admin role gains areas added since.
 */
export async function seedDemo(db: Db, passwords: PasswordHasher): Promise<readonly DemoAccount[]> {
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
  return DEMO_ACCOUNTS.map(({ name, password, fullName, role }) => ({ name, password, fullName, role }));
}
