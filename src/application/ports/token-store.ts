/** What a staff login leaves in the browser ("Session cookies", "Stored browser keys"). */
export interface StaffSession {
  /** Bearer token of every dashboard call. */
  readonly serviceToken: string;
  /** Token of the two real-time hubs. */
  readonly chatToken: string;
  readonly accessToken: string;
  /** The logged-in user as the server sent it; the application validates it when it reads it. */
  readonly userData: unknown;
}

/** What a patient sign-in leaves in the browser. */
export interface PatientSession {
  /** Bearer token of the patient's own calls. */
  readonly token: string;
  /** The patient's info (it holds `patientId`); validated by the application when read. */
  readonly info: unknown;
  /** Whether the patient finished the verification step. */
  readonly verified: boolean;
}

/**
 * The session's secrets and identity as kept by the browser. Every read returns `null` when the
 * value is missing or unreadable; nothing here throws. The staff part serves the dashboard, the
 * patient part the patient site: the two never share keys.
 */
export interface TokenStore {
  serviceToken(): string | null;
  chatToken(): string | null;
  accessToken(): string | null;
  /** The stored user data, or `null` if none was stored or it no longer parses. */
  userData(): unknown;
  /** Keeps a fresh staff session (cookies expire after `SessionConstant.cookieDays`). */
  saveStaffSession(session: StaffSession): void;
  /** Forgets the staff session (logout). */
  clearStaffSession(): void;

  patientToken(): string | null;
  /** The stored patient info, or `null`. */
  patientInfo(): unknown;
  isPatientVerified(): boolean;
  savePatientSession(session: PatientSession): void;
  /** Forgets the patient token, the verify flag and the info. */
  clearPatientSession(): void;
}
