import * as v from 'valibot';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import { minuteOfDay } from '../../domain/booking/hospital-day';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import { bool, num, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { requestText } from '../shared/values';
import { doctorAppointmentSettingRecord } from '../catalogue/doctor-records';
import { userAppointmentSettingRecord } from './appointment-records';
import { appointmentStateNumber, appointmentVersion } from './appointments';

/*
 * Online booking (docs/api-extensions.md, "Booking"), all extensions of the product: the free
 * slots of a doctor, a patient's booking and cancellation, the patient's own rule, and the staff
 * writes of the two appointment settings the spec reads
 * (`/Doctor/getDoctorsAppointmentSettings`, `/UserAppointmentSetting/GetUserAppointmentSettings`).
 */

/** `GET /api/Appointment/FreeSlots?doctorId=&from=YYYY-MM-DD&days=n`: no token, the slots are public. */
export const FREE_SLOTS_CALL: WireCall = { method: 'GET', path: '/Appointment/FreeSlots', auth: 'none' };
/** `POST /api/Appointment/Book`: the signed-in patient books a free slot. */
export const BOOK_CALL: WireCall = { method: 'POST', path: '/Appointment/Book', auth: 'patient' };
/** `POST /api/Appointment/{id}/CancelByPatient`: the patient cancels their own booking (state 5). */
export const CANCEL_BY_PATIENT_CALL: WireCall = {
  method: 'POST',
  path: '/Appointment/{id}/CancelByPatient',
  auth: 'patient',
};
/** `GET /api/Appointment/MyBookingRule`: the signed-in patient's own rule and open bookings. */
export const MY_BOOKING_RULE_CALL: WireCall = {
  method: 'GET',
  path: '/Appointment/MyBookingRule',
  auth: 'patient',
};
/** `PUT /api/Doctor/{doctorId}/AppointmentSetting`: staff change a doctor's booking settings. */
export const DOCTOR_SETTING_CALL: WireCall = {
  method: 'PUT',
  path: '/Doctor/{doctorId}/AppointmentSetting',
  auth: 'staff',
};
/** `PUT /api/UserAppointmentSetting/{appUserId}`: staff set (or first create) a patient's rule. */
export const USER_SETTING_CALL: WireCall = {
  method: 'PUT',
  path: '/UserAppointmentSetting/{appUserId}',
  auth: 'staff',
};

/**
 * `GET /api/UserAppointmentSetting/FindAccount?phoneNumber=`: staff find a patient account by its
 * phone number, to give an account without a rule its first one.
 */
export const FIND_ACCOUNT_CALL: WireCall = {
  method: 'GET',
  path: '/UserAppointmentSetting/FindAccount',
  auth: 'staff',
};

/** The most days one free-slots read covers. */
export const FREE_SLOTS_MAX_DAYS = 31;

/** Codes of a refused booking or cancellation; the site shows each in the page's language. */
export const BookingCode = {
  /** Someone else booked the slot between the read and the booking (409). */
  SlotTaken: 'SlotTaken',
  /** The time is not a free slot of the doctor: off the grid, in a break, past, or the day is full (409). */
  NotFree: 'NotFree',
  /** The account may not book online now (403). */
  Blocked: 'Blocked',
  /** The account already holds its most open bookings (409). */
  TooManyOpen: 'TooManyOpen',
  /** The appointment is not open any more: arrived, seen, cancelled or missed (409). */
  NotOpen: 'NotOpen',
  /** Too close to its start for the patient's rule (409). */
  TooLate: 'TooLate',
  NotFound: 'NotFound',
} as const;
export type BookingCode = (typeof BookingCode)[keyof typeof BookingCode];

export const BookingMessage: Readonly<Record<BookingCode, string>> = {
  SlotTaken: 'This time was booked by someone else a moment ago. Please choose another time.',
  NotFree: 'This time is not free for booking with this doctor.',
  Blocked: 'Online booking is not available for this account at the moment.',
  TooManyOpen: 'You already have the most open bookings this account may hold.',
  NotOpen: 'This appointment can no longer be cancelled online.',
  TooLate: 'This appointment starts too soon to be cancelled online; please call the clinic.',
  NotFound: 'There is no such appointment of yours.',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positiveIdText = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number'));

/**
 * The free-slots query: a doctor, the first day, how many days (1 to 31, 14 when left out), and
 * optionally one of the doctor's centers (left out: every center of the doctor).
 */
export interface FreeSlotsQueryWire {
  doctorId: string;
  from: string;
  days?: string | undefined;
  centerId?: string | undefined;
}

export const freeSlotsQuerySchema: Schema<FreeSlotsQueryWire> = v.looseObject({
  doctorId: positiveIdText,
  centerId: v.optional(positiveIdText),
  from: v.pipe(v.string(), v.regex(DAY, 'must be a day, YYYY-MM-DD')),
  days: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'must be a whole number'),
      v.check(
        (d) => Number(d) >= 1 && Number(d) <= FREE_SLOTS_MAX_DAYS,
        `must be 1 to ${FREE_SLOTS_MAX_DAYS}`,
      ),
    ),
  ),
});

export interface FreeSlotWire {
  startingTime: string;
  endingTime: string;
  /** The center the slot is at: its settings made it (left out by a server before 320). */
  centerId?: number | undefined;
}

export interface FreeDayWire {
  /** The hospital's local date, `YYYY-MM-DD`. */
  day: string;
  slots: FreeSlotWire[];
}

export interface FreeSlotsWire {
  doctorId: number;
  /** The slot length at the first center read (the doctor's own, unless a center was asked). */
  slotMinutes: number;
  days: FreeDayWire[];
}

export const freeSlotsSchema: Schema<FreeSlotsWire> = v.looseObject({
  doctorId: num,
  slotMinutes: num,
  days: v.array(
    v.looseObject({
      day: str,
      slots: v.array(
        v.looseObject({ startingTime: isoDateTime, endingTime: isoDateTime, centerId: v.optional(num) }),
      ),
    }),
  ),
});

/** Free days in clean names: epoch ms. */
export const toFreeDays = (wire: FreeSlotsWire) =>
  wire.days.map((d) => ({
    day: d.day,
    slots: d.slots.map((s) => ({ start: epochMs(s.startingTime), end: epochMs(s.endingTime) })),
  }));

/**
 * A booking: the doctor, the slot's start, and the family profile it is for by its `patientId` as
 * `/Patient/GetAllMyPatients` sends it (null: the account holder); optionally the center of the
 * slot as the free slots named it (left out: the first of the doctor's centers offering the start).
 */
export interface BookWire {
  doctorId: number;
  startingTime: string;
  patientId: string | null;
  centerId?: number | null | undefined;
}

const rowNumber: Schema<number> = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(1),
  v.maxValue(2_147_483_647),
);

export const bookSchema: Schema<BookWire> = v.looseObject({
  doctorId: rowNumber,
  startingTime: isoDateTime,
  centerId: v.nullish(rowNumber),
  patientId: v.nullable(
    v.pipe(requestText, v.nonEmpty('must not be empty'), v.maxLength(100, 'must be at most 100 characters')),
  ),
});

/** A booked appointment (200), reserved. */
export interface BookedWire {
  id: number;
  appointmnetState: AppointmentState;
  startingTime: string;
  endingTime: string;
  doctorId: number;
  centerId: number;
  patientId: string | null;
  version: number;
}

export const bookedSchema: Schema<BookedWire> = v.looseObject({
  id: num,
  appointmnetState: appointmentStateNumber,
  startingTime: isoDateTime,
  endingTime: isoDateTime,
  doctorId: num,
  centerId: num,
  patientId: v.nullable(str),
  version: appointmentVersion,
});

/** A patient's cancellation (200). */
export interface CancelledWire {
  id: number;
  appointmnetState: AppointmentState;
  version: number;
}

export const cancelledSchema: Schema<CancelledWire> = v.looseObject({
  id: num,
  appointmnetState: appointmentStateNumber,
  version: appointmentVersion,
});

/** The body of a refused booking or cancellation. */
export const bookingRefusalSchema = v.looseObject({
  message: str,
  code: v.picklist(Object.values(BookingCode)),
});

/** The signed-in patient's rule: the per-user setting, or the defaults when staff set none. */
export interface MyBookingRuleWire {
  maxOpenAppointments: number;
  openAppointments: number;
  canBookOnline: boolean;
  blockedUntil: string | null;
  cancelHoursBefore: number;
}

export const myBookingRuleSchema: Schema<MyBookingRuleWire> = v.looseObject({
  maxOpenAppointments: num,
  openAppointments: num,
  canBookOnline: bool,
  blockedUntil: v.nullable(isoDateTime),
  cancelHoursBefore: num,
});

/** A time of day, `HH:MM` (seconds allowed and dropped). */
const timeOfDay = v.pipe(
  v.string('must be a time of day, HH:MM'),
  v.check((t) => minuteOfDay(t) !== undefined, 'must be a time of day, HH:MM'),
);
const whole = (min: number, max: number) =>
  v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const minutes = (t: string): number => minuteOfDay(t) ?? Number.NaN;

export interface DayBreakWire {
  startsAt: string;
  endsAt: string;
}

/** The most breaks of one day. */
export const MAX_BREAKS = 6;

/**
 * A doctor's booking settings at one center as staff write them. `centerId` left out is the
 * doctor's own center; `version` is left out only to create the settings of a center the doctor
 * has none at yet.
 */
export interface DoctorSettingWriteWire {
  centerId?: number | undefined;
  acceptsOnlineBooking: boolean;
  slotMinutes: number;
  workingDays: number;
  dayStartsAt: string;
  dayEndsAt: string;
  breaks: DayBreakWire[];
  maxPatientsPerDay: number;
  bookingWindowDays: number;
  consultationFee: number;
  /** The settings' version as read: a change of settings changed since is refused (409). */
  version?: number | undefined;
}

export const doctorSettingWriteSchema: Schema<DoctorSettingWriteWire> = v.pipe(
  v.object({
    centerId: v.optional(rowNumber),
    acceptsOnlineBooking: v.boolean('must be yes or no'),
    slotMinutes: whole(5, 120),
    workingDays: whole(0, 127),
    dayStartsAt: timeOfDay,
    dayEndsAt: timeOfDay,
    breaks: v.pipe(
      v.array(
        v.pipe(
          v.object({ startsAt: timeOfDay, endsAt: timeOfDay }),
          v.check((b) => minutes(b.startsAt) < minutes(b.endsAt), 'a break must end after it starts'),
        ),
        'must be a list of breaks',
      ),
      v.maxLength(MAX_BREAKS, `must hold at most ${MAX_BREAKS} breaks`),
    ),
    maxPatientsPerDay: whole(0, 500),
    bookingWindowDays: whole(0, 365),
    consultationFee: whole(0, 100_000_000),
    version: v.optional(appointmentVersion),
  }),
  v.forward(
    v.check((s) => minutes(s.dayStartsAt) < minutes(s.dayEndsAt), 'must be after the day starts'),
    ['dayEndsAt'],
  ),
  v.forward(
    v.check(
      (s) =>
        s.breaks.every(
          (b) => minutes(b.startsAt) >= minutes(s.dayStartsAt) && minutes(b.endsAt) <= minutes(s.dayEndsAt),
        ),
      'every break must lie within the working hours',
    ),
    ['breaks'],
  ),
  v.forward(
    v.check(
      (s) => minutes(s.dayEndsAt) - minutes(s.dayStartsAt) >= s.slotMinutes,
      'the working hours must hold at least one slot',
    ),
    ['slotMinutes'],
  ),
);

/** A patient's rule as staff write it. `version` is left out only when the account has none yet. */
export interface UserSettingWriteWire {
  maxOpenAppointments: number;
  canBookOnline: boolean;
  blockedUntil: string | null;
  cancelHoursBefore: number;
  reason: string;
  version?: number | undefined;
}

export const userSettingWriteSchema: Schema<UserSettingWriteWire> = v.object({
  maxOpenAppointments: whole(0, 50),
  canBookOnline: v.boolean('must be yes or no'),
  blockedUntil: v.nullable(
    v.pipe(v.string('must be a date and time'), v.isoTimestamp('must be a date and time')),
  ),
  cancelHoursBefore: whole(0, 720),
  reason: v.pipe(requestText, v.trim(), v.maxLength(500, 'must be at most 500 characters')),
  version: v.optional(appointmentVersion),
});

/** The wire fields of a refused settings body, each with its first problem. */
export function settingProblems(schema: Schema<unknown>, body: unknown): Record<string, string> {
  const result = v.safeParse(schema, body);
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : '';
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * A doctor's settings at one center as the spec's read sends them, with the breaks and version of
 * 070 and the center of 320 (one row per doctor and center).
 */
export const doctorSettingRowSchema = v.looseObject({
  ...doctorAppointmentSettingRecord.entries,
  centerId: num,
  breaks: v.array(v.looseObject({ startsAt: str, endsAt: str })),
  version: appointmentVersion,
});
export type DoctorSettingRow = v.InferOutput<typeof doctorSettingRowSchema>;

/** A patient's rule as the spec's read sends it, with the cancel hours and version of 070. */
export const userSettingRowSchema = v.looseObject({
  ...userAppointmentSettingRecord.entries,
  cancelHoursBefore: num,
  version: appointmentVersion,
});
export type UserSettingRow = v.InferOutput<typeof userSettingRowSchema>;

/** Spec paths this file owns: none, its calls are all the product's. */
export const WIRE_PATHS: readonly string[] = [];

/** Calls the product adds to the spec. */
export const EXTENSION_CALLS: readonly WireCall[] = [
  FREE_SLOTS_CALL,
  BOOK_CALL,
  CANCEL_BY_PATIENT_CALL,
  MY_BOOKING_RULE_CALL,
  DOCTOR_SETTING_CALL,
  USER_SETTING_CALL,
  FIND_ACCOUNT_CALL,
];

/** The account query: a phone number as staff type it (spaces, dashes, a leading 0 or +964). */
export interface FindAccountQueryWire {
  phoneNumber: string;
}

export const findAccountQuerySchema: Schema<FindAccountQueryWire> = v.looseObject({
  phoneNumber: v.pipe(
    v.string('must be a phone number'),
    v.trim(),
    v.minLength(5, 'must be a phone number'),
    v.maxLength(30, 'must be a phone number'),
  ),
});

/** The account found, and whether staff have given it a rule already. */
export interface FoundAccountWire {
  appUserId: string;
  name: string;
  phoneNumber: string;
  hasSetting: boolean;
}

export const foundAccountSchema: Schema<FoundAccountWire> = v.looseObject({
  appUserId: str,
  name: str,
  phoneNumber: str,
  hasSetting: bool,
});
