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

/** A staff account by login name (case-insensitive), with its role's areas; null if none. */
export async function findStaffByName(db: Db, name: string): Promise<StaffAccount | null> {
  return toAccount(
    await db
      .selectFrom('staff_users')
      .leftJoin('role_areas', 'role_areas.role_id', 'staff_users.role_id')
      .select([
        'staff_users.id',
        'staff_users.name',
        'staff_users.full_name',
        'staff_users.password_hash',
        'staff_users.disabled_at',
        'staff_users.phone_number',
        'staff_users.must_change_password',
        'role_areas.area',
      ])
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
      .select([
        'staff_users.id',
        'staff_users.name',
        'staff_users.full_name',
        'staff_users.password_hash',
        'staff_users.disabled_at',
        'staff_users.phone_number',
        'staff_users.must_change_password',
        'role_areas.area',
      ])
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
