import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** A break of a doctor's day, local `HH:MM`. */
export interface DayBreakTimes {
  readonly startsAt: string;
  readonly endsAt: string;
}

/** A doctor's booking settings as a write sends them; `version` is the one read. */
export interface DoctorSettingWriteWire {
  acceptsOnlineBooking: boolean;
  slotMinutes: number;
  workingDays: number;
  dayStartsAt: string;
  dayEndsAt: string;
  breaks: DayBreakTimes[];
  maxPatientsPerDay: number;
  bookingWindowDays: number;
  consultationFee: number;
  version: number;
}

/** A doctor's booking settings as read. */
export interface DoctorSettingRow extends Omit<DoctorSettingWriteWire, 'breaks'> {
  readonly doctorId: number;
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

/** A doctor as the settings screen names them. */
export interface DoctorName {
  readonly id: number;
  readonly nameEn: string;
  readonly nameKu: string;
  readonly nameAr: string;
}

/**
 * The two appointment settings staff edit (docs/api-extensions.md, "Booking"): read with the
 * spec's reads, written with the product's `PUT`s. A refused write is the `AppError` of its
 * answer (`BadRequest` with every refused field, `Conflict` with the row as it is now,
 * `Forbidden`); an implementation never throws.
 */
export interface AppointmentSettingsGateway {
  doctorSettings(): Promise<Result<readonly DoctorSettingRow[], AppError>>;
  doctors(): Promise<Result<readonly DoctorName[], AppError>>;
  saveDoctorSetting(
    doctorId: number,
    body: DoctorSettingWriteWire,
  ): Promise<Result<DoctorSettingRow, AppError>>;
  userSettings(): Promise<Result<readonly UserSettingRow[], AppError>>;
  saveUserSetting(appUserId: string, body: UserSettingWriteWire): Promise<Result<UserSettingRow, AppError>>;
}
