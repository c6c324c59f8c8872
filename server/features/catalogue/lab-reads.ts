import type { LabTestProfileWire } from '../../../src/contract/catalogue/lab';
import type { ResourceHandler } from '../shared/resource-handler';
import { toWireRow } from '../shared/wire-row';

/**
 * The lab test profiles by appearance name: GET /api/LabDepartment/GetLabTestProfile (dashboard,
 * no token) and /api/LabDepartment/GetLabTestProfileWeb (site, public).
 */
export const listLabTestProfiles: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('lab_test_profiles')
    .selectAll()
    .orderBy('appearance_name')
    .orderBy('id')
    .execute();
  return rows.map((r): LabTestProfileWire => ({
    ...toWireRow(r),
    id: r.id,
    appearanceName: r.appearance_name,
  }));
};

/** GET /api/LabDepartment/GetLabDepartmentNameProfiles (public): each lab department with its profiles. */
export const listLabDepartmentProfiles: ResourceHandler = async ({ services }) => {
  const [departments, profiles] = await Promise.all([
    services.db.selectFrom('lab_departments').selectAll().orderBy('sort_order').orderBy('id').execute(),
    services.db
      .selectFrom('lab_test_profiles')
      .select(['id', 'lab_department_id', 'appearance_name'])
      .orderBy('appearance_name')
      .execute(),
  ]);
  return departments.map((d) => ({
    ...toWireRow(d),
    profiles: profiles
      .filter((p) => p.lab_department_id === d.id)
      .map((p) => ({ id: p.id, appearanceName: p.appearance_name })),
  }));
};
