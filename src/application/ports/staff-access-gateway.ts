import type { AppError } from '../../domain/errors/app-error';
import type { PermissionArea } from '../../domain/lists/permission-area';
import type { Result } from '../../domain/shared/result';
import type { FieldProblemOf } from './record-writes-gateway';

/** A staff account on the users screen. */
export interface StaffUser {
  readonly id: string;
  readonly name: string;
  readonly fullName: string;
  readonly roleId: string;
  readonly roleName: string;
  readonly disabled: boolean;
  readonly createdAt: number;
  readonly version: number;
  /** Where `/forgot` sends the user's reset codes (E.164); null when there is none. */
  readonly phoneNumber: string | null;
}

export interface RoleOption {
  readonly id: string;
  readonly name: string;
}

/** A role with the areas it grants, on the roles screen. */
export interface StaffRole {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly areas: readonly PermissionArea[];
  readonly userCount: number;
  readonly version: number;
}

export interface NewStaffUser {
  readonly name: string;
  readonly fullName: string;
  readonly roleId: string;
  readonly password: string;
  /** As typed; empty for none. */
  readonly phoneNumber: string;
}

export interface StaffUserChange {
  readonly fullName: string;
  readonly roleId: string;
  readonly version: number;
  /** As typed; empty removes it. */
  readonly phoneNumber: string;
}

export interface RoleInput {
  readonly name: string;
  readonly description: string;
  readonly areas: readonly PermissionArea[];
}

/** Which form a body belongs to, for the browser-side check by the contract's schema. */
export type AccessForm = 'newUser' | 'userChange' | 'password' | 'newRole' | 'roleChange';

/**
 * Staff accounts and roles (areas users and roles; docs/api-extensions.md, "Staff accounts and
 * roles"). A refused write is `BadRequest` (fields) or `Conflict` whose body's `code` says why.
 */
export interface StaffAccessGateway {
  users(): Promise<Result<{ users: StaffUser[]; roles: RoleOption[] }, AppError>>;
  createUser(user: NewStaffUser): Promise<Result<StaffUser, AppError>>;
  updateUser(id: string, change: StaffUserChange): Promise<Result<StaffUser, AppError>>;
  setDisabled(id: string, disabled: boolean, version: number): Promise<Result<StaffUser, AppError>>;
  resetPassword(id: string, password: string, version: number): Promise<Result<StaffUser, AppError>>;
  roles(): Promise<Result<StaffRole[], AppError>>;
  createRole(role: RoleInput): Promise<Result<StaffRole, AppError>>;
  updateRole(
    id: string,
    role: RoleInput & { readonly version: number },
  ): Promise<Result<StaffRole, AppError>>;
  deleteRole(id: string): Promise<Result<void, AppError>>;
  check(form: AccessForm, body: unknown): readonly FieldProblemOf[];
}
