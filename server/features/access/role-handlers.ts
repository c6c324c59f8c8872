import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import { roleUpdateSchema, roleWriteSchema } from '../../../src/contract/access/staff-access';
import { keepsAccessManager } from '../../../src/domain/access/staff-access-rules';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { listRoleDetails, type RoleDetails } from '../roles/list-dashboard-roles';
import { notFound, textId } from '../shared/input';
import { accessState, holdersAfter, lockAccess, staffActor, type Trx } from './staff-access-store';

type Context = RouteContext<StaffPrincipal>;

/** The refusals of a role write; `code` tells the dashboard which text to show. */
export const RoleRefusal = {
  NameTaken: 'NameTaken',
  Stale: 'Stale',
  InUse: 'InUse',
  LastAccessManager: 'LastAccessManager',
} as const;

const ROLE_AREA = PermissionArea.Roles;
const NO_ROLE = 'There is no role with this id.';

const audited = (role: RoleDetails) => ({
  name: role.name,
  description: role.description,
  areas: role.areas,
});

async function nameTaken(trx: Trx, name: string, except: string | null): Promise<boolean> {
  let query = trx
    .selectFrom('roles')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except !== null) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

const taken = () =>
  HttpAnswer.error(409, 'A role with this name already exists.', {
    field: 'body.name',
    code: RoleRefusal.NameTaken,
  });

async function lockedRole(trx: Trx, id: string): Promise<RoleDetails | null> {
  await trx.selectFrom('roles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return (await listRoleDetails(trx, id))[0] ?? null;
}

async function writeAreas(trx: Trx, roleId: string, areas: readonly string[]): Promise<void> {
  await trx.deleteFrom('role_areas').where('role_id', '=', roleId).execute();
  if (areas.length > 0) {
    await trx
      .insertInto('role_areas')
      .values(areas.map((area) => ({ role_id: roleId, area })))
      .execute();
  }
}

/** POST /api/DahsboardRoles/Create (area roles) `{ name, description?, areas }`. */
export async function createRole({ services, principal, body, ip }: Context) {
  const input = v.parse(roleWriteSchema, body);
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    if (await nameTaken(trx, input.name, null)) return taken();
    const id = randomUUID();
    await trx.insertInto('roles').values({ id, name: input.name, description: input.description }).execute();
    await writeAreas(trx, id, input.areas);
    const created = (await listRoleDetails(trx, id))[0] as RoleDetails;
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Create',
      area: ROLE_AREA,
      entity: 'Role',
      entityId: id,
      ip,
      after: audited(created),
      at,
    });
    return created;
  });
}

/**
 * PUT /api/DahsboardRoles/{id} (area roles) `{ name, description?, areas, version }`. The new
 * areas apply to every user of the role from their next request; a change that would leave nobody
 * able to manage staff and roles is refused.
 */
export async function updateRole({ services, principal, params, body, ip }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  const input = v.parse(roleUpdateSchema, body);
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    const before = await lockedRole(trx, id);
    if (before === null) return notFound(NO_ROLE);
    if (before.version !== input.version) {
      return HttpAnswer.error(409, 'This role was changed since you read it.', {
        code: RoleRefusal.Stale,
        current: before,
      });
    }
    if (await nameTaken(trx, input.name, id)) return taken();
    const state = await accessState(trx);
    if (!keepsAccessManager(holdersAfter(state, { role: { id, areas: input.areas } }))) {
      return HttpAnswer.error(
        409,
        'Nobody could manage staff and roles after this change: keep the users and roles areas, or give another enabled user a role with both first.',
        { code: RoleRefusal.LastAccessManager },
      );
    }
    await trx
      .updateTable('roles')
      .set({ name: input.name, description: input.description, version: before.version + 1 })
      .where('id', '=', id)
      .execute();
    await writeAreas(trx, id, input.areas);
    const after = (await listRoleDetails(trx, id))[0] as RoleDetails;
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Update',
      area: ROLE_AREA,
      entity: 'Role',
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
 * DELETE /api/DahsboardRoles/{id} (area roles). A role given to any staff user, enabled or not,
 * is not deleted: 409 naming how many hold it, so they can be given another role first.
 */
export async function deleteRole({ services, principal, params, ip }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    const before = await lockedRole(trx, id);
    if (before === null) return notFound(NO_ROLE);
    if (before.userCount > 0) {
      return HttpAnswer.error(
        409,
        `This role is given to ${before.userCount} staff user(s): give them another role first.`,
        { code: RoleRefusal.InUse, users: before.userCount },
      );
    }
    await trx.deleteFrom('roles').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Delete',
      area: ROLE_AREA,
      entity: 'Role',
      entityId: id,
      ip,
      before: audited(before),
      at,
    });
    return { id };
  });
}
