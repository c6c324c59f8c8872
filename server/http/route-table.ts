import { PermissionArea } from '../../src/domain/lists/permission-area';
import { LOGIN_PATH, LOGOUT_PATH } from '../../src/adapters/http/wire/auth.wire';
import { login, logout } from '../auth/staff-session-handlers';
import { listDoctors } from '../features/doctors/list-doctors';
import { listMyPatients } from '../features/patients/list-my-patients';
import { listDashboardRoles } from '../features/roles/list-dashboard-roles';
import type { RouteDefinition } from './route';

/**
 * Every call of the API, one row each: method, path below `/api` (the spec's spelling), who may
 * call it, the permission area a staff call belongs to, and the handler. A new call is a new row.
 */
export const ROUTES: readonly RouteDefinition[] = [
  // Session
  { method: 'POST', path: LOGIN_PATH, auth: 'none', handler: login, bodyLimit: 16 * 1024 },
  { method: 'GET', path: LOGOUT_PATH, auth: 'staff', handler: logout },

  // Dashboard reads
  {
    method: 'GET',
    path: '/Doctor/getDoctors',
    auth: 'staff',
    area: PermissionArea.Doctors,
    handler: listDoctors,
  },
  {
    method: 'GET',
    path: '/DahsboardRoles/GetDashboardRoles',
    auth: 'staff',
    area: PermissionArea.Roles,
    handler: listDashboardRoles,
  },

  // Patient site
  { method: 'GET', path: '/Patient/GetAllMyPatients', auth: 'patient', handler: listMyPatients },
];

/** Staff calls that need a signed-in staff member but no permission area: the session's own. */
export const SESSION_PATHS: readonly string[] = [LOGOUT_PATH];
