/** Lifetimes of the session. */
export const SessionConstant = {
  /** The service token, chat token and user data cookies expire after this many days. */
  cookieDays: 22,
  /** The session config timeout. */
  sessionTimeoutDays: 1,
} as const;

export type SessionConstant = (typeof SessionConstant)[keyof typeof SessionConstant];

/**
 * The browser keys the session is stored under: the same names serve as local-storage keys and as
 * cookie names.
 */
export const StoredKey = {
  UserData: 'userData',
  ServiceToken: 'serviceToken',
  AccessToken: 'accessToken',
  ChatToken: 'chatToken',
} as const;

export type StoredKey = (typeof StoredKey)[keyof typeof StoredKey];
