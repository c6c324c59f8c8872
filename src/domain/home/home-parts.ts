import { PermissionArea, type PermissionArea as Area } from '../lists/permission-area';

/**
 * The parts of the dashboard home (#17), each shown only to a role that grants its area: the home
 * leaves out what a role cannot see instead of showing it as denied. The server's summary answers
 * the same parts by the same rule.
 */
export const HomePart = {
  /** Today's appointments by state, missed so far, and the last 30 days per day. */
  Appointments: 'appointments',
  /** Patients whose messages no staff member has read. */
  Chat: 'chat',
  /** Today's OTP codes, sent and not sent. */
  Otp: 'otp',
  /** Today's feedbacks and the complaints not yet taken up. */
  Feedback: 'feedback',
  /** Today's messages from the site's contact form. */
  Contact: 'contact',
  /** Today's job applications from the site (each lands among the submitted CVs). */
  Applications: 'applications',
  /** The doctors' figures (`/Doctor/getDoctorStats`). */
  Doctors: 'doctors',
} as const;

export type HomePart = (typeof HomePart)[keyof typeof HomePart];

export const HOME_PART_AREA: { readonly [P in HomePart]: Area } = Object.freeze({
  appointments: PermissionArea.Appointments,
  chat: PermissionArea.Chat,
  otp: PermissionArea.OtpCodes,
  feedback: PermissionArea.Feedback,
  contact: PermissionArea.Contact,
  applications: PermissionArea.Cvs,
  doctors: PermissionArea.Statistics,
});

export const ALL_HOME_PARTS: readonly HomePart[] = Object.freeze(Object.values(HomePart));

/** The parts a user with these areas sees, in the home's order. */
export function homePartsFor(areas: Iterable<Area>): HomePart[] {
  const granted = new Set(areas);
  return ALL_HOME_PARTS.filter((part) => granted.has(HOME_PART_AREA[part]));
}
