import * as v from 'valibot';
import type { AppointmentState } from '../../domain/appointments/appointment-state';
import { appointmentStateNumber } from '../appointments/appointments';
import { isoDateTime } from '../shared/iso-date-time';
import { bool, num, str, type Schema } from '../shared/schema';
import { count } from '../shared/values';
import type { WireCall } from '../shared/wire-call';

/*
 * A doctor's profile in one read (an extension: docs/api-extensions.md, "Doctor profile"), for
 * `/dashboard/Doctors/profile/{id}`. Area doctors; the month's appointments are in the answer only
 * for a caller with the appointments area, the feedbacks only with the feedback area.
 */
export const DOCTOR_PROFILE_CALL: WireCall = {
  method: 'GET',
  path: '/Dashboard/DoctorProfile/{id}',
  auth: 'staff',
};

/** The longest span of "this month" the read counts: 31 days and an hour of a clock change. */
export const DOCTOR_PROFILE_MAX_SPAN_MS = (31 * 24 + 1) * 3_600_000;

/** `from` and `to`: the instants the caller's month starts and the next one starts. */
export interface DoctorProfileQueryWire {
  from: string;
  to: string;
}

export const doctorProfileQuerySchema: Schema<DoctorProfileQueryWire> = v.pipe(
  v.looseObject({ from: isoDateTime, to: isoDateTime }),
  v.forward(
    v.check(({ from, to }) => {
      const span = Date.parse(to) - Date.parse(from);
      return span > 0 && span <= DOCTOR_PROFILE_MAX_SPAN_MS;
    }, 'must be after from, at most 31 days later'),
    ['to'],
  ),
);

const named = { id: num, nameEn: str, nameKu: str, nameAr: str };

export interface NamedWire {
  id: number;
  nameEn: string;
  nameKu: string;
  nameAr: string;
}

export interface DoctorProfileWire {
  doctor: NamedWire & {
    photoUrl: string | null;
    bioEn: string;
    bioKu: string;
    bioAr: string;
    phoneNumber: string;
    yearsOfExperience: number;
    isActive: boolean;
  };
  speciality: NamedWire | null;
  center: NamedWire | null;
  tags: NamedWire[];
  assistants: { id: number; fullName: string }[];
  certificates: {
    id: number;
    titleEn: string;
    titleKu: string;
    titleAr: string;
    issuedBy: string;
    issuedYear: number | null;
  }[];
  settings: {
    acceptsOnlineBooking: boolean;
    slotMinutes: number;
    /** Bit 0 Sunday … bit 6 Saturday. */
    workingDays: number;
    dayStartsAt: string;
    dayEndsAt: string;
    maxPatientsPerDay: number;
    bookingWindowDays: number;
    consultationFee: number;
  } | null;
  /** The month's appointments by state, after the missed rule; states with none are left out. */
  month?: { states: { state: AppointmentState; count: number }[] };
  /** Every feedback on the doctor: their number and mean rating, each question's, and the latest. */
  feedback?: {
    count: number;
    average: number | null;
    questions: (NamedWire & { count: number; average: number | null })[];
    latest: { id: number; rating: number; comment: string; createdAt: string }[];
  };
}

/** How many of the latest feedbacks the profile lists; the doctor's feedback screen has them all. */
export const DOCTOR_PROFILE_LATEST = 10;

const average = v.nullable(v.pipe(v.number(), v.minValue(1), v.maxValue(5)));

export const doctorProfileSchema: Schema<DoctorProfileWire> = v.looseObject({
  doctor: v.looseObject({
    ...named,
    photoUrl: v.nullable(str),
    bioEn: str,
    bioKu: str,
    bioAr: str,
    phoneNumber: str,
    yearsOfExperience: count,
    isActive: bool,
  }),
  speciality: v.nullable(v.looseObject(named)),
  center: v.nullable(v.looseObject(named)),
  tags: v.array(v.looseObject(named)),
  assistants: v.array(v.looseObject({ id: num, fullName: str })),
  certificates: v.array(
    v.looseObject({
      id: num,
      titleEn: str,
      titleKu: str,
      titleAr: str,
      issuedBy: str,
      issuedYear: v.nullable(num),
    }),
  ),
  settings: v.nullable(
    v.looseObject({
      acceptsOnlineBooking: bool,
      slotMinutes: count,
      workingDays: count,
      dayStartsAt: str,
      dayEndsAt: str,
      maxPatientsPerDay: count,
      bookingWindowDays: count,
      consultationFee: count,
    }),
  ),
  month: v.optional(
    v.looseObject({ states: v.array(v.looseObject({ state: appointmentStateNumber, count })) }),
  ),
  feedback: v.optional(
    v.looseObject({
      count,
      average,
      questions: v.array(v.looseObject({ ...named, count, average })),
      latest: v.array(
        v.looseObject({
          id: num,
          rating: v.pipe(num, v.minValue(1), v.maxValue(5)),
          comment: str,
          createdAt: isoDateTime,
        }),
      ),
    }),
  ),
});

/** Spec paths this file owns: none, the call is an extension. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [DOCTOR_PROFILE_CALL];
