// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../src/adapters/browser/cookie-jar';
import { CookieTokenStore } from '../../../src/adapters/browser/cookie-token-store';
import { LocalStorageStore } from '../../../src/adapters/browser/local-storage-store';
import { PatientStoredKey } from '../../../src/domain/session/patient-unauthorized';

const cookies = new CookieJar();
const storage = new LocalStorageStore();
const store = new CookieTokenStore(cookies, storage);
const session = {
  serviceToken: 'svc',
  chatToken: 'chat',
  accessToken: 'acc',
  userData: { id: '1', name: 'Rebin', fullName: 'Rebin Karim' },
};

beforeEach(() => {
  store.clearStaffSession();
  store.clearPatientSession();
  localStorage.clear();
});

describe('CookieTokenStore, staff session', () => {
  it('keeps the tokens and user data in cookies, and user data and service token in local storage', () => {
    store.saveStaffSession(session);
    expect(cookies.get('serviceToken')).toBe('svc');
    expect(cookies.get('chatToken')).toBe('chat');
    expect(cookies.get('accessToken')).toBe('acc');
    expect(JSON.parse(cookies.get('userData') ?? '')).toEqual(session.userData);
    expect(localStorage.getItem('serviceToken')).toBe('svc');
    expect(JSON.parse(localStorage.getItem('userData') ?? '')).toEqual(session.userData);
  });

  it('reads the bearer and hub tokens from the cookies', () => {
    store.saveStaffSession(session);
    localStorage.setItem('serviceToken', 'stale');
    expect([store.serviceToken(), store.chatToken(), store.accessToken()]).toEqual(['svc', 'chat', 'acc']);
  });

  it('has no service token once the cookie is gone, whatever local storage holds', () => {
    store.saveStaffSession(session);
    cookies.remove('serviceToken');
    expect(store.serviceToken()).toBeNull();
  });

  it('reads user data from local storage, else from the cookie, else null', () => {
    store.saveStaffSession(session);
    expect(store.userData()).toEqual(session.userData);
    localStorage.removeItem('userData');
    expect(store.userData()).toEqual(session.userData);
    cookies.remove('userData');
    expect(store.userData()).toBeNull();
  });

  it('answers null for user data that is not JSON', () => {
    localStorage.setItem('userData', '{broken');
    expect(store.userData()).toBeNull();
  });

  it('forgets everything of the staff session on clear', () => {
    store.saveStaffSession(session);
    store.clearStaffSession();
    expect([store.serviceToken(), store.chatToken(), store.accessToken(), store.userData()]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('reads an empty cookie as no token', () => {
    cookies.set('chatToken', '');
    expect(store.chatToken()).toBeNull();
  });
});

describe('CookieTokenStore, patient session', () => {
  const patient = { token: 'p-token', info: { patientId: 'P-9', name: 'Hawre' }, verified: true };

  it('keeps the token, the info and the verify flag in local storage', () => {
    store.savePatientSession(patient);
    expect(store.patientToken()).toBe('p-token');
    expect(store.patientInfo()).toEqual(patient.info);
    expect(store.isPatientVerified()).toBe(true);
    expect(localStorage.getItem(PatientStoredKey.Token)).toBe('p-token');
    expect(document.cookie).toBe('');
  });

  it('forgets the token, the verify flag and the info on clear, and nothing of the staff session', () => {
    store.saveStaffSession(session);
    store.savePatientSession(patient);
    store.clearPatientSession();
    expect([store.patientToken(), store.patientInfo(), store.isPatientVerified()]).toEqual([
      null,
      null,
      false,
    ]);
    expect(store.serviceToken()).toBe('svc');
  });

  it('is not verified until told so', () => {
    store.savePatientSession({ ...patient, verified: false });
    expect(store.isPatientVerified()).toBe(false);
  });
});
