import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { authStateOf } from '../../../src/domain/session/auth-state';
import {
  INITIAL_SESSION,
  SessionEvents,
  sessionReducer,
  type SessionEvent,
} from '../../../src/domain/session/session-state';
import type { SessionUser, StaffUserId } from '../../../src/domain/session/session-user';
import { eventArb, userArb } from './session-arbitraries';

const anyState = fc
  .array(eventArb, { maxLength: 8 })
  .map((events) => events.reduce(sessionReducer, INITIAL_SESSION));
const auth = (events: readonly SessionEvent[]) => authStateOf(events.reduce(sessionReducer, INITIAL_SESSION));

describe('the auth state', () => {
  it('starts neither logged in nor initialized, with no user', () => {
    expect(authStateOf(INITIAL_SESSION)).toEqual({ isLoggedIn: false, isInitialized: false, user: null });
  });

  it('sets isLoggedIn and initialized with the user on login success', () => {
    fc.assert(
      fc.property(anyState, userArb, (state, user) => {
        expect(authStateOf(sessionReducer(state, SessionEvents.loggedIn(user)))).toEqual({
          isLoggedIn: true,
          isInitialized: true,
          user,
        });
      }),
    );
  });

  it('clears the user and sets initialized on logout or failure', () => {
    fc.assert(
      fc.property(
        anyState,
        fc.constantFrom(SessionEvents.loggedOut(), SessionEvents.loginFailed()),
        (state, event) => {
          expect(authStateOf(sessionReducer(state, event))).toEqual({
            isLoggedIn: false,
            isInitialized: true,
            user: null,
          });
        },
      ),
    );
  });

  it('only sets the user on a register-like action', () => {
    fc.assert(
      fc.property(anyState, userArb, (state, user) => {
        const before = authStateOf(state);
        const after = authStateOf(sessionReducer(state, SessionEvents.userSet(user)));
        expect(after).toEqual({ ...before, user });
      }),
    );
  });

  it('never says logged in without a user or before initialization', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const view = authStateOf(state);
        if (view.isLoggedIn) {
          expect(view.user).not.toBeNull();
          expect(view.isInitialized).toBe(true);
        }
      }),
    );
  });

  const ada: SessionUser = { id: 'u-1' as StaffUserId, name: 'ada', fullName: 'Ada Lovelace', areas: [] };
  it.each<[string, readonly SessionEvent[], ReturnType<typeof authStateOf>]>([
    ['login success', [SessionEvents.loggedIn(ada)], { isLoggedIn: true, isInitialized: true, user: ada }],
    [
      'login then logout',
      [SessionEvents.loggedIn(ada), SessionEvents.loggedOut()],
      { isLoggedIn: false, isInitialized: true, user: null },
    ],
    ['login failure', [SessionEvents.loginFailed()], { isLoggedIn: false, isInitialized: true, user: null }],
    [
      'register-like action',
      [SessionEvents.userSet(ada)],
      { isLoggedIn: false, isInitialized: false, user: ada },
    ],
  ])('%s', (_case, events, expected) => {
    expect(auth(events)).toEqual(expected);
  });
});
