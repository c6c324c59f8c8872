import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A staff user with their role: `/DashboardUserRole/GetUserToDashboardRoles`. */
export const userRoleRecord = v.looseObject({
  id: str,
  name: str,
  fullName: str,
  roleId: str,
  roleName: str,
  createdAt: isoDateTime,
});
export type UserRoleRecord = v.InferOutput<typeof userRoleRecord>;

/** A role to choose: `/DahsboardRoles/GetDashboardRolesSelect`. */
export const roleOptionRecord = v.looseObject({
  id: str,
  name: str,
});
export type RoleOptionRecord = v.InferOutput<typeof roleOptionRecord>;

/** A permission of an area: `/Permissions`. */
export const permissionRecord = v.looseObject({
  id: num,
  area: str,
  name: str,
  dashboardSectionId: v.nullable(num),
  createdAt: isoDateTime,
});
export type PermissionRecord = v.InferOutput<typeof permissionRecord>;

/** A section of the dashboard menu: `/Sections`. */
export const sectionRecord = v.looseObject({
  id: num,
  name: str,
  sortOrder: num,
});
export type SectionRecord = v.InferOutput<typeof sectionRecord>;
