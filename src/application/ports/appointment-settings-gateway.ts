import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** A break of a doctor's day, local `HH:MM`. */
export interface DayBreakTimes {
  readonly startsAt: string;
  readonly endsAt: string;
}

/**
 * A doctor's booking settings at one center as a write sends them; `version` is the one read, left
 * out only to create the settings of a center the doctor has none at yet.
 */
export interface DoctorSettingWriteWire {
  centerId?: number | undefined;
  acceptsOnlineBooking: boolean;
  slotMinutes: number;
  workingDays: number;
  dayStartsAt: string;
  dayEndsAt: string;
  breaks: DayBreakTimes[];
  maxPatientsPerDay: number;
  bookingWindowDays: number;
  consultationFee: number;
  version?: number | undefined;
}

/** A doctor's booking settings at one center as read. */
export interface DoctorSettingRow extends Omit<DoctorSettingWriteWire, 'breaks' | 'centerId' | 'version'> {
  readonly doctorId: number;
  readonly centerId: number;
  readonly version: number;
  readonly breaks: readonly DayBreakTimes[];
  readonly updatedAt: string;
}

/** A patient's rule as a write sends it; no `version` before the account has one. */
export interface UserSettingWriteWire {
  maxOpenAppointments: number;
  canBookOnline: boolean;
  blockedUntil: string | null;
  cancelHoursBefore: number;
  reason: string;
  version?: number | undefined;
}

/** A patient's rule as read. */
export interface UserSettingRow extends Omit<UserSettingWriteWire, 'version'> {
  readonly id: number;
  readonly appUserId: string;
  readonly version: number;
  readonly updatedAt: string;
}

/** A patient account found by its phone number, and whether it has a rule yet. */
export interface FoundAccount {
  readonly appUserId: string;
  readonly name: string;
  readonly phoneNumber: string;
  readonly hasSetting: boolean;
}

/** A doctor or a center as the settings screen names them. */
export interface DoctorName {
  readonly id: number;
  readonly nameEn: string;
  readonly nameKu: string;
  readonly nameAr: string;
}

/** A center as the settings screen names it. */
export type CenterName = DoctorName;

/**
 * The two appointment settings staff edit (docs/api-extensions.md, "Booking"): read with the
 * spec's reads, written with the product's `PUT`s. A refused write is the `AppError` of its
 * answer (`BadRequest` with every refused field, `Conflict` with the row as it is now,
 * `Forbidden`); an implementation never throws.
 */
export interface AppointmentSettingsGateway {
  doctorSettings(): Promise<Result<readonly DoctorSettingRow[], AppError>>;
  doctors(): Promise<Result<readonly DoctorName[], AppError>>;
  /** The centers by name (a role without the centers area gets `Forbidden`: ids are shown). */
  centers(): Promise<Result<readonly CenterName[], AppError>>;
  saveDoctorSetting(
    doctorId: number,
    body: DoctorSettingWriteWire,
  ): Promise<Result<DoctorSettingRow, AppError>>;
  userSettings(): Promise<Result<readonly UserSettingRow[], AppError>>;
  saveUserSetting(appUserId: string, body: UserSettingWriteWire): Promise<Result<UserSettingRow, AppError>>;
  /** The account with this phone number as typed (`NotFound` when none, `BadRequest` when no number). */
  findAccount(phoneNumber: string): Promise<Result<FoundAccount, AppError>>;
}
