import { DEMO_ACCOUNTS, DemoRole } from '../../../server/seed/demo-seed-accounts';
import type { PermissionArea } from '../../../src/domain/lists/permission-area';

/** A demo staff login of the reference server, and where the suite keeps its logged-in browser state. */
export interface Account {
  readonly username: string;
  readonly password: string;
  /** The permission areas its role grants: a staff read outside them answers 403. */
  readonly areas: readonly PermissionArea[];
  /** The cookies and local storage of one login, saved by `sessions.setup.ts` for every spec to reuse. */
  readonly storageState: string;
}

function demoAccount(role: { readonly id: string; readonly areas: readonly PermissionArea[] }): Account {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.roleId === role.id);
  if (account === undefined) throw new Error(`The demo seed has no account for the role ${role.id}`);
  return {
    username: account.name,
    password: account.password,
    areas: role.areas,
    storageState: `test-results/e2e-sessions/${account.name}.json`,
  };
}

/** The seeded accounts: `admin` holds every area, `reception` only appointments and chat. */
export const Accounts = {
  admin: demoAccount(DemoRole.Admin),
  reception: demoAccount(DemoRole.Reception),
} as const;

/** The browser state of a visitor who never logged in. */
export const NO_SESSION = { cookies: [], origins: [] };
