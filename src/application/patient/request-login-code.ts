import type { AppError } from '../../domain/errors/app-error';
import { err, type Result } from '../../domain/shared/result';
import type { PatientAuthGateway } from '../ports/patient-auth-gateway';

/** A phone number with no digit cannot receive an SMS: it is refused before any call. */
export interface InvalidPhoneNumber {
  readonly code: 'InvalidPhoneNumber';
}

/** The number as the patient typed it, without surrounding blanks; `null` if it has no digit. */
export function phoneNumberOf(text: string): string | null {
  const trimmed = text.trim();
  return /\d/.test(trimmed) ? trimmed : null;
}

/**
 * Asks for a one-time sign-in code by SMS (`POST /api/PatientAuth/RequestCode {phoneNumber}`, an
 * extension). The spec shows no phone format, so the server judges it; only a number without any
 * digit is refused here.
 */
export class RequestLoginCode {
  constructor(private readonly gateway: Pick<PatientAuthGateway, 'requestCode'>) {}

  execute(phoneNumber: string): Promise<Result<void, AppError | InvalidPhoneNumber>> {
    const phone = phoneNumberOf(phoneNumber);
    if (phone === null) return Promise.resolve(err({ code: 'InvalidPhoneNumber' }));
    return this.gateway.requestCode(phone);
  }
}
