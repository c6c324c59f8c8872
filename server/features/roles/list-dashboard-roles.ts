import { sql, type Transaction } from 'kysely';
import type { DashboardRoleWire } from '../../../src/contract/roles/roles';
import type { Database, Db } from '../../db/database';
import type { ResourceHandler } from '../shared/resource-handler';

/** A role with what the roles screen shows beside its areas. */
export interface RoleDetails extends DashboardRoleWire {
  id: string;
  description: string;
  /** How many staff users hold it (a role in use is not deleted). */
  userCount: number;
  version: number;
}

/** Every role (or one), by name, with its areas, its description, its users' count and its version. */
export async function listRoleDetails(db: Db | Transaction<Database>, id?: string): Promise<RoleDetails[]> {
  let query = db
    .selectFrom('roles')
    .leftJoin('role_areas', 'role_areas.role_id', 'roles.id')
    .select([
      'roles.id',
      'roles.name',
      'roles.description',
      'roles.version',
      'role_areas.area',
      (eb) =>
        eb
          .selectFrom('staff_users')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('staff_users.role_id', '=', 'roles.id')
          .as('user_count'),
    ]);
  if (id !== undefined) query = query.where('roles.id', '=', id);
  const rows = await query.orderBy('roles.name').orderBy('role_areas.area').execute();
  const roles = new Map<string, RoleDetails>();
  for (const row of rows) {
    const role = roles.get(row.id) ?? {
      id: row.id,
      name: row.name,
      areas: [],
      description: row.description,
      userCount: Number(row.user_count ?? 0),
      version: row.version,
    };
    if (row.area !== null) role.areas.push(row.area);
    roles.set(row.id, role);
  }
  return [...roles.values()];
}

/**
 * GET /api/DahsboardRoles/GetDashboardRoles (area roles): every role with the areas it grants, its
 * description, how many staff users hold it and its version (for the role editor's writes).
 */
export const listDashboardRoles: ResourceHandler = async ({ services }) => listRoleDetails(services.db);
