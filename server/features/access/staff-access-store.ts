import { sql, type Transaction } from 'kysely';
import type { StaffUserWire } from '../../../src/contract/access/staff-access';
import type { AccessHolder } from '../../../src/domain/access/staff-access-rules';
import type { Database, Db } from '../../db/database';
import type { StaffPrincipal } from '../../http/principal';
import type { AuditActor } from '../audit/record-audit';

export type Trx = Transaction<Database>;

/**
 * Serialises every write of staff accounts and roles: the rule that someone must keep managing
 * access is checked on the whole staff, so two writes (two administrators disabling each other)
 * must not each pass it against a state the other is about to change.
 */
const ACCESS_LOCK = 7_431_170;

export async function lockAccess(trx: Trx): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ACCESS_LOCK})`.execute(trx);
}

export const staffActor = (principal: StaffPrincipal): AuditActor => ({
  kind: 'staff',
  id: principal.userId,
  name: principal.name,
});

/** One staff user as the users screen shows them. */
export async function readStaffUser(db: Db | Trx, id: string): Promise<StaffUserWire | undefined> {
  const rows = await staffUserRows(db, id);
  return rows[0];
}

/** Every staff user (or one), with their role's name, by login name. */
export async function staffUserRows(db: Db | Trx, id?: string): Promise<StaffUserWire[]> {
  let query = db
    .selectFrom('staff_users as s')
    .innerJoin('roles as r', 'r.id', 's.role_id')
    .select([
      's.id',
      's.name',
      's.full_name',
      's.role_id',
      'r.name as role_name',
      's.disabled_at',
      's.created_at',
      's.version',
      's.phone_number',
    ]);
  if (id !== undefined) query = query.where('s.id', '=', id);
  const rows = await query.orderBy(sql`lower(s.name)`).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    fullName: r.full_name,
    roleId: r.role_id,
    roleName: r.role_name,
    disabled: r.disabled_at !== null,
    createdAt: r.created_at.toISOString(),
    version: r.version,
    phoneNumber: r.phone_number,
  }));
}

/** Each staff user with whether they are enabled and their role, and each role's areas. */
export async function accessState(trx: Trx): Promise<{
  users: { id: string; enabled: boolean; roleId: string }[];
  areasOf: Map<string, string[]>;
}> {
  const users = await trx.selectFrom('staff_users').select(['id', 'disabled_at', 'role_id']).execute();
  const grants = await trx.selectFrom('role_areas').select(['role_id', 'area']).execute();
  const areasOf = new Map<string, string[]>();
  for (const g of grants) areasOf.set(g.role_id, [...(areasOf.get(g.role_id) ?? []), g.area]);
  return {
    users: users.map((u) => ({ id: u.id, enabled: u.disabled_at === null, roleId: u.role_id })),
    areasOf,
  };
}

/** The staff as the access rule sees them, after `change` is applied to the state read. */
export function holdersAfter(
  state: Awaited<ReturnType<typeof accessState>>,
  change: {
    readonly user?: { id: string; enabled?: boolean; roleId?: string };
    readonly role?: { id: string; areas: readonly string[] };
  },
): AccessHolder[] {
  return state.users.map((u) => {
    const mine = change.user?.id === u.id ? change.user : undefined;
    const roleId = mine?.roleId ?? u.roleId;
    const areas = change.role?.id === roleId ? change.role.areas : (state.areasOf.get(roleId) ?? []);
    return { id: u.id, enabled: mine?.enabled ?? u.enabled, areas };
  });
}

/**
 * Ends every login session of a staff user, inside the write's transaction: each session id is
 * revoked (its staff and chat tokens are refused from the next request) and its activity row goes.
 * Answers the sessions, whose hub connections the caller closes once the transaction commits.
 */
export async function endSessionsOf(
  trx: Trx,
  staffUserId: string,
  now: Date,
  /** A session that stays (the user's own, when they change their password). */
  keep?: string,
): Promise<string[]> {
  let query = trx
    .selectFrom('staff_session_activity')
    .select(['session', 'expires_at'])
    .where('staff_user_id', '=', staffUserId)
    .where('expires_at', '>', now);
  if (keep !== undefined) query = query.where('session', '<>', keep);
  const sessions = await query.execute();
  if (sessions.length > 0) {
    await trx
      .insertInto('revoked_tokens')
      .values(sessions.map((s) => ({ jti: s.session, expires_at: s.expires_at })))
      .onConflict((c) => c.column('jti').doNothing())
      .execute();
  }
  let ended = trx.deleteFrom('staff_session_activity').where('staff_user_id', '=', staffUserId);
  if (keep !== undefined) ended = ended.where('session', '<>', keep);
  await ended.execute();
  return sessions.map((s) => s.session);
}
