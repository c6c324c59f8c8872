import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { LoadMyAppointments } from '../../../src/application/patient/load-my-appointments';
import type { MyAppointmentRow } from '../../../src/application/patient/patient-lists';
import type { MyAppointment } from '../../../src/application/ports/patient-gateway';
import { createStateStore } from '../../../src/application/shared/state-store';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import { initialListState, listFlags, type ListState } from '../../../src/domain/lists/list-state';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { appointmentStateArb, NOW, timeAroundNowArb } from '../arbitraries/appointments.arbitrary';
import { fakePorts } from '../fakes/fake-ports';
import { SAMPLE_PATIENT_GRANT } from '../fakes/fake-patient-auth-gateway';

const ME = SAMPLE_PATIENT_GRANT.patientId;
const { Reserved, Seen, CancelledByPatient, CancelledByAssistant } = AppointmentState;

const myAppointmentsArb: fc.Arbitrary<MyAppointment[]> = fc
  .array(
    fc.record({
      state: appointmentStateArb,
      endingTime: timeAroundNowArb,
      issuerId: fc.constantFrom(ME, asPatientId('someone-else')),
    }),
    { maxLength: 15 },
  )
  .map((rows) =>
    rows.map((row, i) => ({ ...row, id: asAppointmentId(`a${i}`), startingTime: row.endingTime - 1 })),
  );

function setUp(signedIn = true) {
  const ports = fakePorts();
  ports.clock.set(NOW);
  if (signedIn) ports.tokens.savePatientSession({ token: 't', info: { patientId: ME }, verified: true });
  const store = createStateStore<ListState<MyAppointmentRow>>(initialListState());
  const load = new LoadMyAppointments(
    ports.patient,
    ports.tokens,
    ports.clock,
    new LoadList(ports.forbidden, ports.logger),
  );
  return { ports, store, load };
}

describe('my appointments on the patient site', () => {
  it("keeps only the current patient's appointments, hides cancelled ones and flags a reserved one past its end as missed", async () => {
    await fc.assert(
      fc.asyncProperty(myAppointmentsArb, async (rows) => {
        const { ports, store, load } = setUp();
        ports.patient.answers.myAppointments.succeeds(rows);
        await load.execute(store);
        const wanted = rows
          .filter(
            (r) => r.issuerId === ME && r.state !== CancelledByPatient && r.state !== CancelledByAssistant,
          )
          .map((r) => ({ appointment: r, missed: r.state === Reserved && r.endingTime <= NOW }));
        expect(store.get().items).toEqual(wanted);
      }),
    );
  });

  it('without a signed-in patient nothing is called and the list fails as unauthorized', async () => {
    const { ports, store, load } = setUp(false);
    await load.execute(store);
    expect(ports.patient.answers.myAppointments.count).toBe(0);
    expect(store.get().status).toEqual({ kind: 'error', failure: { code: 'Unauthorized' } });
  });

  it.each([
    { case: 'reserved, ended a minute ago', state: Reserved, end: NOW - 60_000, shown: true, missed: true },
    { case: 'reserved, ends in a minute', state: Reserved, end: NOW + 60_000, shown: true, missed: false },
    { case: 'seen, ended a minute ago', state: Seen, end: NOW - 60_000, shown: true, missed: false },
    {
      case: 'cancelled by patient',
      state: CancelledByPatient,
      end: NOW + 60_000,
      shown: false,
      missed: false,
    },
    {
      case: 'cancelled by assistant',
      state: CancelledByAssistant,
      end: NOW + 60_000,
      shown: false,
      missed: false,
    },
  ])('$case: shown $shown, missed $missed', async ({ state, end, shown, missed }) => {
    const { ports, store, load } = setUp();
    ports.patient.answers.myAppointments.succeeds([
      { id: asAppointmentId('a'), state, endingTime: end, startingTime: end - 1, issuerId: ME },
    ]);
    await load.execute(store);
    expect(store.get().items.map((r) => r.missed)).toEqual(shown ? [missed] : []);
  });

  it.each(FAILURE_PATHS)('a $name failure ends the loading with the error flag', async ({ error }) => {
    const { ports, store, load } = setUp();
    ports.patient.answers.myAppointments.fails(error);
    await load.execute(store);
    expect(listFlags(store.get().status)).toMatchObject({ loading: false, error: true });
  });
});
