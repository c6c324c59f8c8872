import { sql } from 'kysely';
import { isPermissionArea, type PermissionArea } from '../../src/domain/lists/permission-area';
import type { Db } from '../db/database';

export interface StaffAccount {
  readonly id: string;
  readonly name: string;
  readonly fullName: string;
  readonly passwordHash: string;
  readonly areas: ReadonlySet<PermissionArea>;
  /** Disabled by an administrator: refused at login and on every call. */
  readonly disabled: boolean;
  /** Where a password reset code goes (E.164); null when none was given. */
  readonly phoneNumber: string | null;
  /** The password was set by someone else: until the user changes it, only that change is open. */
  readonly mustChangePassword: boolean;
}

/** An account's columns with its role's areas (one row per area), as `toAccount` reads them. */
const ACCOUNT_COLUMNS = [
  'staff_users.id',
  'staff_users.name',
  'staff_users.full_name',
  'staff_users.password_hash',
  'staff_users.disabled_at',
  'staff_users.phone_number',
  'staff_users.must_change_password',
  'role_areas.area',
] as const;

/** A staff account by login name (case-insensitive), with its role's areas; null if none. */
export async function findStaffByName(db: Db, name: string): Promise<StaffAccount | null> {
  return toAccount(
    await db
      .selectFrom('staff_users')
      .leftJoin('role_areas', 'role_areas.role_id', 'staff_users.role_id')
      .select(ACCOUNT_COLUMNS)
      .where((eb) => eb(eb.fn('lower', ['staff_users.name']), '=', name.trim().toLowerCase()))
      .execute(),
  );
}

/** A staff account by id, with its role's areas; null if it no longer exists. */
export async function findStaffById(db: Db, id: string): Promise<StaffAccount | null> {
  return toAccount(
    await db
      .selectFrom('staff_users')
      .leftJoin('role_areas', 'role_areas.role_id', 'staff_users.role_id')
      .select(ACCOUNT_COLUMNS)
      .where('staff_users.id', '=', id)
      .execute(),
  );
}

type Row = {
  id: string;
  name: string;
  full_name: string;
  password_hash: string;
  disabled_at: Date | null;
  phone_number: string | null;
  must_change_password: boolean;
  area: string | null;
};

/** A staff session as one request's guard needs it: the account, whether the token is revoked, and when the session was last seen. */
export interface StaffSession {
  readonly account: StaffAccount;
  /** The token or its login session was revoked (a logout, an idle end, a disabled account). */
  readonly revoked: boolean;
  /** The session's last recorded request; null when it has no activity row yet. */
  readonly lastSeenAt: Date | null;
}

/**
 * Everything the staff guard reads, in one round trip: the account with its role's areas, whether
 * the token or its session is revoked, and the session's last activity. Null when the account no
 * longer exists. (Three queries before: on a database across a network, each was a round trip.)
 */
export async function findStaffSession(
  db: Db,
  id: string,
  tokenId: string,
  session: string,
): Promise<StaffSession | null> {
  // One row, the role's areas as an array: a row per area (32 for an administrator) cost the
  // embedded database, which builds every row in JavaScript, several times the lookup itself.
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => [
      'staff_users.id',
      'staff_users.name',
      'staff_users.full_name',
      'staff_users.password_hash',
      'staff_users.disabled_at',
      'staff_users.phone_number',
      'staff_users.must_change_password',
      // ARRAY(subquery) is an empty array, never null, for a role without areas.
      sql<string[]>`array(select area from role_areas where role_areas.role_id = staff_users.role_id)`.as(
        'areas',
      ),
      eb
        .selectFrom('staff_session_activity')
        .select('last_seen_at')
        .where('session', '=', session)
        .as('last_seen_at'),
      eb
        .exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', 'in', [tokenId, session]))
        .as('revoked'),
    ])
    .where('staff_users.id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return null;
  const account = toAccount(
    row.areas.length === 0 ? [{ ...row, area: null }] : row.areas.map((area) => ({ ...row, area })),
  );
  if (account === null) return null;
  return {
    account,
    revoked: Boolean(row.revoked),
    lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at),
  };
}

function toAccount(rows: readonly Row[]): StaffAccount | null {
  const first = rows[0];
  if (first === undefined) return null;
  // Areas a newer version wrote and this one does not know grant nothing.
  const areas = new Set(rows.map((r) => r.area).filter(isPermissionArea));
  return {
    id: first.id,
    name: first.name,
    fullName: first.full_name,
    passwordHash: first.password_hash,
    areas,
    disabled: first.disabled_at !== null,
    phoneNumber: first.phone_number,
    mustChangePassword: first.must_change_password,
  };
}
