import { STAFF_MEMBERS } from '../catalogue/people-and-settings';
import type { Rows } from './network-rows';
import type { StaffRef } from './seed-context';

/** Ids of the seeded staff, beside the demo accounts' `...-000000000001` and `-000000000002`. */
const staffId = (n: number) => `b7e3c9a4-2f1d-4e6b-8a5c-${String(100 + n).padStart(12, '0')}`;

/** The staff members the chat and the audit trail name, with their role ids. */
export function seededStaff(roleIds: { readonly admin: string; readonly reception: string }): {
  readonly refs: readonly StaffRef[];
  readonly rows: (lockedHash: string, createdAt: Date) => Rows<'staff_users'>;
} {
  const refs = STAFF_MEMBERS.map((member, i) => ({ id: staffId(i + 1), ...member }));
  return {
    refs,
    // They share one hash of a random password nobody knows: the accounts exist (for names and
    // history) but cannot sign in, and a login attempt on them costs the same as any other.
    rows: (lockedHash, createdAt) =>
      refs.map((ref) => ({
        id: ref.id,
        name: ref.name,
        full_name: ref.fullName,
        password_hash: lockedHash,
        role_id: roleIds[ref.role],
        created_at: createdAt,
      })),
  };
}
