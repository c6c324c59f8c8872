import type { PatientAuthGateway, PatientGrant } from '../../../src/application/ports/patient-auth-gateway';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export const SAMPLE_PATIENT_GRANT: PatientGrant = { token: 'patient-token', patientId: asPatientId('p-1') };

export class FakePatientAuthGateway implements PatientAuthGateway {
  readonly answers = {
    requestCode: new ScriptedCall<[string], void>(ok(undefined)),
    verifyCode: new ScriptedCall<[string, string], PatientGrant>(ok(SAMPLE_PATIENT_GRANT)),
    logout: new ScriptedCall<[], void>(ok(undefined)),
  };

  requestCode(phoneNumber: string) {
    return this.answers.requestCode.invoke(phoneNumber);
  }

  verifyCode(phoneNumber: string, code: string) {
    return this.answers.verifyCode.invoke(phoneNumber, code);
  }

  logout() {
    return this.answers.logout.invoke();
  }
}
