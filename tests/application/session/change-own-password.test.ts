import { describe, expect, it } from 'vitest';
import { ChangeOwnPassword } from '../../../src/application/session/change-own-password';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import type { SessionState } from '../../../src/domain/session/session-state';
import {
  parseStoredUser,
  type SessionUser,
  type StaffUserId,
} from '../../../src/domain/session/session-user';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { fakePorts } from '../fakes/fake-ports';

const flagged: SessionUser = {
  id: 'u1' as StaffUserId,
  name: 'lana',
  fullName: 'Lana Omar',
  areas: [],
  mustChangePassword: true,
};

function setUp(answer: Result<void, AppError>) {
  const ports = fakePorts();
  ports.tokens.saveStaffSession({ serviceToken: 's', chatToken: 'c', accessToken: 'a', userData: flagged });
  const store = createStateStore<SessionState>({ status: 'loggedIn', user: flagged });
  const sent: string[][] = [];
  const gateway = {
    changePassword: (current: string, next: string) => {
      sent.push([current, next]);
      return Promise.resolve(answer);
    },
  };
  return { ports, store, sent, change: new ChangeOwnPassword(gateway, ports.tokens) };
}

describe('changing one’s own password', () => {
  it('sends both passwords, then clears a required change in the session and in what the next start reads', async () => {
    const { ports, store, sent, change } = setUp(ok(undefined));
    expect((await change.execute(store, 'old one', 'a new long password')).ok).toBe(true);
    expect(sent).toEqual([['old one', 'a new long password']]);
    const state = store.get();
    expect(state.status === 'loggedIn' && state.user.mustChangePassword).toBe(undefined);
    expect(parseStoredUser(ports.tokens.userData())).toEqual({ ...flagged, mustChangePassword: undefined });
    expect(parseStoredUser(ports.tokens.userData())).not.toHaveProperty('mustChangePassword');
    // The tokens are kept: this session goes on.
    expect(ports.tokens.serviceToken()).toBe('s');
  });

  it('keeps the flag when the server refuses the change', async () => {
    const { ports, store, change } = setUp(err(AppErrors.badRequest({ code: 'WrongPassword' })));
    const result = await change.execute(store, 'wrong', 'a new long password');
    expect(result.ok).toBe(false);
    expect(store.get()).toEqual({ status: 'loggedIn', user: flagged });
    expect(parseStoredUser(ports.tokens.userData())).toEqual(flagged);
  });
});
