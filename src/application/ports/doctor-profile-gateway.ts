import type { AppointmentState } from '../../domain/appointments/appointment-state';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** A record named in the three languages. */
export interface NamedItem {
  readonly id: number;
  readonly nameEn: string;
  readonly nameKu: string;
  readonly nameAr: string;
}

/** A doctor's profile: what `/dashboard/Doctors/profile/{id}` shows. */
export interface DoctorProfile {
  readonly doctor: NamedItem & {
    readonly photoUrl: string | null;
    readonly bioEn: string;
    readonly bioKu: string;
    readonly bioAr: string;
    readonly phoneNumber: string;
    readonly yearsOfExperience: number;
    readonly isActive: boolean;
  };
  readonly speciality: NamedItem | null;
  readonly center: NamedItem | null;
  readonly tags: readonly NamedItem[];
  readonly assistants: readonly { readonly id: number; readonly fullName: string }[];
  readonly certificates: readonly {
    readonly id: number;
    readonly titleEn: string;
    readonly titleKu: string;
    readonly titleAr: string;
    readonly issuedBy: string;
    readonly issuedYear: number | null;
  }[];
  readonly settings: {
    readonly acceptsOnlineBooking: boolean;
    readonly slotMinutes: number;
    readonly workingDays: number;
    readonly dayStartsAt: string;
    readonly dayEndsAt: string;
    readonly maxPatientsPerDay: number;
    readonly bookingWindowDays: number;
    readonly consultationFee: number;
  } | null;
  /** Absent for a user without the appointments area. */
  readonly month?: {
    readonly states: readonly { readonly state: AppointmentState; readonly count: number }[];
  };
  /** Absent for a user without the feedback area. */
  readonly feedback?: {
    readonly count: number;
    readonly average: number | null;
    readonly questions: readonly (NamedItem & { readonly count: number; readonly average: number | null })[];
    readonly latest: readonly {
      readonly id: number;
      readonly rating: number;
      readonly comment: string;
      readonly createdAt: string;
    }[];
  };
}

/**
 * A doctor's profile (`GET /api/Dashboard/DoctorProfile/{id}`, an extension, area doctors), with
 * the appointments between two instants (the user's month). Never throws.
 */
export interface DoctorProfileGateway {
  profile(id: number, from: number, to: number): Promise<Result<DoctorProfile, AppError>>;
}
