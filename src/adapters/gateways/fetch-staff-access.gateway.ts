import type {
  AccessForm,
  NewStaffUser,
  RoleInput,
  RoleOption,
  StaffAccessGateway,
  StaffRole,
  StaffUser,
  StaffUserChange,
} from '../../application/ports/staff-access-gateway';
import type { FieldProblemOf } from '../../application/ports/record-writes-gateway';
import {
  ROLES_READ_CALL,
  ROLE_CREATE_CALL,
  ROLE_DELETE_CALL,
  ROLE_UPDATE_CALL,
  STAFF_USERS_CALL,
  STAFF_USER_CREATE_CALL,
  STAFF_USER_DISABLED_CALL,
  STAFF_USER_PASSWORD_CALL,
  STAFF_USER_UPDATE_CALL,
  roleDetailSchema,
  roleDetailsSchema,
  roleUpdateSchema,
  roleWriteSchema,
  staffUserCreateSchema,
  staffUserPasswordSchema,
  staffUserSchema,
  staffUsersSchema,
  staffUserUpdateSchema,
  type RoleDetailsWire,
  type StaffUserWire,
} from '../../contract/access/staff-access';
import { epochMs } from '../../contract/shared/iso-date-time';
import { ignoredBody, type Schema } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import { fieldIssues } from '../../contract/writes/record-form';
import type { AppError } from '../../domain/errors/app-error';
import { isPermissionArea } from '../../domain/lists/permission-area';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const toUser = (wire: StaffUserWire): StaffUser => ({
  ...wire,
  createdAt: epochMs(wire.createdAt),
  phoneNumber: wire.phoneNumber ?? null,
});
const toRole = (wire: RoleDetailsWire): StaffRole => ({
  id: wire.id,
  name: wire.name,
  description: wire.description,
  // A newer server may grant areas this client does not know: they are not shown.
  areas: wire.areas.filter(isPermissionArea),
  userCount: wire.userCount,
  version: wire.version,
});

const users: Schema<{ users: StaffUser[]; roles: RoleOption[] }> = mapped(staffUsersSchema, (wire) => ({
  users: wire.users.map(toUser),
  roles: wire.roles.map(({ id, name }) => ({ id, name })),
}));
const user: Schema<StaffUser> = mapped(staffUserSchema, toUser);
const roles: Schema<StaffRole[]> = mapped(roleDetailsSchema, (rows) => rows.map(toRole));
const role: Schema<StaffRole> = mapped(roleDetailSchema, toRole);

const FORMS: Readonly<Record<AccessForm, Schema<unknown>>> = {
  newUser: staffUserCreateSchema,
  userChange: staffUserUpdateSchema,
  password: staffUserPasswordSchema,
  newRole: roleWriteSchema,
  roleChange: roleUpdateSchema,
};

/** `StaffAccessGateway` over `/api/StaffUsers/*` and `/api/DahsboardRoles/*`. */
export class FetchStaffAccessGateway implements StaffAccessGateway {
  constructor(private readonly http: HttpClient) {}

  users(): Promise<Result<{ users: StaffUser[]; roles: RoleOption[] }, AppError>> {
    return sendWireCall(this.http, STAFF_USERS_CALL, { name: 'staffUsers', check: users });
  }

  createUser(body: NewStaffUser): Promise<Result<StaffUser, AppError>> {
    return sendWireCall(this.http, STAFF_USER_CREATE_CALL, { name: 'createStaffUser', check: user, body });
  }

  updateUser(id: string, body: StaffUserChange): Promise<Result<StaffUser, AppError>> {
    return sendWireCall(this.http, STAFF_USER_UPDATE_CALL, {
      name: 'updateStaffUser',
      check: user,
      params: { id },
      body,
    });
  }

  setDisabled(id: string, disabled: boolean, version: number): Promise<Result<StaffUser, AppError>> {
    return sendWireCall(this.http, STAFF_USER_DISABLED_CALL, {
      name: 'setStaffUserDisabled',
      check: user,
      params: { id },
      body: { disabled, version },
    });
  }

  resetPassword(id: string, password: string, version: number): Promise<Result<StaffUser, AppError>> {
    return sendWireCall(this.http, STAFF_USER_PASSWORD_CALL, {
      name: 'resetStaffPassword',
      check: user,
      params: { id },
      body: { password, version },
    });
  }

  roles(): Promise<Result<StaffRole[], AppError>> {
    return sendWireCall(this.http, ROLES_READ_CALL, { name: 'dashboardRoles', check: roles });
  }

  createRole(body: RoleInput): Promise<Result<StaffRole, AppError>> {
    return sendWireCall(this.http, ROLE_CREATE_CALL, { name: 'createRole', check: role, body });
  }

  updateRole(
    id: string,
    body: RoleInput & { readonly version: number },
  ): Promise<Result<StaffRole, AppError>> {
    return sendWireCall(this.http, ROLE_UPDATE_CALL, {
      name: 'updateRole',
      check: role,
      params: { id },
      body,
    });
  }

  deleteRole(id: string): Promise<Result<void, AppError>> {
    return sendWireCall(this.http, ROLE_DELETE_CALL, {
      name: 'deleteRole',
      check: ignoredBody,
      params: { id },
    });
  }

  check(form: AccessForm, body: unknown): readonly FieldProblemOf[] {
    return fieldIssues(FORMS[form], body);
  }
}
