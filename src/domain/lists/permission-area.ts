/**
 * The permission areas of the dashboard. A 403 on a call marks its area forbidden for the user; the
 * reference server assigns every staff call to exactly one area.
 *
 * The first block is the spec's list, in its order. The second block names areas the spec's
 * calls need but its list does not name; they are this product's extension
 * (docs/api-extensions.md).
 */
export const PermissionArea = {
  Pharmacy: 'pharmacy',
  Lab: 'lab',
  Specialities: 'specialities',
  Orders: 'orders',
  Jobs: 'jobs',
  Cvs: 'cvs',
  Appointments: 'appointments',
  Doctors: 'doctors',
  Settings: 'settings',
  CenterInstructions: 'center-instructions',
  DoctorTags: 'doctor-tags',
  Roles: 'roles',
  Users: 'users',
  Permissions: 'permissions',
  AppPreferences: 'app-preferences',
  Chat: 'chat',
  Statistics: 'statistics',
  Research: 'research',
  Assistants: 'assistants',
  Events: 'events',
  Categories: 'categories',
  News: 'news',
  Guidelines: 'guidelines',
  DepartmentInfo: 'department-info',
  OtpCodes: 'otp-codes',
  RequestTotals: 'request-totals',
  // Extensions: areas for calls the spec's list of areas does not cover.
  Centers: 'centers',
  Media: 'media',
  Audit: 'audit',
  WebsiteContent: 'website-content',
  Feedback: 'feedback',
  Contact: 'contact',
} as const;

export type PermissionArea = (typeof PermissionArea)[keyof typeof PermissionArea];

export const ALL_PERMISSION_AREAS: readonly PermissionArea[] = Object.values(PermissionArea);

const known: ReadonlySet<string> = new Set(ALL_PERMISSION_AREAS);

export function isPermissionArea(value: unknown): value is PermissionArea {
  return typeof value === 'string' && known.has(value);
}
