import type { AppointmentStateSummary } from '../../domain/appointments/appointment-state-summary';
import type { DoctorAssistant } from '../../domain/assistants/doctor-assistant';
import type { DoctorId } from '../../domain/doctors/doctor-id';
import type { LabTestProfile } from '../../domain/lab/lab-test-profile';
import type { PermissionArea } from '../../domain/lists/permission-area';
import type { OtpCodeGroup } from '../ports/otp-gateway';

/** A lab test profile with its id (the TestProfile screen and the site's lab tests by letter). */
export interface LabTestProfileItem extends LabTestProfile {
  readonly id: string;
}

/** A doctor assistant row of the dashboard (`fullName`), with its id. */
export interface DoctorAssistantItem extends DoctorAssistant {
  readonly id: string;
}

/**
 * One doctor's appointment counts per state (`/Doctor/getDoctorStats`, the appointment state
 * summary).
 */
export interface DoctorStats {
  readonly doctorId: DoctorId;
  readonly name: string;
  readonly summary: AppointmentStateSummary;
}

/** A dashboard role with the permission areas it grants (docs/api-extensions.md). */
export interface DashboardRole {
  readonly id: string;
  readonly name: string;
  /** Areas this client knows; a name it does not know is dropped. */
  readonly areas: readonly PermissionArea[];
}

/** One phone number's OTP request totals: `requests` is `sent + notSent`. */
export interface OtpRequestTotals extends OtpCodeGroup {
  readonly sent: number;
  readonly notSent: number;
}
