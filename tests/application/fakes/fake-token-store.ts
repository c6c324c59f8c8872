import type { PatientSession, StaffSession, TokenStore } from '../../../src/application/ports/token-store';
import { PatientStoredKey } from '../../../src/domain/session/patient-unauthorized';
import { StoredKey } from '../../../src/domain/session/session-constants';
import { FakeKeyValueStore } from './fake-key-value-store';

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const nonEmpty = (value: string | null): string | null => (value === null || value === '' ? null : value);

/**
 * The browser's session keys in memory, under the spec's key names and the patient keys of
 * `PatientStoredKey`, so a test can check what a rule clears by key.
 */
export class FakeTokenStore implements TokenStore {
  constructor(readonly storage: FakeKeyValueStore = new FakeKeyValueStore()) {}

  serviceToken(): string | null {
    return nonEmpty(this.storage.get(StoredKey.ServiceToken));
  }

  chatToken(): string | null {
    return nonEmpty(this.storage.get(StoredKey.ChatToken));
  }

  accessToken(): string | null {
    return nonEmpty(this.storage.get(StoredKey.AccessToken));
  }

  userData(): unknown {
    return parsed(this.storage.get(StoredKey.UserData));
  }

  saveStaffSession(session: StaffSession): void {
    this.storage.set(StoredKey.ServiceToken, session.serviceToken);
    this.storage.set(StoredKey.ChatToken, session.chatToken);
    this.storage.set(StoredKey.AccessToken, session.accessToken);
    this.storage.set(StoredKey.UserData, JSON.stringify(session.userData));
  }

  clearStaffSession(): void {
    for (const key of Object.values(StoredKey)) this.storage.remove(key);
  }

  patientToken(): string | null {
    return nonEmpty(this.storage.get(PatientStoredKey.Token));
  }

  patientInfo(): unknown {
    return parsed(this.storage.get(PatientStoredKey.Info));
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
    for (const key of Object.values(PatientStoredKey)) this.storage.remove(key);
  }
}
