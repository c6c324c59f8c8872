import type { Brand } from '../shared/brand';
import { isPermissionArea, type PermissionArea } from '../lists/permission-area';

export type StaffUserId = Brand<string, 'StaffUserId'>;

/** The logged-in staff user: the greeting shows `name` and `fullName`. */
export interface SessionUser {
  readonly id: StaffUserId;
  readonly name: string;
  readonly fullName: string;
  /** The permission areas granted to the user; unknown area names are dropped. */
  readonly areas: readonly PermissionArea[];
  /**
   * Someone else set the password: until the user changes it, the dashboard shows only the
   * change (the server refuses everything else too). Absent otherwise.
   */
  readonly mustChangePassword?: true;
}

/**
 * Reads the user data kept in the browser: a JSON text or an already parsed value. Returns
 * `undefined` when it is missing, not JSON, or lacks a string `id`, `name` or `fullName`: such a
 * user cannot be greeted or authorised, so the session starts logged out instead.
 */
export function parseStoredUser(raw: unknown): SessionUser | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, name, fullName, areas, mustChangePassword } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || typeof fullName !== 'string') {
    return undefined;
  }
  return {
    id: id as StaffUserId,
    name,
    fullName,
    areas: Array.isArray(areas) ? areas.filter(isPermissionArea) : [],
    ...(mustChangePassword === true ? { mustChangePassword: true as const } : {}),
  };
}
