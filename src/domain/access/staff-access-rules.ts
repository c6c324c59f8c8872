import { PermissionArea, isPermissionArea, type PermissionArea as Area } from '../lists/permission-area';

/**
 * A staff password's length: at least 12 characters (there is no second factor, so length is the
 * defence; the command-line tool has always asked this), at most the login's own limit of 1,024
 * (argon2's time grows with it). The login itself accepts any non-empty password up to 1,024, so
 * older passwords keep working; every password set from now on follows this rule.
 */
export const StaffPasswordLength = { min: 12, max: 1_024 } as const;

/** A login name: what the login accepts (1 to 100 characters after trimming), without spaces. */
export const LoginNameLength = { min: 1, max: 100 } as const;

/** A role's name, as shown in the menu of roles. */
export const RoleNameLength = { min: 1, max: 60 } as const;

/** Why a value is refused; the dashboard's text is `access.problem.<code>`. */
export const AccessProblem = {
  Required: 'required',
  TooShort: 'tooShort',
  TooLong: 'tooLong',
  NotText: 'notText',
  HasSpaces: 'hasSpaces',
  UnknownArea: 'unknownArea',
  /** Not an Iraqi mobile number (where a password reset code would go). */
  Phone: 'phone',
} as const;
export type AccessProblem = (typeof AccessProblem)[keyof typeof AccessProblem];

/** Control characters (NUL and the C0/C1 ranges) never belong in a name or a password. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The problem of a new password, or null when it may be set. */
export function passwordProblem(password: string): AccessProblem | null {
  if (password === '') return AccessProblem.Required;
  if (CONTROL.test(password)) return AccessProblem.NotText;
  if (password.length < StaffPasswordLength.min) return AccessProblem.TooShort;
  if (password.length > StaffPasswordLength.max) return AccessProblem.TooLong;
  return null;
}

/** The problem of a new login name (already trimmed), or null. Names are compared case-insensitively. */
export function loginNameProblem(name: string): AccessProblem | null {
  if (name.length < LoginNameLength.min) return AccessProblem.Required;
  if (name.length > LoginNameLength.max) return AccessProblem.TooLong;
  if (CONTROL.test(name)) return AccessProblem.NotText;
  if (/\s/u.test(name)) return AccessProblem.HasSpaces;
  return null;
}

/** The areas that manage access itself: whoever holds both can give back every other area. */
export const ACCESS_AREAS: readonly Area[] = [PermissionArea.Users, PermissionArea.Roles];

/** A staff user as the access rule sees them. */
export interface AccessHolder {
  readonly id: string;
  readonly enabled: boolean;
  readonly areas: readonly string[];
}

/** Whether this user may manage staff and roles: enabled, with both access areas. */
export const managesAccess = (user: AccessHolder): boolean =>
  user.enabled && ACCESS_AREAS.every((area) => user.areas.includes(area));

/**
 * Whether the staff, after a change, still hold someone who manages access. A change that would
 * leave nobody (the last such user disabled or moved to a lesser role, or their role stripped of
 * users or roles) is refused: no one could undo it from the dashboard.
 */
export const keepsAccessManager = (after: readonly AccessHolder[]): boolean => after.some(managesAccess);

/** A role's areas as stored: known areas only, each once, sorted. */
export function normaliseAreas(areas: readonly string[]): Area[] {
  return [...new Set(areas.filter(isPermissionArea))].sort();
}

/** Whether every area of the list is known (a request naming another is refused, not trimmed). */
export const allKnownAreas = (areas: string[]): boolean => areas.every(isPermissionArea);
