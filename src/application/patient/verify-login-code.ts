import type { PatientId } from '../../domain/appointments/patient-id';
import type { AppError } from '../../domain/errors/app-error';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PatientAuthGateway } from '../ports/patient-auth-gateway';
import type { TokenStore } from '../ports/token-store';
import { phoneNumberOf, type InvalidPhoneNumber } from './request-login-code';

/** A code with nothing in it: refused before any call. */
export interface EmptyCode {
  readonly code: 'EmptyCode';
}

/**
 * Checks the code the patient received (`POST /api/PatientAuth/VerifyCode {phoneNumber, code}`,
 * an extension). On success the patient's token, the info holding `patientId` and the verify flag
 * are stored, which is what the patient site's calls and the calendar read.
 */
export class VerifyLoginCode {
  constructor(
    private readonly gateway: Pick<PatientAuthGateway, 'verifyCode'>,
    private readonly tokens: Pick<TokenStore, 'savePatientSession'>,
  ) {}

  async execute(
    phoneNumber: string,
    code: string,
  ): Promise<Result<PatientId, AppError | InvalidPhoneNumber | EmptyCode>> {
    const phone = phoneNumberOf(phoneNumber);
    if (phone === null) return err({ code: 'InvalidPhoneNumber' });
    const typed = code.trim();
    if (typed === '') return err({ code: 'EmptyCode' });
    const result = await this.gateway.verifyCode(phone, typed);
    if (!result.ok) return result;
    const { token, patientId } = result.value;
    this.tokens.savePatientSession({ token, info: { patientId, phoneNumber: phone }, verified: true });
    return ok(patientId);
  }
}
