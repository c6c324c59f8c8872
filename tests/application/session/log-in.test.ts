import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StaffGrant } from '../../../src/application/ports/session-gateway';
import { LogIn } from '../../../src/application/session/log-in';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { parseStoredUser, type StaffUserId } from '../../../src/domain/session/session-user';
import { INITIAL_SESSION, type SessionState } from '../../../src/domain/session/session-state';
import { appErrorArb } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

const token = fc.string({ minLength: 1, maxLength: 12 });
const grantArb: fc.Arbitrary<StaffGrant> = fc.record({
  serviceToken: token,
  chatToken: token,
  accessToken: token,
  user: fc.record({
    id: fc.string({ minLength: 1, maxLength: 8 }).map((id) => id as StaffUserId),
    name: fc.string({ maxLength: 8 }),
    fullName: fc.string({ maxLength: 12 }),
    areas: fc.subarray([PermissionArea.Chat, PermissionArea.Doctors]),
  }),
});

function setUp() {
  const ports = fakePorts();
  const store = createStateStore<SessionState>(INITIAL_SESSION);
  const logIn = new LogIn(ports.session, ports.tokens, ports.forbidden);
  return { ports, store, logIn };
}

describe('log in', () => {
  it('stores the service, chat and access tokens and the user data of a successful login', async () => {
    await fc.assert(
      fc.asyncProperty(grantArb, async (grant) => {
        const { ports, store, logIn } = setUp();
        ports.session.answers.login.succeeds(grant);
        await logIn.execute(store, 'admin', 'secret');
        expect(ports.tokens.serviceToken()).toBe(grant.serviceToken);
        expect(ports.tokens.chatToken()).toBe(grant.chatToken);
        expect(ports.tokens.accessToken()).toBe(grant.accessToken);
        // What is stored reads back as the same user at the next start.
        expect(parseStoredUser(ports.tokens.userData())).toEqual(grant.user);
      }),
    );
  });

  it('logs the user of the login result in', async () => {
    await fc.assert(
      fc.asyncProperty(grantArb, async (grant) => {
        const { ports, store, logIn } = setUp();
        ports.session.answers.login.succeeds(grant);
        const result = await logIn.execute(store, 'admin', 'secret');
        expect(result).toEqual({ ok: true, value: grant.user });
        expect(store.get()).toEqual({ status: 'loggedIn', user: grant.user });
      }),
    );
  });

  it('sends the username and password as typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (username, password) => {
        const { ports, store, logIn } = setUp();
        await logIn.execute(store, username, password);
        expect(ports.session.answers.login.calls).toEqual([[username, password]]);
      }),
    );
  });

  it('forgets the areas a 403 marked for the previous user', async () => {
    const { ports, store, logIn } = setUp();
    ports.forbidden.set(ForbiddenAreas.none().markForbidden(PermissionArea.Chat));
    await logIn.execute(store, 'admin', 'secret');
    expect(ports.forbidden.get().areas).toEqual([]);
  });

  it('a failed login stores nothing and leaves the user logged out', async () => {
    await fc.assert(
      fc.asyncProperty(appErrorArb, async (error) => {
        const { ports, store, logIn } = setUp();
        ports.session.answers.login.fails(error);
        const result = await logIn.execute(store, 'admin', 'wrong');
        expect(result.ok).toBe(false);
        expect(ports.storage.entries.size).toBe(0);
        expect(store.get()).toEqual({ status: 'loggedOut', user: null });
      }),
    );
  });

  const INVALID = 'Please enter a valid username/password.';
  const TOO_MANY = 'Too many requests, please wait 1 min, and then try again.';
  const WRONG = 'Something went wrong.';
  it.each<{ name: string; error: AppError; text: string }>([
    { name: '400', error: AppErrors.badRequest({ message: INVALID }), text: INVALID },
    { name: '429', error: AppErrors.rateLimited(), text: TOO_MANY },
    { name: 'no response', error: AppErrors.networkFailure(), text: TOO_MANY },
    { name: 'timeout', error: AppErrors.timeout(), text: TOO_MANY },
    { name: '401', error: AppErrors.unauthorized(), text: WRONG },
    { name: '403', error: AppErrors.forbidden(), text: WRONG },
    { name: '404', error: AppErrors.notFound(undefined), text: WRONG },
    { name: '500', error: AppErrors.serverError(500, 'Wrong Services'), text: WRONG },
    { name: 'malformed body', error: AppErrors.malformed('login', 'claims.user'), text: WRONG },
  ])('answers a failed login ($name) with "$text"', async ({ error, text }) => {
    const { ports, store, logIn } = setUp();
    ports.session.answers.login.fails(error);
    const result = await logIn.execute(store, 'admin', 'secret');
    expect(result.ok ? undefined : result.error.text).toBe(text);
  });
});
