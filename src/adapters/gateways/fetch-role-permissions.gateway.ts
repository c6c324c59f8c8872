import type { RoleOption } from '../../application/ports/staff-access-gateway';
import type {
  ChatDepartmentChoice,
  Permission,
  PermissionCatalogue,
  PermissionSection,
  RolePermissions,
  RolePermissionsChange,
  RolePermissionsGateway,
} from '../../application/ports/role-permissions-gateway';
import {
  ROLE_PERMISSIONS_CALL,
  ROLE_PERMISSIONS_UPDATE_CALL,
  rolePermissionsSchema,
  type RolePermissionsWire,
} from '../../contract/access/role-permissions';
import { READS } from '../../contract/reads/reads';
import type { Schema } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import type { WireCall } from '../../contract/shared/wire-call';
import type { AppError } from '../../domain/errors/app-error';
import { isPermissionArea } from '../../domain/lists/permission-area';
import { ok, type Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

/** The spec's reads, as calls (their paths are the resource table's). */
const get = (path: string): WireCall => ({ method: 'GET', path, auth: 'staff' });
const ROLE_OPTIONS_CALL = get(READS.dashboardRoleOptions.path);
const SECTIONS_CALL = get(READS.sections.path);
const PERMISSIONS_CALL = get(READS.permissions.path);
const CHAT_DEPARTMENTS_CALL = get(READS.chatDepartments.path);

const roleOptions: Schema<RoleOption[]> = mapped(READS.dashboardRoleOptions.schema, (rows) =>
  rows.map(({ id, name }) => ({ id, name })),
);
const sections: Schema<PermissionSection[]> = mapped(READS.sections.schema, (rows) =>
  rows.map(({ id, name, sortOrder }) => ({ id, name, sortOrder })),
);
const permissions: Schema<Permission[]> = mapped(READS.permissions.schema, (rows) =>
  rows.flatMap(({ id, area, name, dashboardSectionId }) =>
    // A newer server's areas this client does not know are not offered.
    isPermissionArea(area) ? [{ id, area, name, sectionId: dashboardSectionId }] : [],
  ),
);
const chatDepartments: Schema<ChatDepartmentChoice[]> = mapped(READS.chatDepartments.schema, (rows) =>
  rows.map(({ id, nameEn, nameKu, nameAr }) => ({ id, nameEn, nameKu, nameAr })),
);
const toRole = (wire: RolePermissionsWire): RolePermissions => ({
  id: wire.id,
  name: wire.name,
  areas: wire.areas.filter(isPermissionArea),
  chatDepartmentIds: wire.chatDepartmentIds,
  userCount: wire.userCount,
  version: wire.version,
});
const role: Schema<RolePermissions> = mapped(rolePermissionsSchema, toRole);

/** `RolePermissionsGateway` over `/Sections`, `/Permissions`, the roles and `/DahsboardRoles/{id}/Permissions`. */
export class FetchRolePermissionsGateway implements RolePermissionsGateway {
  constructor(private readonly http: HttpClient) {}

  roleOptions(): Promise<Result<RoleOption[], AppError>> {
    return sendWireCall(this.http, ROLE_OPTIONS_CALL, { name: 'dashboardRoleOptions', check: roleOptions });
  }

  async catalogue(): Promise<Result<PermissionCatalogue, AppError>> {
    const [s, p, c] = await Promise.all([
      sendWireCall(this.http, SECTIONS_CALL, { name: 'sections', check: sections }),
      sendWireCall(this.http, PERMISSIONS_CALL, { name: 'permissions', check: permissions }),
      sendWireCall(this.http, CHAT_DEPARTMENTS_CALL, { name: 'chatDepartments', check: chatDepartments }),
    ]);
    if (!s.ok) return s;
    if (!p.ok) return p;
    // Without the chat area the grid still works; only the chat part is left out.
    if (!c.ok && c.error.code !== 'Forbidden') return c;
    return ok({ sections: s.value, permissions: p.value, chatDepartments: c.ok ? c.value : null });
  }

  role(id: string): Promise<Result<RolePermissions, AppError>> {
    return sendWireCall(this.http, ROLE_PERMISSIONS_CALL, {
      name: 'rolePermissions',
      check: role,
      params: { id },
    });
  }

  save(id: string, change: RolePermissionsChange): Promise<Result<RolePermissions, AppError>> {
    return sendWireCall(this.http, ROLE_PERMISSIONS_UPDATE_CALL, {
      name: 'updateRolePermissions',
      check: role,
      params: { id },
      body: {
        areas: [...change.areas],
        chatDepartmentIds: [...change.chatDepartmentIds],
        version: change.version,
      },
    });
  }
}
