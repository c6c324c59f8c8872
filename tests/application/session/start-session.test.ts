import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StartSession } from '../../../src/application/session/start-session';
import { createStateStore } from '../../../src/application/shared/state-store';
import { INITIAL_SESSION, type SessionState } from '../../../src/domain/session/session-state';
import { StoredKey } from '../../../src/domain/session/session-constants';
import { fakePorts } from '../fakes/fake-ports';

const userArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  name: fc.string({ maxLength: 8 }),
  fullName: fc.string({ maxLength: 12 }),
  areas: fc.subarray(['appointments', 'chat', 'doctors']),
});

function start(serviceToken: string | null, userData: unknown) {
  const ports = fakePorts();
  if (serviceToken !== null) ports.storage.set(StoredKey.ServiceToken, serviceToken);
  if (userData !== undefined) ports.storage.set(StoredKey.UserData, JSON.stringify(userData));
  const store = createStateStore<SessionState>(INITIAL_SESSION);
  return { store, result: new StartSession(ports.tokens).execute(store), ports };
}

describe('start session', () => {
  it('logs the user in from the stored user data when the service token cookie exists', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), userArb, (token, user) => {
        const { store } = start(token, user);
        expect(store.get()).toEqual({ status: 'loggedIn', user });
      }),
    );
  });

  it('starts logged out when there is no service token, whatever user data is stored', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ''), userArb, (token, user) => {
        const { store } = start(token, user);
        expect(store.get()).toEqual({ status: 'loggedOut', user: null });
      }),
    );
  });

  it('decides only once: a second start after a logout changes nothing', () => {
    const { store, ports } = start('token', { id: 'u', name: 'n', fullName: 'f' });
    ports.tokens.clearStaffSession();
    const first = store.get();
    new StartSession(ports.tokens).execute(store);
    expect(store.get()).toBe(first);
  });

  it.each([
    {
      case: 'token and readable user',
      token: 't',
      user: { id: 'u1', name: 'admin', fullName: 'A' },
      status: 'loggedIn',
    },
    { case: 'token but no user data', token: 't', user: undefined, status: 'loggedOut' },
    { case: 'token and user data without an id', token: 't', user: { name: 'admin' }, status: 'loggedOut' },
    { case: 'no token', token: null, user: { id: 'u1', name: 'admin', fullName: 'A' }, status: 'loggedOut' },
  ])('$case -> $status', ({ token, user, status }) => {
    expect(start(token, user).result.status).toBe(status);
  });
});
