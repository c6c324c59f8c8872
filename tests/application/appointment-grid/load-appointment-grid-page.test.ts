import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialAppointmentGrid,
  type AppointmentGridState,
} from '../../../src/application/appointment-grid/appointment-grid-state';
import { LoadAppointmentGridPage } from '../../../src/application/appointment-grid/load-appointment-grid-page';
import type {
  AppointmentGridFilter,
  AppointmentGridPage,
  GridAppointment,
} from '../../../src/application/ports/appointment-grid-gateway';
import { LoadList } from '../../../src/application/lists/load-list';
import { createStateStore } from '../../../src/application/shared/state-store';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { listFlags } from '../../../src/domain/lists/list-state';
import { ok } from '../../../src/domain/shared/result';
import { appErrorArb } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

function setUp() {
  const ports = fakePorts();
  const store = createStateStore<AppointmentGridState>(initialAppointmentGrid());
  const load = new LoadAppointmentGridPage(
    ports.appointmentGrid,
    new LoadList(ports.forbidden, ports.logger),
  );
  return { ports, store, load };
}

const row = (id: string): GridAppointment => ({
  id: asAppointmentId(id),
  startTime: 0,
  endTime: 1,
  issuerId: asPatientId('p'),
  state: AppointmentState.Reserved,
});

const pageOf = (ids: string[], total: number): AppointmentGridPage => ({
  appointments: ids.map(row),
  total,
  states: [{ state: AppointmentState.Reserved, label: 'Reserved' }],
});

const filterArb: fc.Arbitrary<AppointmentGridFilter> = fc.record(
  {
    doctorId: fc.constantFrom('d1', 'd2').map((id) => id as DoctorId),
    state: fc.constantFrom(AppointmentState.Reserved, AppointmentState.Seen),
  },
  { requiredKeys: [] },
);

describe('the paginated appointments grid', () => {
  it('asks for skip = (page - 1) * 50 with page = the grid index + 1, and stores that page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), async (gridIndex) => {
        const { ports, store, load } = setUp();
        await load.execute(store, { gridIndex });
        expect(ports.appointmentGrid.answers.page.calls).toEqual([
          [{ skip: gridIndex * 50, pageSize: 50, filter: {} }],
        ]);
        expect(store.get().page).toBe(gridIndex + 1);
      }),
    );
  });

  it('sends the filter with every page it asks for', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb, fc.nat({ max: 20 }), async (filter, gridIndex) => {
        const { ports, store, load } = setUp();
        await load.execute(store, { filter });
        await load.execute(store, { gridIndex });
        expect(ports.appointmentGrid.answers.page.calls.map(([query]) => query.filter)).toEqual([
          filter,
          filter,
        ]);
      }),
    );
  });

  it('a new filter goes back to the first page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 20 }), filterArb, async (gridIndex, filter) => {
        const { ports, store, load } = setUp();
        await load.execute(store, { gridIndex });
        await load.execute(store, { filter });
        expect(store.get().page).toBe(1);
        expect(ports.appointmentGrid.answers.page.calls[1]?.[0].skip).toBe(0);
      }),
    );
  });

  it('holds the rows, the total, the page count and the states of the answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 1_000 }), async (total) => {
        const { ports, store, load } = setUp();
        ports.appointmentGrid.answers.page.succeeds(pageOf(['a', 'b'], total));
        const state = await load.execute(store);
        expect(state.list.items.map((r) => r.id)).toEqual(['a', 'b']);
        expect(state.total).toBe(total);
        expect(state.pageCount).toBe(Math.max(1, Math.ceil(total / 50)));
        expect(state.states).toEqual([{ state: AppointmentState.Reserved, label: 'Reserved' }]);
      }),
    );
  });

  it('a failed page empties the grid and shows the error', async () => {
    await fc.assert(
      fc.asyncProperty(appErrorArb, async (error) => {
        const { ports, store, load } = setUp();
        ports.appointmentGrid.answers.page.succeeds(pageOf(['a'], 1));
        await load.execute(store);
        ports.appointmentGrid.answers.page.fails(error);
        await load.execute(store, { gridIndex: 1 });
        expect(store.get().list.items).toEqual([]);
        expect(listFlags(store.get().list.status).error).toBe(true);
      }),
    );
  });

  it('shows the page asked for last, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.nat({ max: 9 }), { minLength: 1, maxLength: 4 }),
        async (s, indexes) => {
          const { ports, store, load } = setUp();
          ports.appointmentGrid.answers.page.respondsWith((query) =>
            s.schedule(Promise.resolve(ok(pageOf([`row-at-${query.skip}`], 500)))),
          );
          const loads = indexes.map((gridIndex) => load.execute(store, { gridIndex }));
          await s.waitIdle();
          await Promise.all(loads);
          const last = indexes[indexes.length - 1] as number;
          expect(store.get().page).toBe(last + 1);
          expect(store.get().list.items.map((r) => r.id)).toEqual([`row-at-${last * 50}`]);
        },
      ),
    );
  });

  it.each([
    { gridIndex: 0, page: 1, skip: 0 },
    { gridIndex: 1, page: 2, skip: 50 },
    { gridIndex: 2, page: 3, skip: 100 },
    { gridIndex: -1, page: 1, skip: 0 },
  ])('grid index $gridIndex is page $page, skip $skip', async ({ gridIndex, page, skip }) => {
    const { ports, store, load } = setUp();
    await load.execute(store, { gridIndex });
    expect(store.get().page).toBe(page);
    expect(ports.appointmentGrid.answers.page.calls[0]?.[0].skip).toBe(skip);
  });
});
