import type { PatientPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';

/**
 * GET /api/Patient/GetAllMyPatients (patient token): the signed-in app user's patient profiles.
 * Profiles come with the patient-site feature; until then the list is empty.
 */
export function listMyPatients(_context: RouteContext<PatientPrincipal>): unknown[] {
  return [];
}
