import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  INITIAL_SESSION,
  SessionEvents,
  sessionReducer,
  type SessionEvent,
  type SessionState,
} from '../../../src/domain/session/session-state';
import type { SessionUser, StaffUserId } from '../../../src/domain/session/session-user';
import { eventArb, unreadableUserArb, userArb } from './session-arbitraries';

const run = (events: readonly SessionEvent[], from: SessionState = INITIAL_SESSION) =>
  events.reduce(sessionReducer, from);
const anyState = fc.array(eventArb, { maxLength: 8 }).map((events) => run(events));
const initializedState = fc
  .tuple(fc.boolean(), userArb, fc.array(eventArb, { maxLength: 8 }))
  .map(([hasToken, u, events]) =>
    run(events, sessionReducer(INITIAL_SESSION, SessionEvents.started(hasToken, u))),
  );

describe('the session state machine', () => {
  it('starts uninitialized', () => {
    expect(INITIAL_SESSION.status).toBe('uninitialized');
  });

  it('at start, logs the user in from the stored user data when the service token cookie exists', () => {
    fc.assert(
      fc.property(userArb, fc.boolean(), (user, asText) => {
        const next = sessionReducer(
          INITIAL_SESSION,
          SessionEvents.started(true, asText ? JSON.stringify(user) : user),
        );
        expect(next).toEqual({ status: 'loggedIn', user });
      }),
    );
  });

  it('at start, logs the user out when the service token cookie does not exist', () => {
    fc.assert(
      fc.property(fc.oneof(userArb, unreadableUserArb), (stored) => {
        expect(sessionReducer(INITIAL_SESSION, SessionEvents.started(false, stored)).status).toBe(
          'loggedOut',
        );
      }),
    );
  });

  it('at start, logs the user out when the token exists but the stored user data is missing or unreadable', () => {
    fc.assert(
      fc.property(unreadableUserArb, (stored) => {
        expect(sessionReducer(INITIAL_SESSION, SessionEvents.started(true, stored))).toEqual({
          status: 'loggedOut',
          user: null,
        });
      }),
    );
  });

  it('leaves an initialized session unchanged on a second start', () => {
    fc.assert(
      fc.property(initializedState, fc.boolean(), userArb, (state, hasToken, stored) => {
        expect(sessionReducer(state, SessionEvents.started(hasToken, stored))).toBe(state);
      }),
    );
  });

  it('gives logged in with the user on login success, from any state', () => {
    fc.assert(
      fc.property(anyState, userArb, (state, user) => {
        expect(sessionReducer(state, SessionEvents.loggedIn(user))).toEqual({ status: 'loggedIn', user });
      }),
    );
  });

  it('gives logged out with no user on logout, from any state', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        expect(sessionReducer(state, SessionEvents.loggedOut())).toEqual({ status: 'loggedOut', user: null });
      }),
    );
  });

  it('is never uninitialized again once it has started', () => {
    fc.assert(
      fc.property(initializedState, (state) => {
        expect(state.status).not.toBe('uninitialized');
      }),
    );
  });

  const ada: SessionUser = {
    id: 'u-1' as StaffUserId,
    name: 'ada',
    fullName: 'Ada Lovelace',
    areas: ['chat'],
  };
  const adaText = JSON.stringify(ada);
  it.each<[string, readonly SessionEvent[], SessionState['status']]>([
    ['token and user data at start', [SessionEvents.started(true, adaText)], 'loggedIn'],
    ['no token at start', [SessionEvents.started(false, adaText)], 'loggedOut'],
    ['token but no user data at start', [SessionEvents.started(true, undefined)], 'loggedOut'],
    ['token but garbled user data at start', [SessionEvents.started(true, '{"id":')], 'loggedOut'],
    [
      'login after a logged-out start',
      [SessionEvents.started(false, null), SessionEvents.loggedIn(ada)],
      'loggedIn',
    ],
    [
      'logout after a logged-in start',
      [SessionEvents.started(true, adaText), SessionEvents.loggedOut()],
      'loggedOut',
    ],
  ])('%s', (_case, events, status) => {
    expect(run(events).status).toBe(status);
  });
});
