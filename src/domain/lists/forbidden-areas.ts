import type { AppError } from '../errors/app-error';
import type { PermissionArea } from './permission-area';

/**
 * The areas a 403 has marked forbidden for the user. Immutable: marking returns a new value, or the
 * same one when nothing changes, so an observer sees a change only on a real one.
 */
export interface ForbiddenAreas {
  markForbidden(area: PermissionArea): ForbiddenAreas;
  isForbidden(area: PermissionArea): boolean;
  /** No area forbidden: after a logout, or when the user's permissions are reloaded. */
  clear(): ForbiddenAreas;
  /** The forbidden areas, in the order they were marked. */
  readonly areas: readonly PermissionArea[];
}

function of(areas: readonly PermissionArea[]): ForbiddenAreas {
  const value: ForbiddenAreas = {
    areas,
    isForbidden: (area) => areas.includes(area),
    markForbidden: (area) => (areas.includes(area) ? value : of(Object.freeze([...areas, area]))),
    clear: () => (areas.length === 0 ? value : none),
  };
  return Object.freeze(value);
}

const none: ForbiddenAreas = of(Object.freeze([]));

export const ForbiddenAreas = {
  /** Nothing forbidden: the state at login. */
  none: (): ForbiddenAreas => none,
} as const;

/**
 * The forbidden rule: a `Forbidden` error marks the call's area; any other error leaves the areas
 * alone.
 */
export function forbiddenAfter(areas: ForbiddenAreas, area: PermissionArea, error: AppError): ForbiddenAreas {
  return error.code === 'Forbidden' ? areas.markForbidden(area) : areas;
}
