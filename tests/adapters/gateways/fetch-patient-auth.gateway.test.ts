import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchPatientAuthGateway } from '../../../src/adapters/gateways/fetch-patient-auth.gateway';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { reply } from '../support/http-test-server';
import { BEARER, bodyOf, httpClient, onlyRequest, pathOf, useTestServer } from './gateway-setup';

const server = useTestServer();
const gateway = () => new FetchPatientAuthGateway({ http: httpClient(server()) });

describe('FetchPatientAuthGateway (no token: nobody is signed in yet)', () => {
  it('requestCode posts { phoneNumber } to /api/PatientAuth/RequestCode and ignores the answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (phoneNumber) => {
        server().handle((_q, response) => reply(response, 202, { message: 'Sent.' }));
        expect(await gateway().requestCode(phoneNumber)).toEqual({ ok: true, value: undefined });
        const seen = onlyRequest(server());
        expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
          'POST',
          '/api/PatientAuth/RequestCode',
          BEARER.none,
        ]);
        expect(bodyOf(seen)).toEqual({ phoneNumber });
      }),
    );
  });

  it('verifyCode posts { phoneNumber, code } to /api/PatientAuth/VerifyCode and reads the grant', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.stringMatching(/^\d{4,8}$/),
        async (phoneNumber, code) => {
          server().handle((_q, response) => reply(response, 200, { token: 'patient-jwt', patientId: 17 }));
          expect(await gateway().verifyCode(phoneNumber, code)).toEqual({
            ok: true,
            value: { token: 'patient-jwt', patientId: asPatientId('17') },
          });
          const seen = onlyRequest(server());
          expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
            'POST',
            '/api/PatientAuth/VerifyCode',
            BEARER.none,
          ]);
          expect(bodyOf(seen)).toEqual({ phoneNumber, code });
        },
      ),
    );
  });

  it('answers MalformedResponse(verifyCode, token) for a grant without a token', async () => {
    server().handle((_q, response) => reply(response, 200, { patientId: 17 }));
    expect(await gateway().verifyCode('07501234567', '1234')).toEqual({
      ok: false,
      error: AppErrors.malformed('verifyCode', 'token'),
    });
  });

  it.each([
    { status: 400, error: AppErrors.badRequest({ message: 'The code is wrong or expired.' }) },
    { status: 429, error: AppErrors.rateLimited() },
  ])('a $status refusal comes back as its error', async ({ status, error }) => {
    server().handle((_q, response) => reply(response, status, { message: 'The code is wrong or expired.' }));
    expect(await gateway().verifyCode('07501234567', '0000')).toEqual({ ok: false, error });
  });
});
