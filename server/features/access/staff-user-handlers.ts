import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import {
  staffUserCreateSchema,
  staffUserDisabledSchema,
  staffUserPasswordSchema,
  staffUserUpdateSchema,
  type StaffUserWire,
  type StaffUsersWire,
} from '../../../src/contract/access/staff-access';
import { mustChangeAfter } from '../../../src/domain/access/account-flow-rules';
import { keepsAccessManager } from '../../../src/domain/access/staff-access-rules';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { notFound, textId } from '../shared/input';
import {
  accessState,
  endSessionsOf,
  holdersAfter,
  lockAccess,
  readStaffUser,
  staffActor,
  staffUserRows,
  type Trx,
} from './staff-access-store';

type Context = RouteContext<StaffPrincipal>;

/** The refusals of a staff-user write; `code` tells the dashboard which text to show. */
export const StaffUserRefusal = {
  NameTaken: 'NameTaken',
  UnknownRole: 'UnknownRole',
  Stale: 'Stale',
  Self: 'Self',
  LastAccessManager: 'LastAccessManager',
} as const;

const USER_AREA = PermissionArea.Users;
const NO_USER = 'There is no staff user with this id.';

const stale = (current: StaffUserWire) =>
  HttpAnswer.error(409, 'This staff user was changed since you read them.', {
    code: StaffUserRefusal.Stale,
    current,
  });

const lastManager = () =>
  HttpAnswer.error(
    409,
    'Nobody else could manage staff and roles after this change: give another enabled user a role with both the users and roles areas first.',
    { code: StaffUserRefusal.LastAccessManager },
  );

/**
 * What the audit keeps of a staff user: never a password or its hash, and of the phone number only
 * its last three digits (enough to see that the number reset codes go to was changed, and to what).
 */
const audited = (user: StaffUserWire) => ({
  name: user.name,
  fullName: user.fullName,
  roleId: user.roleId,
  roleName: user.roleName,
  disabled: user.disabled,
  phoneEnding: user.phoneNumber ? user.phoneNumber.slice(-3) : null,
});

async function roleExists(trx: Trx, roleId: string): Promise<boolean> {
  return (
    (await trx.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst()) !== undefined
  );
}

const unknownRole = () =>
  HttpAnswer.error(400, 'There is no role with this id.', {
    field: 'body.roleId',
    code: StaffUserRefusal.UnknownRole,
  });

/** The user row, locked for the write, with its version; null when there is none. */
async function lockedUser(trx: Trx, id: string): Promise<StaffUserWire | null> {
  await trx.selectFrom('staff_users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return (await readStaffUser(trx, id)) ?? null;
}

/** GET /api/StaffUsers/List (area users): every staff user with their role, and the roles to give. */
export async function listStaffUsers({ services }: Context): Promise<StaffUsersWire> {
  const [users, roles] = await Promise.all([
    staffUserRows(services.db),
    services.db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute(),
  ]);
  return { users, roles };
}

/**
 * POST /api/StaffUsers/Create (area users) `{ name, fullName, roleId, password, phoneNumber? }`: a
 * new staff account, enabled, with the password under the password rule (argon2id) and, when
 * given, the mobile number its reset codes go to. A login name taken in any case is 409.
 */
export async function createStaffUser({ services, principal, body, ip }: Context) {
  const input = v.parse(staffUserCreateSchema, body);
  const passwordHash = await services.passwords.hash(input.password);
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    const taken = await trx
      .selectFrom('staff_users')
      .select('id')
      .where(sql<string>`lower(name)`, '=', input.name.toLowerCase())
      .executeTakeFirst();
    if (taken !== undefined) {
      return HttpAnswer.error(409, 'A staff user with this login name already exists.', {
        field: 'body.name',
        code: StaffUserRefusal.NameTaken,
      });
    }
    if (!(await roleExists(trx, input.roleId))) return unknownRole();
    const id = randomUUID();
    await trx
      .insertInto('staff_users')
      .values({
        id,
        name: input.name,
        full_name: input.fullName,
        password_hash: passwordHash,
        role_id: input.roleId,
        phone_number: input.phoneNumber,
        created_at: at,
      })
      .execute();
    const created = (await readStaffUser(trx, id)) as StaffUserWire;
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Create',
      area: USER_AREA,
      entity: 'StaffUser',
      entityId: id,
      ip,
      after: audited(created),
      at,
    });
    return created;
  });
}

/**
 * PUT /api/StaffUsers/{id} (area users) `{ fullName, roleId, version, phoneNumber? }`. A new
 * role's areas apply from the user's next request (the guard reads them on every call). The phone
 * number is where `/forgot` sends the user's codes: empty removes it, left out keeps it.
 */
export async function updateStaffUser({ services, principal, params, body, ip }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  const input = v.parse(staffUserUpdateSchema, body);
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    const before = await lockedUser(trx, id);
    if (before === null) return notFound(NO_USER);
    if (before.version !== input.version) return stale(before);
    if (!(await roleExists(trx, input.roleId))) return unknownRole();
    const state = await accessState(trx);
    if (!keepsAccessManager(holdersAfter(state, { user: { id, roleId: input.roleId } })))
      return lastManager();
    await trx
      .updateTable('staff_users')
      .set({
        full_name: input.fullName,
        role_id: input.roleId,
        ...(input.phoneNumber === undefined ? {} : { phone_number: input.phoneNumber }),
        version: before.version + 1,
      })
      .where('id', '=', id)
      .execute();
    const after = (await readStaffUser(trx, id)) as StaffUserWire;
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Update',
      area: USER_AREA,
      entity: 'StaffUser',
      entityId: id,
      ip,
      before: audited(before),
      after: audited(after),
      at,
    });
    return after;
  });
}

/**
 * PUT /api/StaffUsers/{id}/Disabled (area users) `{ disabled, version }`. A disabled user is
 * refused at login (the answer of a wrong password) and every session they have ends at once
 * (tokens revoked, hub connections closed). Nobody disables themselves, and the last enabled user
 * who manages access stays enabled.
 */
export async function setStaffUserDisabled({ services, principal, params, body, ip }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  const input = v.parse(staffUserDisabledSchema, body);
  if (input.disabled && id === principal.userId) {
    return HttpAnswer.error(409, 'You cannot disable your own account.', { code: StaffUserRefusal.Self });
  }
  const at = new Date(services.now());
  const result = await services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    const before = await lockedUser(trx, id);
    if (before === null) return notFound(NO_USER);
    if (before.version !== input.version) return stale(before);
    const state = await accessState(trx);
    if (!keepsAccessManager(holdersAfter(state, { user: { id, enabled: !input.disabled } }))) {
      return lastManager();
    }
    await trx
      .updateTable('staff_users')
      .set({ disabled_at: input.disabled ? at : null, version: before.version + 1 })
      .where('id', '=', id)
      .execute();
    const ended = input.disabled ? await endSessionsOf(trx, id, at) : [];
    const after = (await readStaffUser(trx, id)) as StaffUserWire;
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: input.disabled ? 'Disable' : 'Enable',
      area: USER_AREA,
      entity: 'StaffUser',
      entityId: id,
      ip,
      before: audited(before),
      after: audited(after),
      at,
    });
    return { after, ended };
  });
  if (result instanceof HttpAnswer) return result;
  for (const session of result.ended) services.hubs.closeSession(session);
  return result.after;
}

/**
 * PUT /api/StaffUsers/{id}/Password (area users) `{ password, version }`: an administrator sets a
 * new password under the password rule. Every session the user has ends, so whoever held the old
 * password is out, and the user must change this one at the next login (the administrator knows
 * it); the audit records that it happened, never the password.
 */
export async function resetStaffPassword({ services, principal, params, body, ip }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  const input = v.parse(staffUserPasswordSchema, body);
  const passwordHash = await services.passwords.hash(input.password);
  const at = new Date(services.now());
  const result = await services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    const before = await lockedUser(trx, id);
    if (before === null) return notFound(NO_USER);
    if (before.version !== input.version) return stale(before);
    await trx
      .updateTable('staff_users')
      .set({
        password_hash: passwordHash,
        must_change_password: mustChangeAfter('administrator reset'),
        version: before.version + 1,
      })
      .where('id', '=', id)
      .execute();
    const ended = await endSessionsOf(trx, id, at);
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'PasswordReset',
      area: USER_AREA,
      entity: 'StaffUser',
      entityId: id,
      ip,
      reason: `${ended.length} session(s) ended.`,
      at,
    });
    return { after: (await readStaffUser(trx, id)) as StaffUserWire, ended };
  });
  if (result instanceof HttpAnswer) return result;
  for (const session of result.ended) services.hubs.closeSession(session);
  return result.after;
}
