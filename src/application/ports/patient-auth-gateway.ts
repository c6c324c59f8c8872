import type { PatientId } from '../../domain/appointments/patient-id';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** What a verified code grants: the patient's own bearer token and their id. */
export interface PatientGrant {
  readonly token: string;
  readonly patientId: PatientId;
}

/**
 * The patient's sign-in by a one-time code sent by SMS (extensions, docs/api-extensions.md; no
 * token). An implementation never throws: a wrong or expired code is `BadRequest`, too many
 * requests `RateLimited`.
 *
 * - `requestCode`: `POST /api/PatientAuth/RequestCode {phoneNumber}`.
 * - `verifyCode`: `POST /api/PatientAuth/VerifyCode {phoneNumber, code}`.
 * - `logout`: `POST /api/PatientAuth/Logout` with the patient token: the server revokes it.
 */
export interface PatientAuthGateway {
  requestCode(phoneNumber: string): Promise<Result<void, AppError>>;
  verifyCode(phoneNumber: string, code: string): Promise<Result<PatientGrant, AppError>>;
  logout(): Promise<Result<void, AppError>>;
}
