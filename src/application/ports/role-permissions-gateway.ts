import type { AppError } from '../../domain/errors/app-error';
import type { PermissionArea } from '../../domain/lists/permission-area';
import type { Result } from '../../domain/shared/result';
import type { RoleOption } from './staff-access-gateway';

/** A section of the dashboard's menu (`/Sections`), grouping permissions. */
export interface PermissionSection {
  readonly id: number;
  readonly name: string;
  readonly sortOrder: number;
}

/** One permission (`/Permissions`): an area of the dashboard, in a section or in none. */
export interface Permission {
  readonly id: number;
  readonly area: PermissionArea;
  readonly name: string;
  readonly sectionId: number | null;
}

/** A chat department a role's users may answer. */
export interface ChatDepartmentChoice {
  readonly id: number;
  readonly nameEn: string;
  readonly nameKu: string;
  readonly nameAr: string;
}

/** What the grid is drawn from: the same for every role. */
export interface PermissionCatalogue {
  readonly sections: readonly PermissionSection[];
  readonly permissions: readonly Permission[];
  /** Null when the user may not read the chat departments (area chat): the chat part is not shown. */
  readonly chatDepartments: readonly ChatDepartmentChoice[] | null;
}

/** One role's grants. */
export interface RolePermissions {
  readonly id: string;
  readonly name: string;
  readonly areas: readonly PermissionArea[];
  readonly chatDepartmentIds: readonly number[];
  readonly userCount: number;
  readonly version: number;
}

export interface RolePermissionsChange {
  readonly areas: readonly PermissionArea[];
  readonly chatDepartmentIds: readonly number[];
  readonly version: number;
}

/**
 * The permission screen's calls: the spec's reads of roles, sections, permissions and chat
 * departments, and one role's grants read and written as a whole (docs/api-extensions.md, "A
 * role's permissions"). A refused save is `Conflict` whose body's `code` says why
 * (`Stale`, `LastPermissionManager`, `LastAccessManager`).
 */
export interface RolePermissionsGateway {
  roleOptions(): Promise<Result<RoleOption[], AppError>>;
  catalogue(): Promise<Result<PermissionCatalogue, AppError>>;
  role(id: string): Promise<Result<RolePermissions, AppError>>;
  save(id: string, change: RolePermissionsChange): Promise<Result<RolePermissions, AppError>>;
}
