import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';

/** A dashboard role as `/DahsboardRoles/GetDashboardRoles` answers it (docs/api-extensions.md). */
export interface DashboardRoleWire {
  id: string;
  name: string;
  areas: string[];
}

/** GET /api/DahsboardRoles/GetDashboardRoles (area roles): every role with the areas it grants. */
export async function listDashboardRoles({
  services,
}: RouteContext<StaffPrincipal>): Promise<DashboardRoleWire[]> {
  const rows = await services.db
    .selectFrom('roles')
    .leftJoin('role_areas', 'role_areas.role_id', 'roles.id')
    .select(['roles.id', 'roles.name', 'role_areas.area'])
    .orderBy('roles.name')
    .orderBy('role_areas.area')
    .execute();
  const roles = new Map<string, DashboardRoleWire>();
  for (const row of rows) {
    const role = roles.get(row.id) ?? { id: row.id, name: row.name, areas: [] };
    if (row.area !== null) role.areas.push(row.area);
    roles.set(row.id, role);
  }
  return [...roles.values()];
}
