import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useApp } from '../app/app-context';
import { DEFAULT_HOME, type ReturnState } from './return-path';

/**
 * Every route below the shell needs a logged-in user; others go to `/login`, remembering where they
 * were going.
 */
export const RequireAuth = observer(function RequireAuth({ children }: { readonly children: ReactNode }) {
  const app = useApp();
  const location = useLocation();
  if (!app.isLoggedIn) {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  // A password someone else set is changed first (the server refuses everything else meanwhile).
  if (app.session.status === 'loggedIn' && app.session.user.mustChangePassword === true) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return children;
});

/** The user's own password change: the one page open while a change is required. */
export const CHANGE_PASSWORD_PATH = '/change-password';

/** A logged-in user only (a required password change included); others go to `/login`. */
export const RequireSignedIn = observer(function RequireSignedIn({
  children,
}: {
  readonly children: ReactNode;
}) {
  const app = useApp();
  if (!app.isLoggedIn) return <Navigate to="/login" replace state={{ from: CHANGE_PASSWORD_PATH }} />;
  return children;
});

/** The login-only wrapper: a logged-in user goes to the default home. */
export const LoginOnly = observer(function LoginOnly({ children }: { readonly children: ReactNode }) {
  const app = useApp();
  if (app.isLoggedIn) return <Navigate to={DEFAULT_HOME} replace />;
  return children;
});
