import * as v from 'valibot';
import {
  AccessProblem,
  RoleNameLength,
  allKnownAreas,
  loginNameProblem,
  normaliseAreas,
  passwordProblem,
} from '../../domain/access/staff-access-rules';
import { normaliseIraqiMobile } from '../../domain/patients/iraqi-mobile-number';
import { isoDateTime } from '../shared/iso-date-time';
import { bool, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';

/*
 * Staff accounts and roles written from the dashboard (an extension: docs/api-extensions.md,
 * "Staff accounts and roles"). The spec shows the reads of roles and of the user-to-role mapping
 * but no writes; these are the server's own.
 */

export const STAFF_USERS_CALL: WireCall = { method: 'GET', path: '/StaffUsers/List', auth: 'staff' };
export const STAFF_USER_CREATE_CALL: WireCall = { method: 'POST', path: '/StaffUsers/Create', auth: 'staff' };
export const STAFF_USER_UPDATE_CALL: WireCall = { method: 'PUT', path: '/StaffUsers/{id}', auth: 'staff' };
export const STAFF_USER_DISABLED_CALL: WireCall = {
  method: 'PUT',
  path: '/StaffUsers/{id}/Disabled',
  auth: 'staff',
};
export const STAFF_USER_PASSWORD_CALL: WireCall = {
  method: 'PUT',
  path: '/StaffUsers/{id}/Password',
  auth: 'staff',
};
export const ROLE_CREATE_CALL: WireCall = { method: 'POST', path: '/DahsboardRoles/Create', auth: 'staff' };
export const ROLE_UPDATE_CALL: WireCall = { method: 'PUT', path: '/DahsboardRoles/{id}', auth: 'staff' };
export const ROLE_DELETE_CALL: WireCall = { method: 'DELETE', path: '/DahsboardRoles/{id}', auth: 'staff' };

const NUL_FREE = (t: string) => !t.includes('\u0000');

const text = (max: number) =>
  v.pipe(
    v.string(AccessProblem.NotText),
    v.trim(),
    v.check(NUL_FREE, AccessProblem.NotText),
    v.maxLength(max, AccessProblem.TooLong),
  );
const filled = (max: number) => v.pipe(text(max), v.nonEmpty(AccessProblem.Required));

/** The domain's rule as a schema check: the issue's message is the problem code. */
const ruled = (rule: (value: string) => string | null) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = rule(dataset.value);
    if (problem !== null) addIssue({ message: problem });
  });

const loginName = v.pipe(v.string(AccessProblem.NotText), v.trim(), ruled(loginNameProblem));
/** Never trimmed: a password is exactly what was typed. */
const password = v.pipe(v.string(AccessProblem.Required), ruled(passwordProblem));
const roleId = v.pipe(v.string(AccessProblem.Required), v.trim(), v.nonEmpty(AccessProblem.Required));
const version = v.pipe(
  v.number(AccessProblem.Required),
  v.safeInteger(AccessProblem.Required),
  v.minValue(1),
);
const FULL_NAME_MAX = 200;

/**
 * Where the user's password reset codes go: an Iraqi mobile number as typed (kept in E.164), or
 * empty for none (then `/forgot` sends this user no code). Left out of a change, the number stays
 * as it is, so a client that does not know the field keeps working.
 */
const staffPhone = v.pipe(
  v.string(AccessProblem.Phone),
  v.maxLength(40, AccessProblem.Phone),
  v.trim(),
  v.check((t) => t === '' || normaliseIraqiMobile(t) !== null, AccessProblem.Phone),
  v.transform((t) => (t === '' ? null : (normaliseIraqiMobile(t) as string))),
);

export const staffUserCreateSchema = v.object(
  {
    name: loginName,
    fullName: filled(FULL_NAME_MAX),
    roleId,
    password,
    phoneNumber: v.optional(staffPhone, ''),
  },
  AccessProblem.Required,
);
export type StaffUserCreateWire = v.InferInput<typeof staffUserCreateSchema>;

export const staffUserUpdateSchema = v.object(
  { fullName: filled(FULL_NAME_MAX), roleId, version, phoneNumber: v.optional(staffPhone) },
  AccessProblem.Required,
);
export type StaffUserUpdateWire = v.InferInput<typeof staffUserUpdateSchema>;

export const staffUserDisabledSchema = v.object(
  { disabled: v.boolean(AccessProblem.Required), version },
  AccessProblem.Required,
);
export type StaffUserDisabledWire = v.InferInput<typeof staffUserDisabledSchema>;

export const staffUserPasswordSchema = v.object({ password, version }, AccessProblem.Required);
export type StaffUserPasswordWire = v.InferInput<typeof staffUserPasswordSchema>;

const areas = v.pipe(
  v.array(v.string(AccessProblem.UnknownArea), AccessProblem.Required),
  v.maxLength(100, AccessProblem.TooLong),
  v.check(allKnownAreas, AccessProblem.UnknownArea),
  v.transform((list: string[]) => normaliseAreas(list)),
);

export const roleWriteSchema = v.object(
  {
    name: v.pipe(filled(RoleNameLength.max), v.minLength(RoleNameLength.min, AccessProblem.Required)),
    description: v.optional(text(500), ''),
    areas,
  },
  AccessProblem.Required,
);
export type RoleWriteWire = v.InferInput<typeof roleWriteSchema>;

export const roleUpdateSchema = v.object({ ...roleWriteSchema.entries, version }, AccessProblem.Required);
export type RoleUpdateWire = v.InferInput<typeof roleUpdateSchema>;

/** A staff user on the dashboard's users screen (never a password or its hash). */
export interface StaffUserWire {
  id: string;
  name: string;
  fullName: string;
  roleId: string;
  roleName: string;
  disabled: boolean;
  createdAt: string;
  version: number;
  /** Where reset codes go (E.164), null for none; absent from a server older than the field. */
  phoneNumber?: string | null;
}

export const staffUserSchema: Schema<StaffUserWire> = v.looseObject({
  id: str,
  name: str,
  fullName: str,
  roleId: str,
  roleName: str,
  disabled: bool,
  createdAt: isoDateTime,
  version: v.number(),
  phoneNumber: v.optional(v.nullable(str)),
});

/** `/StaffUsers/List`: every staff user, and the roles one may be given. */
export interface StaffUsersWire {
  users: StaffUserWire[];
  roles: { id: string; name: string }[];
}

export const staffUsersSchema: Schema<StaffUsersWire> = v.looseObject({
  users: v.array(staffUserSchema),
  roles: v.array(v.looseObject({ id: str, name: str })),
});

/**
 * The spec's roles read, which the server answers with more than `roles.ts` states: each role's
 * description, how many staff users hold it, and its version (docs/api-extensions.md). The path
 * stays owned by the reads' table; the role editor reads it through this schema.
 */
export const ROLES_READ_CALL: WireCall = {
  method: 'GET',
  path: '/DahsboardRoles/GetDashboardRoles',
  auth: 'staff',
};

export interface RoleDetailsWire {
  id: string;
  name: string;
  description: string;
  areas: string[];
  userCount: number;
  version: number;
}

/** One role as the roles read and the role writes answer it. */
export const roleDetailSchema: Schema<RoleDetailsWire> = v.looseObject({
  id: str,
  name: str,
  description: str,
  areas: v.array(str),
  userCount: v.number(),
  version: v.number(),
});

export const roleDetailsSchema: Schema<RoleDetailsWire[]> = v.array(roleDetailSchema);

/** Spec paths this file owns: none (its calls are extensions). */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [
  STAFF_USERS_CALL,
  STAFF_USER_CREATE_CALL,
  STAFF_USER_UPDATE_CALL,
  STAFF_USER_DISABLED_CALL,
  STAFF_USER_PASSWORD_CALL,
  ROLE_CREATE_CALL,
  ROLE_UPDATE_CALL,
  ROLE_DELETE_CALL,
];
