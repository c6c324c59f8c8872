import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';

/**
 * GET /api/Doctor/getDoctors (area doctors). The doctors' table and its demo rows come with the
 * clinic lists; until then the list is empty.
 */
export function listDoctors(_context: RouteContext<StaffPrincipal>): unknown[] {
  return [];
}
