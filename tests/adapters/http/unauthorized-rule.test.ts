// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../src/adapters/browser/cookie-jar';
import { LocalStorageStore } from '../../../src/adapters/browser/local-storage-store';
import { FetchHttpClient } from '../../../src/adapters/http/fetch-http-client';
import {
  patientUnauthorizedPolicy,
  staffUnauthorizedPolicy,
} from '../../../src/adapters/http/unauthorized-policy';
import * as v from 'valibot';

import type { Navigator } from '../../../src/application/ports/navigator';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { PatientStoredKey } from '../../../src/domain/session/patient-unauthorized';
import { reply, startTestServer, type TestServer } from '../support/http-test-server';

/** Records where the app was sent instead of leaving the page. */
class RecordingNavigator implements Navigator {
  readonly moves: string[] = [];
  navigate(path: string) {
    this.moves.push(`navigate ${path}`);
  }
  loadPage(path: string) {
    this.moves.push(`load ${path}`);
  }
  reload() {
    this.moves.push('reload');
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cookies = new CookieJar();
const storage = new LocalStorageStore();
let navigator: RecordingNavigator;

function wiredClient() {
  return new FetchHttpClient({
    apiHost: server.origin,
    tokens: {
      serviceToken: () => cookies.get('serviceToken'),
      patientToken: () => storage.get(PatientStoredKey.Token),
    },
    unauthorized: {
      staff: staffUnauthorizedPolicy({ storage, cookies, navigator }),
      none: staffUnauthorizedPolicy({ storage, cookies, navigator }),
      patient: patientUnauthorizedPolicy({ storage, navigator }),
    },
    sleep: () => Promise.resolve(),
  });
}

const call = { path: '/Chats/getLatestPatient', call: 'latestPatients', check: v.unknown() } as const;

beforeEach(() => {
  navigator = new RecordingNavigator();
  localStorage.clear();
  for (const name of ['userData', 'serviceToken', 'accessToken', 'chatToken', 'i18next'])
    cookies.set(name, `${name}-value`);
  for (const key of ['userData', 'serviceToken', 'berry-config', ...Object.values(PatientStoredKey)]) {
    localStorage.setItem(key, `${key}-value`);
  }
});

describe('the 401 rule of the shared client', () => {
  it('removes userData and serviceToken from local storage and every session cookie, loads /login, and passes Unauthorized on', async () => {
    server.handle((_q, response) => reply(response, 401));
    const result = await wiredClient().get({ ...call, auth: 'staff' });

    expect(result).toEqual({ ok: false, error: AppErrors.unauthorized() });
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('serviceToken')).toBeNull();
    for (const name of ['userData', 'serviceToken', 'accessToken', 'chatToken'])
      expect(cookies.get(name)).toBeNull();
    expect(navigator.moves).toEqual(['load /login']);
  });

  it('leaves everything else alone', async () => {
    server.handle((_q, response) => reply(response, 401));
    await wiredClient().get({ ...call, auth: 'staff' });
    expect(localStorage.getItem('berry-config')).toBe('berry-config-value');
    expect(cookies.get('i18next')).toBe('i18next-value');
    expect(localStorage.getItem(PatientStoredKey.Token)).toBe(`${PatientStoredKey.Token}-value`);
  });

  it('applies to a call without a token as well (any 401)', async () => {
    server.handle((_q, response) => reply(response, 401));
    await wiredClient().get({ ...call, auth: 'none' });
    expect(cookies.get('serviceToken')).toBeNull();
    expect(navigator.moves).toEqual(['load /login']);
  });

  it.each([200, 400, 403, 404, 500])('does nothing of the kind on a %i', async (status) => {
    server.handle((_q, response) => reply(response, status, {}));
    await wiredClient().get({ ...call, auth: 'staff' });
    expect(cookies.get('serviceToken')).toBe('serviceToken-value');
    expect(localStorage.getItem('userData')).toBe('userData-value');
    expect(navigator.moves).toEqual([]);
  });
});

describe('the patient 401 rule', () => {
  it('clears the patient token, the verify flag and the info, then reloads the page', async () => {
    server.handle((_q, response) => reply(response, 401));
    const result = await wiredClient().get({
      path: '/Patient/GetAllMyPatients',
      call: 'myPatients',
      check: v.unknown(),
      auth: 'patient',
    });

    expect(result).toEqual({ ok: false, error: AppErrors.unauthorized() });
    for (const key of Object.values(PatientStoredKey)) expect(localStorage.getItem(key)).toBeNull();
    expect(navigator.moves).toEqual(['reload']);
    // The staff session of the same browser is not the patient's to clear.
    expect(cookies.get('serviceToken')).toBe('serviceToken-value');
  });
});

describe('a kind without a policy', () => {
  it('only passes Unauthorized on', async () => {
    server.handle((_q, response) => reply(response, 401));
    const bare = new FetchHttpClient({
      apiHost: server.origin,
      tokens: { serviceToken: () => 'x', patientToken: () => null },
      unauthorized: {},
    });
    expect(await bare.get({ ...call, auth: 'staff' })).toEqual({
      ok: false,
      error: AppErrors.unauthorized(),
    });
    expect(cookies.get('serviceToken')).toBe('serviceToken-value');
  });
});
