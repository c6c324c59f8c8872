import { describe, expect, it } from 'vitest';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import { err, ok } from '../../../src/domain/shared/result';
import { LoginStep, PatientLoginViewModel } from '../../../src/ui/site/pages/patient-login.view-model';

function loginWith(request: AppError | null, verify: AppError | { code: 'EmptyCode' } | null) {
  return new PatientLoginViewModel({
    requestLoginCode: { execute: () => Promise.resolve(request === null ? ok(undefined) : err(request)) },
    verifyLoginCode: {
      execute: () => Promise.resolve(verify === null ? ok(asPatientId('p-1')) : err(verify)),
    },
  });
}

describe('the site sign-in form', () => {
  it('goes on to the code once a code was sent, keeping the number typed', async () => {
    const vm = loginWith(null, null);
    vm.setPhone('0750 123 4567');
    await vm.requestCode();
    expect(vm.step).toBe(LoginStep.Code);
    expect(vm.phone).toBe('0750 123 4567');
  });

  it('says the request limit in words and stays on the number when too many codes were asked for', async () => {
    const vm = loginWith(AppErrors.rateLimited(), null);
    vm.setPhone('0750 123 4567');
    await vm.requestCode();
    expect(vm.step).toBe(LoginStep.Phone);
    expect(vm.errorKey).toBe('site.login.error.tooManyRequests');
  });

  it('tells a wrong code from too many wrong codes, keeping the code typed', async () => {
    const wrong = loginWith(null, AppErrors.badRequest({ message: 'The code is wrong or has expired.' }));
    wrong.setCode('123456');
    expect(await wrong.verify()).toBe(false);
    expect(wrong.errorKey).toBe('site.login.error.wrongCode');
    expect(wrong.code).toBe('123456');
    const locked = loginWith(null, AppErrors.rateLimited());
    await locked.verify();
    expect(locked.errorKey).toBe('site.login.error.tooManyAttempts');
  });

  it('shows a network failure as one, not as a wrong code', async () => {
    const vm = loginWith(null, AppErrors.networkFailure());
    await vm.verify();
    expect(vm.errorKey).toBe('site.error.network');
  });

  it('signs in on a right code', async () => {
    expect(await loginWith(null, null).verify()).toBe(true);
  });
});
