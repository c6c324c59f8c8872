import type { Migration } from '../migration';
import { up as rolesAndStaffUsers } from './001-roles-and-staff-users';
import { up as revokedTokens } from './002-revoked-tokens';
import { up as appUsers } from './003-app-users';

/** Every migration, in order. A new file is listed here too (a test checks the two agree). */
export const MIGRATIONS: readonly Migration[] = [
  { name: '001-roles-and-staff-users', up: rolesAndStaffUsers },
  { name: '002-revoked-tokens', up: revokedTokens },
  { name: '003-app-users', up: appUsers },
];
