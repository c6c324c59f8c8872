import type { SessionUser } from './session-user';
import type { SessionState } from './session-state';

/** The auth state: a view of the session state, never stored on its own. */
export interface AuthState {
  readonly isLoggedIn: boolean;
  readonly isInitialized: boolean;
  readonly user: SessionUser | null;
}

/** Derives the content dashboard's auth state from the session, so the two can never disagree. */
export function authStateOf(session: SessionState): AuthState {
  return {
    isLoggedIn: session.status === 'loggedIn',
    isInitialized: session.status !== 'uninitialized',
    user: session.user,
  };
}
