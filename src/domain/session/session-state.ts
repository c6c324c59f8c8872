import { parseStoredUser, type SessionUser } from './session-user';

/**
 * The session as one state machine. `user` outside `loggedIn` is a user set by a register-like
 * action without logging in; it is `null` otherwise.
 */
export type SessionState =
  | { readonly status: 'uninitialized'; readonly user: SessionUser | null }
  | { readonly status: 'loggedOut'; readonly user: SessionUser | null }
  | { readonly status: 'loggedIn'; readonly user: SessionUser };

export type SessionEvent =
  /** The app started: `hasToken` says whether the service token cookie exists. */
  | { readonly type: 'started'; readonly hasToken: boolean; readonly storedUser: unknown }
  | { readonly type: 'loggedIn'; readonly user: SessionUser }
  | { readonly type: 'loginFailed' }
  /** A register-like action: sets the user only. */
  | { readonly type: 'userSet'; readonly user: SessionUser }
  /** Logged out; the adapter has already called the server and only logged its errors. */
  | { readonly type: 'loggedOut' };

export const INITIAL_SESSION: SessionState = { status: 'uninitialized', user: null };

export const SessionEvents = {
  started: (hasToken: boolean, storedUser: unknown): SessionEvent => ({
    type: 'started',
    hasToken,
    storedUser,
  }),
  loggedIn: (user: SessionUser): SessionEvent => ({ type: 'loggedIn', user }),
  loginFailed: (): SessionEvent => ({ type: 'loginFailed' }),
  userSet: (user: SessionUser): SessionEvent => ({ type: 'userSet', user }),
  loggedOut: (): SessionEvent => ({ type: 'loggedOut' }),
} as const;

const LOGGED_OUT: SessionState = { status: 'loggedOut', user: null };

/**
 * The session reducer.
 *
 * - `started` decides only once, from `uninitialized`: with a token and readable stored user data
 *   the user is logged in from that data; a token without readable user data, or no token, gives
 *   logged out (a session nobody can be greeted in is no session). A later `started` (a remount)
 *   changes nothing.
 * - `loggedIn` gives logged in with that user; `loginFailed` and `loggedOut` give logged out with
 *   no user; `userSet` replaces the user and keeps the status.
 */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'started': {
      if (state.status !== 'uninitialized') return state;
      const user = event.hasToken ? parseStoredUser(event.storedUser) : undefined;
      return user ? { status: 'loggedIn', user } : LOGGED_OUT;
    }
    case 'loggedIn':
      return { status: 'loggedIn', user: event.user };
    case 'loginFailed':
    case 'loggedOut':
      return LOGGED_OUT;
    case 'userSet':
      return state.status === 'loggedIn'
        ? { status: 'loggedIn', user: event.user }
        : { status: state.status, user: event.user };
  }
}
