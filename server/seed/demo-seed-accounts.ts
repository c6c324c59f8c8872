import { ALL_PERMISSION_AREAS, PermissionArea } from '../../src/domain/lists/permission-area';

/** A demo login, printed at start. */
export interface DemoAccount {
  readonly name: string;
  readonly password: string;
  readonly fullName: string;
  readonly role: string;
}

/** Fixed ids, so the seed is the same on every machine and a restart finds what it made. */
export const DemoRole = {
  Admin: {
    id: 'a0d1f6c2-5c3e-4d7a-9b1e-000000000001',
    name: 'admin',
    areas: ALL_PERMISSION_AREAS,
    description: 'Network administrators: every area of the dashboard.',
  },
  Reception: {
    id: 'a0d1f6c2-5c3e-4d7a-9b1e-000000000002',
    name: 'reception',
    areas: [PermissionArea.Appointments, PermissionArea.Chat],
    description: 'Receptionists and call-center staff: appointments and patient chat.',
  },
} as const;

export const DEMO_ACCOUNTS: readonly (DemoAccount & { readonly id: string; readonly roleId: string })[] = [
  {
    id: 'b7e3c9a4-2f1d-4e6b-8a5c-000000000001',
    name: 'admin',
    password: 'demo-admin',
    fullName: 'Demo Administrator',
    role: DemoRole.Admin.name,
    roleId: DemoRole.Admin.id,
  },
  {
    id: 'b7e3c9a4-2f1d-4e6b-8a5c-000000000002',
    name: 'reception',
    password: 'demo-reception',
    fullName: 'Demo Receptionist',
    role: DemoRole.Reception.name,
    roleId: DemoRole.Reception.id,
  },
];
