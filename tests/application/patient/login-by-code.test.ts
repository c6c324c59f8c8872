import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestLoginCode } from '../../../src/application/patient/request-login-code';
import { VerifyLoginCode } from '../../../src/application/patient/verify-login-code';
import { readPatientId } from '../../../src/application/patient/read-patient-id';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

function setUp() {
  const ports = fakePorts();
  return {
    ports,
    request: new RequestLoginCode(ports.patientAuth),
    verify: new VerifyLoginCode(ports.patientAuth, ports.tokens),
  };
}

const phoneArb = fc.stringMatching(/^\+?[0-9]{7,13}$/);

describe('patient login by code (POST /api/PatientAuth/RequestCode, VerifyCode)', () => {
  it('asks for a code for the number as typed, without surrounding blanks', async () => {
    await fc.assert(
      fc.asyncProperty(phoneArb, async (phone) => {
        const { ports, request } = setUp();
        const result = await request.execute(` ${phone} `);
        expect(result.ok).toBe(true);
        expect(ports.patientAuth.answers.requestCode.calls).toEqual([[phone]]);
      }),
    );
  });

  it('refuses a number without any digit before any call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[^0-9]*$/), async (text) => {
        const { ports, request } = setUp();
        expect(await request.execute(text)).toEqual({ ok: false, error: { code: 'InvalidPhoneNumber' } });
        expect(ports.patientAuth.answers.requestCode.count).toBe(0);
      }),
    );
  });

  it('a verified code stores the patient token, the info holding the patient id and the verify flag', async () => {
    await fc.assert(
      fc.asyncProperty(
        phoneArb,
        fc.string({ minLength: 1, maxLength: 10 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        async (phone, token, id) => {
          const { ports, verify } = setUp();
          ports.patientAuth.answers.verifyCode.succeeds({ token, patientId: asPatientId(id) });
          const result = await verify.execute(phone, '1234');
          expect(result).toEqual({ ok: true, value: id });
          expect(ports.tokens.patientToken()).toBe(token);
          expect(ports.tokens.isPatientVerified()).toBe(true);
          expect(readPatientId(ports.tokens.patientInfo())).toBe(id);
          expect(ports.patientAuth.answers.verifyCode.calls).toEqual([[phone, '1234']]);
        },
      ),
    );
  });

  it('an empty code is refused before any call', async () => {
    const { ports, verify } = setUp();
    expect(await verify.execute('0750111', '  ')).toEqual({ ok: false, error: { code: 'EmptyCode' } });
    expect(ports.patientAuth.answers.verifyCode.count).toBe(0);
  });

  it.each(FAILURE_PATHS)('a $name failure of the check stores nothing', async ({ error }) => {
    const { ports, verify } = setUp();
    ports.patientAuth.answers.verifyCode.fails(error);
    expect(await verify.execute('0750111', '1234')).toEqual({ ok: false, error });
    expect(ports.storage.entries.size).toBe(0);
  });

  it('a refused code request comes back as its error', async () => {
    const { ports, request } = setUp();
    ports.patientAuth.answers.requestCode.fails(AppErrors.rateLimited());
    expect(await request.execute('0750111')).toEqual({ ok: false, error: { code: 'RateLimited' } });
  });

  it.each([
    { info: { patientId: 'p1' }, id: 'p1' },
    { info: { patientId: 42 }, id: '42' },
    { info: { patientId: '' }, id: null },
    { info: null, id: null },
    { info: 'p1', id: null },
  ])('stored info $info is patient $id', ({ info, id }) => {
    expect(readPatientId(info)).toBe(id);
  });
});
