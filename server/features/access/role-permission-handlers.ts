import * as v from 'valibot';
import {
  rolePermissionsUpdateSchema,
  type RolePermissionsWire,
} from '../../../src/contract/access/role-permissions';
import { changeOf, isNoChange, keepsPermissionManager } from '../../../src/domain/access/role-permissions';
import { keepsAccessManager } from '../../../src/domain/access/staff-access-rules';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Db } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { listRoleDetails } from '../roles/list-dashboard-roles';
import { notFound, textId } from '../shared/input';
import { RoleRefusal } from './role-handlers';
import { accessState, holdersAfter, lockAccess, staffActor, type Trx } from './staff-access-store';

type Context = RouteContext<StaffPrincipal>;

/** The refusals of a permissions write beyond the role editor's; `code` picks the screen's text. */
export const PermissionRefusal = {
  ...RoleRefusal,
  /** Nobody enabled would keep the permissions area: no one could open this screen again. */
  LastPermissionManager: 'LastPermissionManager',
  UnknownChatDepartment: 'UnknownChatDepartment',
} as const;

const NO_ROLE = 'There is no role with this id.';

async function rolePermissions(db: Db | Trx, id: string): Promise<RolePermissionsWire | null> {
  const role = (await listRoleDetails(db, id))[0];
  if (role === undefined) return null;
  const chats = await db
    .selectFrom('role_chat_departments')
    .select('chat_department_id')
    .where('role_id', '=', id)
    .orderBy('chat_department_id')
    .execute();
  return {
    id: role.id,
    name: role.name,
    areas: role.areas,
    chatDepartmentIds: chats.map((c) => c.chat_department_id),
    userCount: role.userCount,
    version: role.version,
  };
}

/** GET /api/DahsboardRoles/{id}/Permissions (area permissions): the role's areas and chat departments. */
export async function readRolePermissions({ services, params }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  return (await rolePermissions(services.db, id)) ?? notFound(NO_ROLE);
}

/**
 * PUT /api/DahsboardRoles/{id}/Permissions (area permissions) `{ areas, chatDepartmentIds, version }`.
 * The whole new set replaces the old one in one transaction, audited with what was added and
 * removed. Every user of the role has the new areas from their next request (the server reads a
 * user's areas on each call). A change that would leave no enabled user with the permissions area,
 * or nobody managing staff and roles, is refused: no one could undo it from the dashboard.
 */
export async function updateRolePermissions({ services, principal, params, body, ip }: Context) {
  const id = textId(params.id);
  if (id instanceof HttpAnswer) return id;
  const input = v.parse(rolePermissionsUpdateSchema, body);
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    await lockAccess(trx);
    await trx.selectFrom('roles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    const before = await rolePermissions(trx, id);
    if (before === null) return notFound(NO_ROLE);
    if (before.version !== input.version) {
      return HttpAnswer.error(409, 'This role was changed since you read it.', {
        code: PermissionRefusal.Stale,
        current: before,
      });
    }
    const state = await accessState(trx);
    const after = holdersAfter(state, { role: { id, areas: input.areas } });
    if (!keepsPermissionManager(after)) {
      return HttpAnswer.error(
        409,
        'Nobody could open the permissions after this change: keep the permissions area, or give it to another enabled user first.',
        { code: PermissionRefusal.LastPermissionManager },
      );
    }
    if (!keepsAccessManager(after)) {
      return HttpAnswer.error(
        409,
        'Nobody could manage staff and roles after this change: keep the users and roles areas, or give another enabled user a role with both first.',
        { code: PermissionRefusal.LastAccessManager },
      );
    }
    if (input.chatDepartmentIds.length > 0) {
      const known = await trx
        .selectFrom('chat_departments')
        .select('id')
        .where('id', 'in', input.chatDepartmentIds)
        .execute();
      if (known.length !== input.chatDepartmentIds.length) {
        return HttpAnswer.error(400, 'A chat department of the list does not exist.', {
          field: 'body.chatDepartmentIds',
          code: PermissionRefusal.UnknownChatDepartment,
        });
      }
    }
    const areas = changeOf(before.areas, input.areas);
    const chats = changeOf(before.chatDepartmentIds, input.chatDepartmentIds);
    if (isNoChange(areas) && isNoChange(chats)) return before;

    await trx.deleteFrom('role_areas').where('role_id', '=', id).execute();
    if (input.areas.length > 0) {
      await trx
        .insertInto('role_areas')
        .values(input.areas.map((area) => ({ role_id: id, area })))
        .execute();
    }
    await trx.deleteFrom('role_chat_departments').where('role_id', '=', id).execute();
    if (input.chatDepartmentIds.length > 0) {
      await trx
        .insertInto('role_chat_departments')
        .values(input.chatDepartmentIds.map((chat_department_id) => ({ role_id: id, chat_department_id })))
        .execute();
    }
    await trx
      .updateTable('roles')
      .set({ version: before.version + 1 })
      .where('id', '=', id)
      .execute();
    const saved = (await rolePermissions(trx, id)) as RolePermissionsWire;
    await recordAudit(trx, {
      actor: staffActor(principal),
      action: 'Update',
      area: PermissionArea.Permissions,
      entity: 'RolePermissions',
      entityId: id,
      ip,
      before: { areas: before.areas, chatDepartmentIds: before.chatDepartmentIds },
      after: {
        areas: saved.areas,
        chatDepartmentIds: saved.chatDepartmentIds,
        added: { areas: areas.added, chatDepartmentIds: chats.added },
        removed: { areas: areas.removed, chatDepartmentIds: chats.removed },
      },
      at,
    });
    return saved;
  });
}
