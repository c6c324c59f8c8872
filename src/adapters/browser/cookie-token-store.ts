import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { PatientSession, StaffSession, TokenStore } from '../../application/ports/token-store';
import { PATIENT_UNAUTHORIZED_RESET, PatientStoredKey } from '../../domain/session/patient-unauthorized';
import { StoredKey } from '../../domain/session/session-constants';
import type { CookieJar } from './cookie-jar';

/**
 * `TokenStore` over cookies and local storage, laid out as the spec's session keys say:
 * - cookies `serviceToken`, `chatToken`, `accessToken`, `userData` (22 days);
 * - local storage `userData`, `serviceToken`.
 * The bearer and hub tokens are read from the cookies; user data from local storage first, the
 * cookie second. The patient's token, info and verify flag live in local storage under
 * `PatientStoredKey`.
 */
export class CookieTokenStore implements TokenStore {
  constructor(
    private readonly cookies: Pick<CookieJar, 'get' | 'set' | 'remove'>,
    private readonly storage: KeyValueStore,
  ) {}

  serviceToken(): string | null {
    return nonEmpty(this.cookies.get(StoredKey.ServiceToken));
  }

  chatToken(): string | null {
    return nonEmpty(this.cookies.get(StoredKey.ChatToken));
  }

  accessToken(): string | null {
    return nonEmpty(this.cookies.get(StoredKey.AccessToken));
  }

  userData(): unknown {
    return parseJson(this.storage.get(StoredKey.UserData)) ?? parseJson(this.cookies.get(StoredKey.UserData));
  }

  saveStaffSession(session: StaffSession): void {
    const userData = JSON.stringify(session.userData);
    this.cookies.set(StoredKey.ServiceToken, session.serviceToken);
    this.cookies.set(StoredKey.ChatToken, session.chatToken);
    this.cookies.set(StoredKey.AccessToken, session.accessToken);
    this.cookies.set(StoredKey.UserData, userData);
    this.storage.set(StoredKey.ServiceToken, session.serviceToken);
    this.storage.set(StoredKey.UserData, userData);
  }

  clearStaffSession(): void {
    for (const key of Object.values(StoredKey)) {
      this.cookies.remove(key);
      this.storage.remove(key);
    }
  }

  patientToken(): string | null {
    return nonEmpty(this.storage.get(PatientStoredKey.Token));
  }

  patientInfo(): unknown {
    return parseJson(this.storage.get(PatientStoredKey.Info));
  }

  isPatientVerified(): boolean {
    return this.storage.get(PatientStoredKey.Verified) === 'true';
  }

  savePatientSession(session: PatientSession): void {
    this.storage.set(PatientStoredKey.Token, session.token);
    this.storage.set(PatientStoredKey.Info, JSON.stringify(session.info));
    this.storage.set(PatientStoredKey.Verified, String(session.verified));
  }

  clearPatientSession(): void {
    for (const key of PATIENT_UNAUTHORIZED_RESET.localStorageKeys) this.storage.remove(key);
  }
}

const nonEmpty = (value: string | null): string | null => (value === null || value === '' ? null : value);

function parseJson(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
