import { HttpAnswer } from '../../http/http-answer';
import { rowId } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import { iso, toWireRow } from '../shared/wire-row';

/** GET /api/DashboardUserRole/GetUserToDashboardRoles (area users): each staff user and their role (never a hash). */
export const listUserRoles: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('staff_users as s')
    .innerJoin('roles as r', 'r.id', 's.role_id')
    .select(['s.id', 's.name', 's.full_name', 's.role_id', 'r.name as role_name', 's.created_at'])
    .orderBy('s.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    fullName: r.full_name,
    roleId: r.role_id,
    roleName: r.role_name,
    createdAt: iso(r.created_at),
  }));
};

/** GET /api/DahsboardRoles/GetDashboardRolesSelect (area roles): `{ id, name }` of every role. */
export const listRoleOptions: ResourceHandler = async ({ services }) =>
  services.db.selectFrom('roles').select(['id', 'name']).orderBy('name').execute();

/** GET /api/ChatRecipients (area chat): which staff member answers which chat department. */
export const listChatRecipients: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('chat_recipients as r')
    .innerJoin('staff_users as s', 's.id', 'r.staff_user_id')
    .innerJoin('chat_departments as d', 'd.id', 'r.chat_department_id')
    .select([
      'r.chat_department_id',
      'd.name_en as department_name',
      'r.staff_user_id',
      's.name',
      's.full_name',
    ])
    .orderBy('r.chat_department_id')
    .orderBy('s.name')
    .execute();
  return rows.map(toWireRow);
};

/** HR departments that have no information row yet (excluding `keep`, which stays listed). */
async function departmentsWithoutInformation(context: Parameters<ResourceHandler>[0], keep: number | null) {
  const rows = await context.services.db
    .selectFrom('hr_departments as d')
    .selectAll('d')
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('hr_department_information as i')
              .select('i.id')
              .whereRef('i.hr_department_id', '=', 'd.id'),
          ),
        ),
        ...(keep === null ? [] : [eb('d.id', '=', keep)]),
      ]),
    )
    .orderBy('d.name_en')
    .execute();
  return rows.map(toWireRow);
}

/** GET /api/HrDepartmentsInformations/GetHrDepartmentsWithNoInformation (area department-info). */
export const listDepartmentsWithoutInformation: ResourceHandler = (context) =>
  departmentsWithoutInformation(context, null);

/**
 * GET /api/HrDepartmentsInformations/GetHrDepartmentsWithNoInformationExpectOne/{id} (area
 * department-info): the same, plus department `id` (the one whose information is being edited).
 */
export const listDepartmentsWithoutInformationExceptOne: ResourceHandler = async (context) => {
  const id = rowId(context.params.id, 'department id');
  if (id instanceof HttpAnswer) return id;
  return departmentsWithoutInformation(context, id);
};
