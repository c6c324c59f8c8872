import { StoredKey } from './session-constants';

/**
 * What any 401 answer clears, and where it sends the user: the adapter applies this in one place,
 * then passes the error on.
 *
 * - `localStorageKeys`: removed from local storage.
 * - `cookies`: removed from the cookies (user data and service token as in local storage, plus the
 *   access and chat tokens, which live in cookies only).
 * - `redirectTo`: opened by a full page load, not a client-side navigation, so no in-memory state
 *   of the old session survives.
 */
export const UNAUTHORIZED_RESET = {
  localStorageKeys: [StoredKey.UserData, StoredKey.ServiceToken],
  cookies: [StoredKey.UserData, StoredKey.ServiceToken, StoredKey.AccessToken, StoredKey.ChatToken],
  redirectTo: '/login',
} as const;

export type UnauthorizedReset = typeof UNAUTHORIZED_RESET;
