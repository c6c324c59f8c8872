import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { LoadMyProfiles } from '../../../src/application/patient/load-my-profiles';
import { initialMyProfiles, type MyProfilesState } from '../../../src/application/patient/patient-lists';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors } from '../../../src/domain/errors/app-error';
import type { PatientId } from '../../../src/domain/patients/patient-id';
import type { PatientProfile } from '../../../src/domain/patients/patient-profiles';
import { PATIENT_UNAUTHORIZED_RESET } from '../../../src/domain/session/patient-unauthorized';
import { StoredKey } from '../../../src/domain/session/session-constants';
import { FAILURE_PATHS, nonForbiddenErrorArb } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

const profile = (id: string): PatientProfile => ({ patientId: id as PatientId, unseenTests: 0 });

function setUp() {
  const ports = fakePorts();
  ports.tokens.savePatientSession({ token: 'patient-token', info: { patientId: 'p1' }, verified: true });
  ports.storage.set(StoredKey.ServiceToken, 'staff-token-of-the-same-browser');
  const store = createStateStore<MyProfilesState>(initialMyProfiles());
  const load = new LoadMyProfiles(ports.patient, new LoadList(ports.forbidden, ports.logger));
  return { ports, store, load };
}

describe('my profiles on the patient site', () => {
  it('sets noOtherProfile when the list holds one profile or none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 4 }), async (count) => {
        const { ports, store, load } = setUp();
        ports.patient.answers.myProfiles.succeeds(Array.from({ length: count }, (_, i) => profile(`p${i}`)));
        await load.execute(store);
        expect(store.get().noOtherProfile).toBe(count <= 1);
      }),
    );
  });

  it('a 401 is the list error and leaves the patient rule to the transport: nothing cleared, no reload', async () => {
    // The patient 401 rule runs once per patient call in the HTTP adapter
    // (tests/adapters/container/ patient-unauthorized.test.ts); a second run here would reload
    // twice.
    const { ports, store, load } = setUp();
    ports.patient.answers.myProfiles.fails(AppErrors.unauthorized());
    await load.execute(store);
    expect(store.get().list.status).toEqual({ kind: 'error', failure: AppErrors.unauthorized() });
    for (const key of PATIENT_UNAUTHORIZED_RESET.localStorageKeys)
      expect(ports.storage.get(key)).not.toBeNull();
    expect(ports.navigator.moves).toEqual([]);
    expect(ports.storage.get(StoredKey.ServiceToken)).not.toBeNull();
  });

  it("any other failure is the list's error: nothing is cleared and the page stays", async () => {
    await fc.assert(
      fc.asyncProperty(
        nonForbiddenErrorArb.filter((e) => e.code !== 'Unauthorized'),
        async (error) => {
          const { ports, store, load } = setUp();
          ports.patient.answers.myProfiles.fails(error);
          await load.execute(store);
          expect(ports.tokens.patientToken()).toBe('patient-token');
          expect(ports.navigator.moves).toEqual([]);
          expect(store.get().list.status).toEqual({ kind: 'error', failure: error });
        },
      ),
    );
  });

  it.each([
    { count: 0, noOtherProfile: true },
    { count: 1, noOtherProfile: true },
    { count: 2, noOtherProfile: false },
  ])('$count profiles: noOtherProfile $noOtherProfile', async ({ count, noOtherProfile }) => {
    const { ports, store, load } = setUp();
    ports.patient.answers.myProfiles.succeeds(Array.from({ length: count }, (_, i) => profile(`p${i}`)));
    expect((await load.execute(store)).noOtherProfile).toBe(noOtherProfile);
  });

  it.each(FAILURE_PATHS)('a $name failure never reloads the page from the use case', async ({ error }) => {
    const { ports, store, load } = setUp();
    ports.patient.answers.myProfiles.fails(error);
    await load.execute(store);
    expect(ports.navigator.reloads).toBe(0);
    expect(store.get().list.status.kind).toBe(error.code === 'Forbidden' ? 'forbidden' : 'error');
  });
});
