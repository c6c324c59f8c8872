import { AppointmentState } from '../appointments/appointment-state';

/** Why a patient may not cancel an appointment themself. */
export const PatientCancelRefusal = {
  /** Waiting, seen, cancelled or missed: at the clinic already, or over. */
  NotOpen: 'NotOpen',
  /** Closer to its start than the patient's rule allows. */
  TooLate: 'TooLate',
} as const;
export type PatientCancelRefusal = (typeof PatientCancelRefusal)[keyof typeof PatientCancelRefusal];

const HOUR = 3_600_000;

/**
 * The patient's cancellation rule: a reserved or assigned appointment (not yet arrived, not
 * missed: its start is still ahead) may be cancelled by the patient until `cancelHoursBefore`
 * hours before it starts. Waiting means the patient is at the clinic; reception cancels then.
 */
export function patientCancelRefusal(
  state: AppointmentState,
  start: number,
  now: number,
  cancelHoursBefore: number,
): PatientCancelRefusal | null {
  const open = state === AppointmentState.Reserved || state === AppointmentState.Assigned;
  if (!open || start <= now) return PatientCancelRefusal.NotOpen;
  return start - now >= cancelHoursBefore * HOUR ? null : PatientCancelRefusal.TooLate;
}

/** A patient's own booking rule (the per-user appointment setting). */
export interface PatientBookingRule {
  /** How many open bookings (reserved or assigned, still ahead) the account may hold at once. */
  readonly maxOpenAppointments: number;
  readonly canBookOnline: boolean;
  /** Booking is refused until this instant, when set. */
  readonly blockedUntil: number | null;
  readonly cancelHoursBefore: number;
}

/** The rule of an account staff have set nothing for. */
export const DEFAULT_PATIENT_RULE: PatientBookingRule = {
  maxOpenAppointments: 3,
  canBookOnline: true,
  blockedUntil: null,
  cancelHoursBefore: 2,
};

/** Why an account may not book now. */
export const PatientBookRefusal = {
  Blocked: 'Blocked',
  TooManyOpen: 'TooManyOpen',
} as const;
export type PatientBookRefusal = (typeof PatientBookRefusal)[keyof typeof PatientBookRefusal];

/** Whether an account holding `openCount` open bookings may book one more at `now`. */
export function patientBookRefusal(
  rule: PatientBookingRule,
  openCount: number,
  now: number,
): PatientBookRefusal | null {
  if (!rule.canBookOnline || (rule.blockedUntil !== null && rule.blockedUntil > now)) {
    return PatientBookRefusal.Blocked;
  }
  return openCount >= rule.maxOpenAppointments ? PatientBookRefusal.TooManyOpen : null;
}
