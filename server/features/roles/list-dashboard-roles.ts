import type { DashboardRoleWire } from '../../../src/contract/roles/roles';
import type { ResourceHandler } from '../shared/resource-handler';

/** GET /api/DahsboardRoles/GetDashboardRoles (area roles): every role with the areas it grants. */
export const listDashboardRoles: ResourceHandler = async ({ services }) => {
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
};
