import * as v from 'valibot';
import { AccessProblem, allKnownAreas, normaliseAreas } from '../../domain/access/staff-access-rules';
import { num, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';

/*
 * One role's permissions as the permission screen reads and writes them (an extension:
 * docs/api-extensions.md, "A role's permissions"). The spec shows the reads of sections,
 * permissions and roles, and says a role's chat permissions are loaded per selected role, but it
 * names no call for them and no write at all.
 */

export const ROLE_PERMISSIONS_CALL: WireCall = {
  method: 'GET',
  path: '/DahsboardRoles/{id}/Permissions',
  auth: 'staff',
};
export const ROLE_PERMISSIONS_UPDATE_CALL: WireCall = {
  method: 'PUT',
  path: '/DahsboardRoles/{id}/Permissions',
  auth: 'staff',
};

/** A role's grants: its permission areas and the chat departments its users answer. */
export interface RolePermissionsWire {
  id: string;
  name: string;
  areas: string[];
  chatDepartmentIds: number[];
  /** How many staff users hold the role (the change applies to each at their next request). */
  userCount: number;
  version: number;
}

export const rolePermissionsSchema: Schema<RolePermissionsWire> = v.looseObject({
  id: str,
  name: str,
  areas: v.array(str),
  chatDepartmentIds: v.array(num),
  userCount: num,
  version: num,
});

const departmentIds = v.pipe(
  v.array(
    v.pipe(v.number(AccessProblem.Required), v.safeInteger(AccessProblem.Required), v.minValue(1)),
    AccessProblem.Required,
  ),
  v.maxLength(500, AccessProblem.TooLong),
  v.transform((list: number[]) => [...new Set(list)].sort((a, b) => a - b)),
);

/** PUT body: the whole new set of areas and chat departments, with the role's version. */
export const rolePermissionsUpdateSchema = v.object(
  {
    areas: v.pipe(
      v.array(v.string(AccessProblem.UnknownArea), AccessProblem.Required),
      v.maxLength(100, AccessProblem.TooLong),
      v.check(allKnownAreas, AccessProblem.UnknownArea),
      v.transform((list: string[]) => normaliseAreas(list)),
    ),
    chatDepartmentIds: departmentIds,
    version: v.pipe(v.number(AccessProblem.Required), v.safeInteger(AccessProblem.Required), v.minValue(1)),
  },
  AccessProblem.Required,
);
export type RolePermissionsUpdateWire = v.InferInput<typeof rolePermissionsUpdateSchema>;

/** Spec paths this file owns: none (its calls are extensions). */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [ROLE_PERMISSIONS_CALL, ROLE_PERMISSIONS_UPDATE_CALL];
