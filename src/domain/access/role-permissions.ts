import { PermissionArea } from '../lists/permission-area';
import type { AccessHolder } from './staff-access-rules';

/** What a save of a role's permissions adds and removes, each sorted. */
export interface PermissionChange<T extends string | number> {
  readonly added: readonly T[];
  readonly removed: readonly T[];
}

/** The grants in `after` that `before` lacks, and those of `before` that `after` drops. */
export function changeOf<T extends string | number>(
  before: readonly T[],
  after: readonly T[],
): PermissionChange<T> {
  const was = new Set(before);
  const now = new Set(after);
  const sorted = (list: T[]) => list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    added: sorted([...now].filter((x) => !was.has(x))),
    removed: sorted([...was].filter((x) => !now.has(x))),
  };
}

export const isNoChange = (change: PermissionChange<string | number>): boolean =>
  change.added.length === 0 && change.removed.length === 0;

/**
 * Whether the staff, after a change, still hold an enabled user who may open the permission
 * screen. Taking the permissions area from the last such user is refused: nobody could give it
 * back from the dashboard.
 */
export const keepsPermissionManager = (after: readonly AccessHolder[]): boolean =>
  after.some((user) => user.enabled && user.areas.includes(PermissionArea.Permissions));
