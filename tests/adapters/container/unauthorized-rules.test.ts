// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createDashboardContainer,
  createSiteContainer,
  resolve,
  resolveAsync,
  Tokens,
} from '../../../src/adapters/container';
import { initialOnlineAppointments } from '../../../src/application/appointments/online-appointments-state';
import {
  initialDoctorCalendar,
  initialMyProfiles,
  type MyProfilesState,
} from '../../../src/application/patient/patient-lists';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import type { ResourceRow } from '../../../src/application/resources/resource-values';
import { createStateStore } from '../../../src/application/shared/state-store';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { initialListState } from '../../../src/domain/lists/list-state';
import { PATIENT_UNAUTHORIZED_RESET } from '../../../src/domain/session/patient-unauthorized';
import { StoredKey } from '../../../src/domain/session/session-constants';
import { UNAUTHORIZED_RESET } from '../../../src/domain/session/unauthorized-reset';
import { reply, startTestServer, type TestServer } from '../support/http-test-server';
import { clearBrowser, dashboardOptions, siteOptions, testPage } from './container-setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(clearBrowser);

const UNAUTHORIZED = { message: 'A valid bearer token is required.' };

function signedInPatient() {
  const page = testPage();
  const container = createSiteContainer(siteOptions(server.origin, page));
  resolve(container, Tokens.TokenStore).savePatientSession({
    token: 'patient-jwt',
    info: { patientId: 'p-1', phoneNumber: '07501234567' },
    verified: true,
  });
  // A staff session of the same browser: the patient rule must leave it alone.
  localStorage.setItem(StoredKey.ServiceToken, 'staff-jwt');
  return { page, container };
}

/** Every patient-token call of the site, through the use case a screen runs. */
const PATIENT_CALLS = [
  {
    name: 'my profiles',
    run: async (c: ReturnType<typeof signedInPatient>['container']) =>
      (await resolveAsync(c, Tokens.LoadMyProfiles)).execute(
        createStateStore<MyProfilesState>(initialMyProfiles()),
      ),
  },
  {
    name: 'my appointments',
    run: async (c: ReturnType<typeof signedInPatient>['container']) =>
      (await resolveAsync(c, Tokens.LoadMyAppointments)).execute(createStateStore(initialListState())),
  },
  {
    name: 'the doctor calendar',
    run: async (c: ReturnType<typeof signedInPatient>['container']) =>
      (await resolveAsync(c, Tokens.LoadDoctorCalendar)).execute(
        createStateStore(initialDoctorCalendar()),
        '12' as DoctorId,
        {
          year: 2026,
          month: 3,
        },
      ),
  },
  {
    name: 'a message to the hospital',
    run: async (c: ReturnType<typeof signedInPatient>['container']) =>
      (await resolveAsync(c, Tokens.SendMessageToHospital)).execute('Hello'),
  },
];

describe('the patient 401 rule, wired once', () => {
  it.each(PATIENT_CALLS)(
    'a 401 on $name clears the patient session and reloads the page exactly once',
    async ({ run }) => {
      server.handle((_q, response) => reply(response, 401, UNAUTHORIZED));
      const { page, container } = signedInPatient();
      await run(container);
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.headers.authorization).toBe('Bearer patient-jwt');
      expect(page.location.moves).toEqual(['reload']);
      for (const key of PATIENT_UNAUTHORIZED_RESET.localStorageKeys)
        expect(localStorage.getItem(key)).toBeNull();
      expect(localStorage.getItem(StoredKey.ServiceToken)).toBe('staff-jwt');
    },
  );

  it('shows the profiles call failed as Unauthorized while the page reloads', async () => {
    server.handle((_q, response) => reply(response, 401, UNAUTHORIZED));
    const { container } = signedInPatient();
    const state = await (
      await resolveAsync(container, Tokens.LoadMyProfiles)
    ).execute(createStateStore(initialMyProfiles()));
    expect(state.list.status).toEqual({ kind: 'error', failure: AppErrors.unauthorized() });
  });

  it('a 401 on a public read of the site is only the list error: nothing cleared, no reload', async () => {
    server.handle((_q, response) => reply(response, 401, UNAUTHORIZED));
    const { page, container } = signedInPatient();
    await resolve(container, Tokens.LoadResourceList).execute(
      createStateStore(initialListState<ResourceRow>()),
      {
        key: ResourceKey.SiteCenters,
      },
    );
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(page.location.moves).toEqual([]);
    expect(localStorage.getItem(PATIENT_UNAUTHORIZED_RESET.localStorageKeys[0])).toBe('patient-jwt');
  });
});

describe('the staff 401 rule of the dashboard', () => {
  it('a 401 clears the session keys and cookies and loads /login once', async () => {
    server.handle((_q, response) => reply(response, 401, UNAUTHORIZED));
    const page = testPage();
    const container = createDashboardContainer(dashboardOptions(server.origin, page));
    resolve(container, Tokens.TokenStore).saveStaffSession({
      serviceToken: 'staff-jwt',
      chatToken: 'chat-jwt',
      accessToken: 'staff-jwt',
      userData: { id: 'u-1', name: 'admin', fullName: 'Demo Administrator' },
    });
    await (
      await resolveAsync(container, Tokens.LoadOnlineAppointments)
    ).execute(createStateStore(initialOnlineAppointments()));
    expect(server.requests[0]?.headers.authorization).toBe('Bearer staff-jwt');
    expect(page.location.moves).toEqual([`load ${UNAUTHORIZED_RESET.redirectTo}`]);
    for (const key of UNAUTHORIZED_RESET.localStorageKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(document.cookie).toBe('');
  });
});
