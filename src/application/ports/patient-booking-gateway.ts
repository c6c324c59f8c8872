import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** A free slot, in ms since the epoch. */
export interface FreeSlot {
  readonly start: number;
  readonly end: number;
}

/** A day of the hospital's calendar (`YYYY-MM-DD`) and its free slots. */
export interface FreeDay {
  readonly day: string;
  readonly slots: readonly FreeSlot[];
}

/** What a booking asks for: the doctor, the slot's start, and the family profile (null: the account holder). */
export interface BookingRequest {
  readonly doctorId: number;
  readonly start: number;
  readonly patientId: string | null;
}

/** The signed-in patient's rule, as the site honours it before asking. */
export interface MyBookingRule {
  readonly maxOpenAppointments: number;
  readonly openAppointments: number;
  readonly canBookOnline: boolean;
  readonly cancelHoursBefore: number;
}

/**
 * The patient's booking calls (docs/api-extensions.md, "Booking"). A refusal is the `AppError` of
 * its answer: `Conflict` or `NotFound` with `{ message, code }` (`SlotTaken`, `NotFree`,
 * `TooManyOpen`, `NotOpen`, `TooLate`, `NotFound`), `Forbidden` for an account that may not book.
 * An implementation never throws.
 */
export interface PatientBookingGateway {
  freeDays(doctorId: number, from: string, days: number): Promise<Result<readonly FreeDay[], AppError>>;
  book(request: BookingRequest): Promise<Result<{ readonly id: string }, AppError>>;
  cancel(appointmentId: string): Promise<Result<void, AppError>>;
  myRule(): Promise<Result<MyBookingRule, AppError>>;
}
