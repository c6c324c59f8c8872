import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { Navigator } from '../../application/ports/navigator';
import { PATIENT_UNAUTHORIZED_RESET } from '../../domain/session/patient-unauthorized';
import { UNAUTHORIZED_RESET } from '../../domain/session/unauthorized-reset';

/** What the HTTP client does on a 401, before it passes `Unauthorized` on to the caller. */
export type UnauthorizedPolicy = () => void;

/** The cookie side of the 401 rule: only removal is needed. */
export interface CookieRemover {
  remove(name: string): void;
}

/**
 * The dashboard's 401 rule (the spec), the only place it is written: remove the session's
 * local-storage keys and cookies, then a full page load to `/login` so no in-memory state of the
 * old session survives.
 */
export function staffUnauthorizedPolicy(deps: {
  storage: KeyValueStore;
  cookies: CookieRemover;
  navigator: Navigator;
}): UnauthorizedPolicy {
  return () => {
    for (const key of UNAUTHORIZED_RESET.localStorageKeys) deps.storage.remove(key);
    for (const name of UNAUTHORIZED_RESET.cookies) deps.cookies.remove(name);
    deps.navigator.loadPage(UNAUTHORIZED_RESET.redirectTo);
  };
}

/**
 * The patient site's 401 rule (the spec): clear the patient token, the verify flag and the info,
 * then reload the page, which shows the site signed out.
 */
export function patientUnauthorizedPolicy(deps: {
  storage: KeyValueStore;
  navigator: Navigator;
}): UnauthorizedPolicy {
  return () => {
    for (const key of PATIENT_UNAUTHORIZED_RESET.localStorageKeys) deps.storage.remove(key);
    deps.navigator.reload();
  };
}
