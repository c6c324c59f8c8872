import { describe, expect, it } from 'vitest';
import { SignOutPatient } from '../../../src/application/patient/sign-out-patient';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { fakePorts } from '../fakes/fake-ports';

function signedIn() {
  const ports = fakePorts();
  ports.tokens.savePatientSession({
    token: 'patient-token',
    info: { patientId: asPatientId('p-1'), phoneNumber: '07501234567' },
    verified: true,
  });
  return { ports, signOut: new SignOutPatient(ports.patientAuth, ports.tokens, ports.logger) };
}

describe('patient sign-out (POST /api/PatientAuth/Logout)', () => {
  it('asks the server to revoke the token, then forgets the token, the verify flag and the info', async () => {
    const { ports, signOut } = signedIn();
    await signOut.execute();
    expect(ports.patientAuth.answers.logout.count).toBe(1);
    expect(ports.tokens.patientToken()).toBeNull();
    expect(ports.tokens.isPatientVerified()).toBe(false);
    expect(ports.tokens.patientInfo()).toBeNull();
  });

  it('forgets the session and logs a warning when the server cannot be reached', async () => {
    const { ports, signOut } = signedIn();
    ports.patientAuth.answers.logout.fails(AppErrors.networkFailure());
    await signOut.execute();
    expect(ports.tokens.patientToken()).toBeNull();
    expect(ports.logger.warnings).toHaveLength(1);
  });

  it('calls nothing when nobody is signed in', async () => {
    const ports = fakePorts();
    await new SignOutPatient(ports.patientAuth, ports.tokens, ports.logger).execute();
    expect(ports.patientAuth.answers.logout.count).toBe(0);
  });
});
