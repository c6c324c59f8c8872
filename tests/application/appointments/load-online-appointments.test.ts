import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadOnlineAppointments } from '../../../src/application/appointments/load-online-appointments';
import {
  initialOnlineAppointments,
  type OnlineAppointmentsState,
} from '../../../src/application/appointments/online-appointments-state';
import { LoadList } from '../../../src/application/lists/load-list';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { listFlags } from '../../../src/domain/lists/list-state';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { ok } from '../../../src/domain/shared/result';
import { appointment, NOW, onlineAppointmentsArb } from '../arbitraries/appointments.arbitrary';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

const { Reserved, Assigned, Missed } = AppointmentState;

function setUp() {
  const ports = fakePorts();
  ports.clock.set(NOW);
  const store = createStateStore<OnlineAppointmentsState>(initialOnlineAppointments());
  const load = new LoadOnlineAppointments(
    ports.appointments,
    ports.clock,
    new LoadList(ports.forbidden, ports.logger),
  );
  return { ports, store, load };
}

describe('load online appointments', () => {
  it('relabels every reserved appointment that has started by now as missed, and changes nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(onlineAppointmentsArb, async (rows) => {
        const { ports, store, load } = setUp();
        ports.appointments.answers.list.succeeds(rows);
        await load.execute(store);
        const shown = store.get().list.items;
        expect(shown).toHaveLength(rows.length);
        rows.forEach((row, i) => {
          const started = row.state === Reserved && row.startingTime <= NOW;
          expect(shown[i]).toEqual(started ? { ...row, state: Missed, stateLabel: 'Missed' } : row);
        });
      }),
    );
  });

  it('counts the reserved and the missed appointments as shown', async () => {
    await fc.assert(
      fc.asyncProperty(onlineAppointmentsArb, async (rows) => {
        const { ports, store, load } = setUp();
        ports.appointments.answers.list.succeeds(rows);
        const state = await load.execute(store);
        expect(state.reserved).toBe(state.list.items.filter((row) => row.state === Reserved).length);
        expect(state.missed).toBe(state.list.items.filter((row) => row.state === Missed).length);
      }),
    );
  });

  it('judges "started" by the clock when the answer arrives', async () => {
    const { ports, store, load } = setUp();
    const row = appointment('a', Reserved, NOW + 1_000);
    ports.appointments.answers.list.respondsWith(() => {
      ports.clock.set(NOW + 1_000);
      return ok([row]);
    });
    await load.execute(store);
    expect(store.get().list.items[0]?.state).toBe(Missed);
  });

  it.each([
    {
      case: 'reserved, started one minute ago',
      state: Reserved,
      start: NOW - 60_000,
      shown: Missed,
      label: 'Missed',
    },
    { case: 'reserved, starting now', state: Reserved, start: NOW, shown: Missed, label: 'Missed' },
    {
      case: 'reserved, starting in a minute',
      state: Reserved,
      start: NOW + 60_000,
      shown: Reserved,
      label: 'Reserved',
    },
    {
      case: 'assigned, started an hour ago',
      state: Assigned,
      start: NOW - 3_600_000,
      shown: Assigned,
      label: 'Assigned',
    },
  ])('$case is shown as $label', async ({ state, start, shown, label }) => {
    const { ports, store, load } = setUp();
    ports.appointments.answers.list.succeeds([appointment('a', state, start)]);
    await load.execute(store);
    expect(store.get().list.items[0]).toMatchObject({ state: shown, stateLabel: label });
  });

  it('a 403 marks the appointments area forbidden and the list forbidden', async () => {
    const { ports, store, load } = setUp();
    ports.appointments.answers.list.fails(AppErrors.forbidden());
    await load.execute(store);
    expect(listFlags(store.get().list.status).forbidden).toBe(true);
    expect(ports.forbidden.get().isForbidden(PermissionArea.Appointments)).toBe(true);
  });

  it.each(FAILURE_PATHS)('a $name failure shows the error and keeps the counters', async ({ error }) => {
    const { ports, store, load } = setUp();
    ports.appointments.answers.list.succeeds([
      appointment('a', Reserved, NOW + 1),
      appointment('b', Reserved, NOW),
    ]);
    await load.execute(store);
    ports.appointments.answers.list.fails(error);
    await load.execute(store);
    expect(listFlags(store.get().list.status).error).toBe(true);
    expect([store.get().reserved, store.get().missed]).toEqual([1, 1]);
  });
});
