import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LogOut } from '../../../src/application/session/log-out';
import { createStateStore } from '../../../src/application/shared/state-store';
import { ok } from '../../../src/domain/shared/result';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { SessionState } from '../../../src/domain/session/session-state';
import { appErrorArb } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';
import { SAMPLE_GRANT, SAMPLE_USER } from '../fakes/fake-session-gateway';

function loggedIn() {
  const ports = fakePorts();
  ports.tokens.saveStaffSession({ ...SAMPLE_GRANT, userData: SAMPLE_USER });
  ports.forbidden.set(ForbiddenAreas.none().markForbidden(PermissionArea.Doctors));
  const store = createStateStore<SessionState>({ status: 'loggedIn', user: SAMPLE_USER });
  const logOut = new LogOut(ports.session, ports.tokens, ports.hubs, ports.forbidden, ports.logger);
  return { ports, store, logOut };
}

describe('log out', () => {
  it('calls the server while the service token is still stored', async () => {
    const { ports, store, logOut } = loggedIn();
    let tokenAtCall: string | null = null;
    ports.session.answers.logout.respondsWith(() => {
      tokenAtCall = ports.tokens.serviceToken();
      return ok(undefined);
    });
    await logOut.execute(store);
    expect(tokenAtCall).toBe(SAMPLE_GRANT.serviceToken);
  });

  it('clears the tokens, stops the hubs, forgets forbidden areas and marks logged out', async () => {
    const { ports, store, logOut } = loggedIn();
    await logOut.execute(store);
    expect(ports.storage.entries.size).toBe(0);
    expect(ports.hubs.stops).toBe(1);
    expect(ports.forbidden.get().areas).toEqual([]);
    expect(store.get()).toEqual({ status: 'loggedOut', user: null });
  });

  it('only logs a failed logout call, and still logs out', async () => {
    await fc.assert(
      fc.asyncProperty(appErrorArb, async (error) => {
        const { ports, store, logOut } = loggedIn();
        ports.session.answers.logout.fails(error);
        await logOut.execute(store);
        expect(ports.logger.errors.map((line) => line.cause)).toEqual([error]);
        expect(ports.storage.entries.size).toBe(0);
        expect(store.get().status).toBe('loggedOut');
      }),
    );
  });

  it('logs out even when the logout call rejects instead of answering', async () => {
    const { ports, store, logOut } = loggedIn();
    ports.session.answers.logout.respondsWith(() => Promise.reject(new Error('adapter bug')));
    await logOut.execute(store);
    expect(ports.logger.errors).toHaveLength(1);
    expect(store.get().status).toBe('loggedOut');
  });

  it('logs out even when stopping the hubs fails', async () => {
    const { ports, store, logOut } = loggedIn();
    ports.hubs.stopFails(new Error('socket gone'));
    await logOut.execute(store);
    expect(ports.logger.errors).toHaveLength(1);
    expect(ports.storage.entries.size).toBe(0);
    expect(store.get().status).toBe('loggedOut');
  });
});
