import type { AppError } from '../../domain/errors/app-error';
import { forbiddenAfter, type ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import type { PermissionArea } from '../../domain/lists/permission-area';
import { updateStore, type StateStore } from '../shared/state-store';

/** Marks `area` forbidden when `error` is a 403; any other error, or no area, changes nothing. */
export function recordForbidden(
  forbidden: StateStore<ForbiddenAreas>,
  area: PermissionArea | null,
  error: AppError,
): void {
  if (area === null) return;
  updateStore(forbidden, (areas) => forbiddenAfter(areas, area, error));
}
