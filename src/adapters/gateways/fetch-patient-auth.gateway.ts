import type { PatientAuthGateway, PatientGrant } from '../../application/ports/patient-auth-gateway';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  PATIENT_LOGOUT_CALL,
  patientGrantSchema,
  REQUEST_CODE_CALL,
  toPatientGrant,
  VERIFY_CODE_CALL,
  type RequestCodeWire,
  type VerifyCodeWire,
} from '../../contract/auth/patient-auth';
import { mapped } from '../../contract/shared/values';
import { ignoredBody } from '../../contract/shared/schema';
import { sendWireCall } from './wire-request';

const grantCheck = mapped(patientGrantSchema, toPatientGrant);

export interface FetchPatientAuthGatewayOptions {
  readonly http: HttpClient;
}

/**
 * `PatientAuthGateway`: the product's sign-in by SMS code, `POST /api/PatientAuth/RequestCode
 * {phoneNumber}` and `POST /api/PatientAuth/VerifyCode {phoneNumber, code}`, both without a token.
 */
export class FetchPatientAuthGateway implements PatientAuthGateway {
  constructor(private readonly options: FetchPatientAuthGatewayOptions) {}

  requestCode(phoneNumber: string): Promise<Result<void, AppError>> {
    const body: RequestCodeWire = { phoneNumber };
    return sendWireCall(this.options.http, REQUEST_CODE_CALL, {
      name: 'requestCode',
      check: ignoredBody,
      body,
    });
  }

  verifyCode(phoneNumber: string, code: string): Promise<Result<PatientGrant, AppError>> {
    const body: VerifyCodeWire = { phoneNumber, code };
    return sendWireCall(this.options.http, VERIFY_CODE_CALL, { name: 'verifyCode', check: grantCheck, body });
  }

  logout(): Promise<Result<void, AppError>> {
    return sendWireCall(this.options.http, PATIENT_LOGOUT_CALL, {
      name: 'patientLogout',
      check: ignoredBody,
    });
  }
}
