import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChangeAppointmentState } from '../../../src/application/appointments/change-appointment-state';
import { LoadOnlineAppointments } from '../../../src/application/appointments/load-online-appointments';
import {
  initialOnlineAppointments,
  type OnlineAppointmentsState,
} from '../../../src/application/appointments/online-appointments-state';
import { LoadList } from '../../../src/application/lists/load-list';
import { createStateStore } from '../../../src/application/shared/state-store';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { transition } from '../../../src/domain/appointments/appointment-transition';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { ok } from '../../../src/domain/shared/result';
import { appErrorArb } from '../arbitraries/app-error.arbitrary';
import { appointment, appointmentStateArb, NOW } from '../arbitraries/appointments.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

const { Reserved, Assigned, Waiting, Seen, CancelledByPatient, Missed } = AppointmentState;
const FUTURE = NOW + 86_400_000;
const ID = asAppointmentId('a');

async function withAppointment(state: AppointmentState, startingTime = FUTURE) {
  const ports = fakePorts();
  ports.clock.set(NOW);
  const store = createStateStore<OnlineAppointmentsState>(initialOnlineAppointments());
  ports.appointments.answers.list.succeeds([
    appointment('a', state, startingTime),
    appointment('b', Reserved, FUTURE),
  ]);
  await new LoadOnlineAppointments(
    ports.appointments,
    ports.clock,
    new LoadList(ports.forbidden, ports.logger),
  ).execute(store);
  const change = new ChangeAppointmentState(ports.appointments, ports.clock, ports.forbidden);
  return { ports, store, change };
}

const refusedPairArb = fc
  .tuple(appointmentStateArb, appointmentStateArb)
  .filter(([from, to]) => !transition(from, to).ok);
const allowedPairArb = fc
  .tuple(fc.constantFrom(...ALL_APPOINTMENT_STATES), fc.constantFrom(...ALL_APPOINTMENT_STATES))
  .filter(([from, to]) => transition(from, to).ok);

describe("change an appointment's state (transition model before the gateway)", () => {
  it('an illegal transition never reaches the gateway and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(refusedPairArb, async ([from, to]) => {
        const { ports, store, change } = await withAppointment(from);
        const before = store.get();
        const result = await change.execute(store, ID, to);
        expect(result.ok).toBe(false);
        expect(ports.appointments.answers.changeState.count).toBe(0);
        expect(store.get()).toBe(before);
      }),
    );
  });

  it('a legal transition is sent to the gateway and shown once the server agrees', async () => {
    await fc.assert(
      fc.asyncProperty(allowedPairArb, async ([from, to]) => {
        const { ports, store, change } = await withAppointment(from);
        const result = await change.execute(store, ID, to);
        expect(result.ok).toBe(true);
        expect(ports.appointments.answers.changeState.calls).toEqual([[ID, to]]);
        expect(store.get().list.items.find((row) => row.id === ID)?.state).toBe(to);
      }),
    );
  });

  it('a change the server refuses leaves the appointment as it was', async () => {
    await fc.assert(
      fc.asyncProperty(allowedPairArb, appErrorArb, async ([from, to], error) => {
        const { ports, store, change } = await withAppointment(from);
        ports.appointments.answers.changeState.fails(error);
        const before = store.get();
        const result = await change.execute(store, ID, to);
        expect(result).toEqual({ ok: false, error });
        expect(store.get()).toBe(before);
      }),
    );
  });

  it('the counters follow an accepted change', async () => {
    const { store, change } = await withAppointment(Reserved);
    expect([store.get().reserved, store.get().missed]).toEqual([2, 0]);
    await change.execute(store, ID, Assigned);
    expect([store.get().reserved, store.get().missed]).toEqual([1, 0]);
  });

  it('a 403 on the change marks the appointments area forbidden', async () => {
    const { ports, store, change } = await withAppointment(Reserved);
    ports.appointments.answers.changeState.fails(AppErrors.forbidden());
    await change.execute(store, ID, Assigned);
    expect(ports.forbidden.get().isForbidden(PermissionArea.Appointments)).toBe(true);
  });

  it('a second change of the same appointment while the first waits for the server is refused', async () => {
    const { ports, store, change } = await withAppointment(Reserved);
    let release: () => void = () => {};
    ports.appointments.answers.changeState.once(
      () => new Promise((resolve) => (release = () => resolve(ok(undefined)))),
    );
    const first = change.execute(store, ID, Assigned);
    const second = await change.execute(store, ID, CancelledByPatient);
    expect(second).toEqual({ ok: false, error: { code: 'ChangeInProgress', id: ID } });
    release();
    expect((await first).ok).toBe(true);
    expect(ports.appointments.answers.changeState.count).toBe(1);
  });

  it('an appointment that is not in the list is not found and nothing is called', async () => {
    const { ports, store, change } = await withAppointment(Reserved);
    const result = await change.execute(store, asAppointmentId('nope'), Assigned);
    expect(result.ok ? undefined : result.error.code).toBe('NotFound');
    expect(ports.appointments.answers.changeState.count).toBe(0);
  });

  it.each([
    { from: Reserved, to: Assigned, sent: true },
    { from: Assigned, to: Waiting, sent: true },
    { from: Waiting, to: Seen, sent: true },
    { from: Reserved, to: Seen, sent: false },
    { from: Seen, to: Waiting, sent: false },
    { from: Missed, to: Assigned, sent: false },
    { from: Reserved, to: Missed, sent: false },
  ])('$from -> $to reaches the gateway: $sent', async ({ from, to, sent }) => {
    // A missed appointment is a reserved one whose start has passed.
    const { ports, store, change } = await withAppointment(
      from === Missed ? Reserved : from,
      from === Missed ? NOW : FUTURE,
    );
    await change.execute(store, ID, to);
    expect(ports.appointments.answers.changeState.count).toBe(sent ? 1 : 0);
  });
});
