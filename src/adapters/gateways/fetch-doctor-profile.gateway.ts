import type { DoctorProfile, DoctorProfileGateway } from '../../application/ports/doctor-profile-gateway';
import { DOCTOR_PROFILE_CALL, doctorProfileSchema } from '../../contract/insights/doctor-profile';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

/** `DoctorProfileGateway` over the product's profile call. */
export class FetchDoctorProfileGateway implements DoctorProfileGateway {
  constructor(private readonly http: HttpClient) {}

  profile(id: number, from: number, to: number): Promise<Result<DoctorProfile, AppError>> {
    return sendWireCall(this.http, DOCTOR_PROFILE_CALL, {
      name: 'doctorProfile',
      check: doctorProfileSchema,
      params: { id },
      query: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    });
  }
}
