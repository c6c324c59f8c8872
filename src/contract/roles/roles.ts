import { isPermissionArea } from '../../domain/lists/permission-area';
import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import { idText, wireId } from '../shared/values';

/**
 * A role of `/DahsboardRoles/GetDashboardRoles` with the areas it grants (the spec shows no
 * fields; docs/api-extensions.md gives these).
 */
export interface DashboardRoleWire {
  id: string | number;
  name: string;
  areas: string[];
}

export const dashboardRoleSchema: Schema<DashboardRoleWire> = v.looseObject({
  id: wireId,
  name: str,
  areas: v.array(str),
});

/** A newer server may grant areas this client does not know: they are dropped, not refused. */
export const toDashboardRole = (wire: DashboardRoleWire) => ({
  id: idText(wire.id),
  name: wire.name,
  areas: wire.areas.filter(isPermissionArea),
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
