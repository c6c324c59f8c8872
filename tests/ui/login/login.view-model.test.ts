import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStateStore } from '../../../src/application/shared/state-store';
import { LogIn } from '../../../src/application/session/log-in';
import type { SessionGateway, StaffGrant } from '../../../src/application/ports/session-gateway';
import type { TokenStore } from '../../../src/application/ports/token-store';
import { AppErrors, errorFromStatus, type AppError } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { INITIAL_SESSION } from '../../../src/domain/session/session-state';
import { LoginError, loginErrorFor, loginErrorForStatus } from '../../../src/domain/session/login-error';
import type { StaffUserId } from '../../../src/domain/session/session-user';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { LoginViewModel } from '../../../src/ui/features/login/login.view-model';

const grant: StaffGrant = {
  serviceToken: 's',
  chatToken: 'c',
  accessToken: 'a',
  user: { id: 'u1' as StaffUserId, name: 'admin', fullName: 'Demo Administrator', areas: [] },
};

const tokens = { saveStaffSession: () => undefined } as unknown as TokenStore;

function setUp(answer: () => Promise<Result<StaffGrant, AppError>>) {
  const gateway: SessionGateway = {
    login: answer,
    logout: async () => ok(undefined),
    keepAlive: async () => ok(undefined),
  };
  const session = createStateStore(INITIAL_SESSION);
  const logIn = new LogIn(gateway, tokens, createStateStore(ForbiddenAreas.none()));
  return { vm: new LoginViewModel(logIn, session), session };
}

describe('the login form', () => {
  it('reads a login that could not be sent (its code did not arrive) as one that got no answer', async () => {
    const failing = { execute: () => Promise.reject(new Error('the chunk did not arrive')) };
    const vm = new LoginViewModel(failing as unknown as LogIn, createStateStore(INITIAL_SESSION));
    vm.setUsername('admin');
    vm.setPassword('demo-admin');
    expect(await vm.submit()).toBe(false);
    expect(vm.busy).toBe(false);
    expect(vm.error).toEqual(loginErrorFor(AppErrors.networkFailure()));
  });

  it('is busy while the call runs and logs the user in on success', async () => {
    let release: (value: Result<StaffGrant, AppError>) => void = () => undefined;
    const { vm, session } = setUp(() => new Promise((resolve) => (release = resolve)));
    vm.setUsername('admin');
    vm.setPassword('demo-admin');
    const submitted = vm.submit();
    expect(vm.busy).toBe(true);
    expect(await vm.submit()).toBe(false);
    release(ok(grant));
    expect(await submitted).toBe(true);
    expect(vm.busy).toBe(false);
    expect(session.get().status).toBe('loggedIn');
    expect(vm.password).toBe('');
  });

  it.each([
    [400, LoginError.InvalidCredentials.text],
    [429, LoginError.TooManyRequests.text],
    [500, LoginError.SomethingWentWrong.text],
  ])('shows the login alert for a %i', async (status, text) => {
    const { vm } = setUp(async () => err(errorFromStatus(status, null)));
    expect(await vm.submit()).toBe(false);
    expect(vm.error?.text).toBe(text);
  });

  it('shows, for every failed status, the alert the spec gives that status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 401 && s !== 403),
        async (status) => {
          const { vm, session } = setUp(async () => err(errorFromStatus(status, null)));
          await vm.submit();
          expect(vm.error).toEqual(loginErrorForStatus(status));
          expect(session.get().status).toBe('loggedOut');
        },
      ),
    );
  });
});
