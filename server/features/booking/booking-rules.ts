import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingSchedule, DayBookings, DayBreak, Slot } from '../../../src/domain/booking/free-slots';
import { minuteOfDay } from '../../../src/domain/booking/hospital-day';
import { DEFAULT_PATIENT_RULE, type PatientBookingRule } from '../../../src/domain/booking/patient-rule';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { Database } from '../../db/database';

type Reader = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;

/** The states that hold a slot: every state but the two cancellations. */
export const CANCELLED_STATES = [AppointmentState.CancelledByPatient, AppointmentState.CancelledByAssistant];

/** A doctor's schedule at one center for the slot rule, with that center. */
export interface DoctorSchedule {
  readonly schedule: BookingSchedule;
  readonly centerId: number;
  readonly slotMinutes: number;
}

/** Breaks as stored (jsonb, local `HH:MM`) to minutes; anything unreadable is skipped. */
function breaksOf(value: unknown): DayBreak[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((b: { startsAt?: unknown; endsAt?: unknown }) => {
    const start = typeof b.startsAt === 'string' ? minuteOfDay(b.startsAt) : undefined;
    const end = typeof b.endsAt === 'string' ? minuteOfDay(b.endsAt) : undefined;
    return start === undefined || end === undefined ? [] : [{ startMinute: start, endMinute: end }];
  });
}

/**
 * The booking settings of an active doctor, one per center they see patients at: the doctor's own
 * center first, then by center id; none for an unknown or inactive doctor. `centerId` keeps the
 * one of that center. `lock` takes every settings row of the doctor for the transaction: bookings
 * of one doctor then queue, so a day's maximum and "one place at a time" hold under parallel
 * bookings of different slots and centers too.
 */
export async function doctorSchedules(
  db: Reader,
  doctorId: number,
  options: { readonly centerId?: number | undefined; readonly lock?: boolean } = {},
): Promise<DoctorSchedule[]> {
  let query = db
    .selectFrom('doctor_appointment_settings as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .select([
      's.center_id',
      's.accepts_online_booking',
      's.working_days',
      's.day_starts_at',
      's.day_ends_at',
      's.slot_minutes',
      's.breaks',
      's.max_patients_per_day',
      's.booking_window_days',
    ])
    .select(sql<boolean>`s.center_id = d.center_id`.as('home'))
    .where('s.doctor_id', '=', doctorId)
    .where('d.is_active', '=', true)
    .orderBy(sql`s.center_id = d.center_id`, 'desc')
    .orderBy('s.center_id');
  if (options.lock === true) query = query.forUpdate('s');
  const rows = await query.execute();
  return rows
    .filter((row) => options.centerId === undefined || row.center_id === options.centerId)
    .map((row) => ({
      centerId: row.center_id,
      slotMinutes: row.slot_minutes,
      schedule: {
        acceptsOnlineBooking: row.accepts_online_booking,
        workingDays: row.working_days,
        dayStartMinute: minuteOfDay(row.day_starts_at) ?? 0,
        dayEndMinute: minuteOfDay(row.day_ends_at) ?? 0,
        slotMinutes: row.slot_minutes,
        breaks: breaksOf(row.breaks),
        maxPerDay: row.max_patients_per_day,
        bookingWindowDays: row.booking_window_days,
      },
    }));
}

/** A doctor's open appointments of the local day starting at `midnight`, at every center. */
export interface DoctorDay {
  readonly booked: readonly (Slot & { readonly centerId: number })[];
}

/** The doctor's open appointments in the local day starting at `midnight`, at every center. */
export async function doctorDay(db: Reader, doctorId: number, midnight: number): Promise<DoctorDay> {
  const rows = await db
    .selectFrom('online_appointments')
    .select(['starting_time', 'ending_time', 'center_id'])
    .where('doctor_id', '=', doctorId)
    .where('starting_time', '>=', new Date(midnight))
    .where('starting_time', '<', new Date(midnight + DAY_MS))
    .where('state', 'not in', CANCELLED_STATES)
    .execute();
  return {
    booked: rows.map((r) => ({
      start: r.starting_time.getTime(),
      end: r.ending_time.getTime(),
      centerId: r.center_id,
    })),
  };
}

/** The day's bookings as the slot rule reads them for one center's schedule. */
export const bookingsAt = (day: DoctorDay, centerId: number): DayBookings => ({
  doctor: day.booked,
  here: day.booked.filter((b) => b.centerId === centerId).length,
});

/** The account's rule: its per-user setting, or the defaults when staff have set none. */
export async function patientRule(db: Reader, appUserId: string): Promise<PatientBookingRule> {
  const row = await db
    .selectFrom('user_appointment_settings')
    .select(['max_open_appointments', 'can_book_online', 'blocked_until', 'cancel_hours_before'])
    .where('app_user_id', '=', appUserId)
    .executeTakeFirst();
  if (row === undefined) return DEFAULT_PATIENT_RULE;
  return {
    maxOpenAppointments: row.max_open_appointments,
    canBookOnline: row.can_book_online,
    blockedUntil: row.blocked_until?.getTime() ?? null,
    cancelHoursBefore: row.cancel_hours_before,
  };
}

/** The account's open bookings: reserved or assigned, starting after now. */
export async function openBookingCount(db: Reader, appUserId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('online_appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('issuer_id', '=', appUserId)
    .where('state', 'in', [AppointmentState.Reserved, AppointmentState.Assigned])
    .where('starting_time', '>', new Date(now))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
