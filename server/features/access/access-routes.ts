import {
  ROLE_CREATE_CALL,
  ROLE_DELETE_CALL,
  ROLE_UPDATE_CALL,
  STAFF_USERS_CALL,
  STAFF_USER_CREATE_CALL,
  STAFF_USER_DISABLED_CALL,
  STAFF_USER_PASSWORD_CALL,
  STAFF_USER_UPDATE_CALL,
  roleUpdateSchema,
  roleWriteSchema,
  staffUserCreateSchema,
  staffUserDisabledSchema,
  staffUserPasswordSchema,
  staffUserUpdateSchema,
} from '../../../src/contract/access/staff-access';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import {
  ACCOUNT_REQUESTS_CALL,
  APPROVE_ACCOUNT_REQUEST_CALL,
  REFUSE_ACCOUNT_REQUEST_CALL,
  approveAccountRequestSchema,
  refuseAccountRequestSchema,
} from '../../../src/contract/auth/staff-account';
import {
  ROLE_PERMISSIONS_CALL,
  ROLE_PERMISSIONS_UPDATE_CALL,
  rolePermissionsUpdateSchema,
} from '../../../src/contract/access/role-permissions';
import type { RouteDefinition } from '../../http/route';
import { approveAccountRequest, listAccountRequests, refuseAccountRequest } from './account-request-handlers';
import { toRoutePath } from '../resources/resource-routes';
import { createRole, deleteRole, updateRole } from './role-handlers';
import { readRolePermissions, updateRolePermissions } from './role-permission-handlers';
import {
  createStaffUser,
  listStaffUsers,
  resetStaffPassword,
  setStaffUserDisabled,
  updateStaffUser,
} from './staff-user-handlers';

/** A form's body: a password of 1,024 characters fits several times over. */
const FORM = { bodyLimit: 16 * 1024, everyInvalidField: true } as const;

const users = { auth: 'staff', area: PermissionArea.Users } as const;
const roles = { auth: 'staff', area: PermissionArea.Roles } as const;
const permissions = { auth: 'staff', area: PermissionArea.Permissions } as const;

/** Staff accounts and roles written from the dashboard (docs/api-extensions.md, "Staff accounts and roles"). */
export const ACCESS_ROUTES: readonly RouteDefinition[] = [
  { method: 'GET', path: STAFF_USERS_CALL.path, ...users, handler: listStaffUsers },
  {
    method: 'POST',
    path: STAFF_USER_CREATE_CALL.path,
    ...users,
    handler: createStaffUser,
    body: staffUserCreateSchema,
    ...FORM,
  },
  {
    method: 'PUT',
    path: toRoutePath(STAFF_USER_UPDATE_CALL.path),
    ...users,
    handler: updateStaffUser,
    body: staffUserUpdateSchema,
    ...FORM,
  },
  {
    method: 'PUT',
    path: toRoutePath(STAFF_USER_DISABLED_CALL.path),
    ...users,
    handler: setStaffUserDisabled,
    body: staffUserDisabledSchema,
    ...FORM,
  },
  {
    method: 'PUT',
    path: toRoutePath(STAFF_USER_PASSWORD_CALL.path),
    ...users,
    handler: resetStaffPassword,
    body: staffUserPasswordSchema,
    ...FORM,
  },
  {
    method: 'POST',
    path: ROLE_CREATE_CALL.path,
    ...roles,
    handler: createRole,
    body: roleWriteSchema,
    ...FORM,
  },
  {
    method: 'PUT',
    path: toRoutePath(ROLE_UPDATE_CALL.path),
    ...roles,
    handler: updateRole,
    body: roleUpdateSchema,
    ...FORM,
  },
  { method: 'DELETE', path: toRoutePath(ROLE_DELETE_CALL.path), ...roles, handler: deleteRole },
  // One role's permission areas and chat departments, on the permission screen.
  {
    method: 'GET',
    path: toRoutePath(ROLE_PERMISSIONS_CALL.path),
    ...permissions,
    handler: readRolePermissions,
  },
  {
    method: 'PUT',
    path: toRoutePath(ROLE_PERMISSIONS_UPDATE_CALL.path),
    ...permissions,
    handler: updateRolePermissions,
    body: rolePermissionsUpdateSchema,
    ...FORM,
  },
  // Account requests made at /register, decided on the users screen.
  { method: 'GET', path: ACCOUNT_REQUESTS_CALL.path, ...users, handler: listAccountRequests },
  {
    method: 'POST',
    path: toRoutePath(APPROVE_ACCOUNT_REQUEST_CALL.path),
    ...users,
    handler: approveAccountRequest,
    body: approveAccountRequestSchema,
    ...FORM,
  },
  {
    method: 'POST',
    path: toRoutePath(REFUSE_ACCOUNT_REQUEST_CALL.path),
    ...users,
    handler: refuseAccountRequest,
    body: refuseAccountRequestSchema,
    ...FORM,
  },
];
