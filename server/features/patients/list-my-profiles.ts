import type { PatientProfileWire } from '../../../src/contract/patients/patients';
import type { ResourceHandler } from '../shared/resource-handler';

/** GET /api/Patient/GetAllMyPatients (patient token): the signed-in app user's patient profiles. */
export const listMyProfiles: ResourceHandler = async ({ services, principal }) => {
  if (principal?.kind !== 'patient') return [];
  const rows = await services.db
    .selectFrom('patient_profiles')
    .select(['patient_id', 'full_name', 'unseen_test_results', 'relation'])
    .where('app_user_id', '=', principal.appUserId)
    .orderBy('id')
    .execute();
  return rows.map((r): PatientProfileWire & { relation: string } => ({
    patientId: r.patient_id,
    notSeenTestes: r.unseen_test_results,
    name: r.full_name,
    relation: r.relation,
  }));
};
