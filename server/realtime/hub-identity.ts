/**
 * Who is at the other end of a hub connection, as the token check found it. The hubs know nothing
 * of the database: whoever attaches them supplies `verifyToken`.
 */
export interface HubIdentity {
  /** The user the token was issued to (a staff user id or an app-user id). */
  readonly subject: string;
  /** The token kind: `chat` (staff) or `patient`; other kinds are refused by both hubs. */
  readonly kind: string;
  /** A patient's phone number: a patient connected to /HaremHub counts as online on /PhoneHub. */
  readonly phoneNumber?: string | undefined;
  /** The login session the token belongs to, so a logout can close its connections. */
  readonly session?: string | undefined;
  /** When the token expires (ms since the epoch); the connection is closed then. */
  readonly expiresAt?: number | undefined;
}

/** Checks a bearer token; null when it is missing, malformed, expired or revoked. */
export type VerifyHubToken = (token: string) => Promise<HubIdentity | null>;

/** Token kinds the hubs know. */
export const HubAudience = {
  /** A staff member's chat token. */
  Staff: 'chat',
  /** A patient's token (the patient site's chat). */
  Patient: 'patient',
} as const;

export type HubAudience = (typeof HubAudience)[keyof typeof HubAudience];
