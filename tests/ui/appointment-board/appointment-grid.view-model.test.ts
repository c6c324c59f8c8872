import { describe, expect, it } from 'vitest';
import { LoadAppointmentGridLookups } from '../../../src/application/appointment-grid/load-appointment-grid-lookups';
import { LoadAppointmentGridPage } from '../../../src/application/appointment-grid/load-appointment-grid-page';
import { LoadList } from '../../../src/application/lists/load-list';
import type {
  AppointmentGridQuery,
  GridAppointment,
} from '../../../src/application/ports/appointment-grid-gateway';
import type { RowOutcome, RowToChange } from '../../../src/application/ports/appointment-board-gateway';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { ok } from '../../../src/domain/shared/result';
import { AppointmentGridViewModel } from '../../../src/ui/features/appointment-board/appointment-grid.view-model';
import { AppointmentCalendarViewModel } from '../../../src/ui/features/appointment-board/appointment-calendar.view-model';
import { fakePorts } from '../../application/fakes/fake-ports';

const NOW = new Date(2026, 5, 10, 9, 0).getTime();
const TOTAL = 20_000;

const row = (
  n: number,
  state: AppointmentState = AppointmentState.Assigned,
  start = NOW + n * 60_000,
): GridAppointment => ({
  id: asAppointmentId(String(n)),
  startTime: start,
  endTime: start + 900_000,
  issuerId: asPatientId(`p${n % 3}`),
  state,
});

/** A server of TOTAL appointments numbered from 1, paged as the query asks. */
function pagedServer(query: AppointmentGridQuery) {
  const rows = Array.from({ length: Math.max(0, Math.min(query.pageSize, TOTAL - query.skip)) }, (_, i) =>
    row(query.skip + i + 1),
  );
  return ok({ appointments: rows, total: TOTAL, states: [] });
}

function setUp(initial = { page: 1, doctorId: null, state: null, from: '', to: '' }) {
  const ports = fakePorts();
  ports.appointmentGrid.answers.page.respondsWith(pagedServer);
  const lists = new LoadList(ports.forbidden, ports.logger);
  const changes: [RowToChange, AppointmentState, string | null][] = [];
  const actions = {
    now: () => NOW,
    change: async (r: RowToChange, to: AppointmentState, reason: string | null) => {
      changes.push([r, to, reason]);
      const outcome: RowOutcome = {
        id: r.id,
        status: 200,
        code: null,
        message: null,
        state: to,
        version: 2,
        changeId: 1,
      };
      return ok(outcome);
    },
    watch: () => () => undefined,
  };
  const notes: string[] = [];
  const notifier = { offerUndo: () => undefined, notify: (n: { text: string }) => notes.push(n.text) };
  const app = { t: (key: string) => key };
  const vm = new AppointmentGridViewModel(
    new LoadAppointmentGridPage(ports.appointmentGrid, lists),
    new LoadAppointmentGridLookups(ports.appointmentGrid, lists),
    actions,
    notifier,
    app,
    initial,
  );
  return { ports, vm, changes, notes };
}

describe('the appointments grid tab', () => {
  it('opens on the page of the URL and asks the server for skip = (page - 1) * 50', async () => {
    const { ports, vm } = setUp({ page: 7, doctorId: null, state: null, from: '', to: '' });
    await vm.reload();
    expect(ports.appointmentGrid.answers.page.calls.at(-1)?.[0]).toMatchObject({ skip: 300, pageSize: 50 });
    expect(vm.rows.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => String(301 + i)));
    expect(vm.grid.total).toBe(TOTAL);
    expect(vm.grid.pageCount).toBe(400);
    expect(vm.range).toEqual([301, 350]);
  });

  it('reaches the last of the 20,000 appointments by paging', async () => {
    const { vm } = setUp();
    await vm.reload();
    await vm.goToPage(400);
    expect(vm.urlState.page).toBe(400);
    expect(vm.rows.at(-1)?.id).toBe(String(TOTAL));
    await vm.goToPage(401);
    expect(vm.urlState.page).toBe(400);
  });

  it('a new filter goes back to page 1 and travels with the call', async () => {
    const { ports, vm } = setUp({ page: 5, doctorId: null, state: null, from: '', to: '' });
    await vm.reload();
    await vm.setFilter({ doctorId: '12' as DoctorId });
    expect(vm.urlState).toMatchObject({ page: 1, doctorId: '12' });
    expect(ports.appointmentGrid.answers.page.calls.at(-1)?.[0]).toMatchObject({
      skip: 0,
      filter: { doctorId: '12' },
    });
  });

  it('shows a reserved appointment that has started as missed, and offers only the model’s changes', async () => {
    const { ports, vm } = setUp();
    ports.appointmentGrid.answers.page.succeeds({
      appointments: [row(1, AppointmentState.Reserved, NOW - 1), row(2, AppointmentState.Seen)],
      total: 2,
      states: [],
    });
    await vm.reload();
    expect(vm.rows.map((r) => r.state)).toEqual([AppointmentState.Missed, AppointmentState.Seen]);
    expect(vm.changesOf(vm.rows[1] as never)).toEqual([]);
  });

  it('sends a change without a version (the grid’s record has none) and reads the page again', async () => {
    const { ports, vm, changes } = setUp();
    await vm.reload();
    const before = ports.appointmentGrid.answers.page.count;
    vm.ask(vm.rows[0] as never, AppointmentState.Waiting);
    await new Promise((r) => setTimeout(r, 0));
    expect(changes).toEqual([[{ id: '1', version: undefined }, AppointmentState.Waiting, null]]);
    expect(ports.appointmentGrid.answers.page.count).toBeGreaterThan(before);
  });

  it('asks for a reason before a cancellation by the assistant, and sends nothing without one', async () => {
    const { vm, changes } = setUp();
    await vm.reload();
    vm.ask(vm.rows[0] as never, AppointmentState.CancelledByAssistant);
    expect(vm.pending).toEqual({ id: '1', to: AppointmentState.CancelledByAssistant });
    await vm.confirm('  ');
    expect(changes).toEqual([]);
    await vm.confirm('patient called');
    expect(changes).toEqual([
      [{ id: '1', version: undefined }, AppointmentState.CancelledByAssistant, 'patient called'],
    ]);
  });
});

describe('the staff calendar tab', () => {
  function calendar(
    pages: (query: AppointmentGridQuery) => ReturnType<typeof pagedServer>,
    me: string | null = null,
  ) {
    const ports = fakePorts();
    ports.appointmentGrid.answers.page.respondsWith(pages);
    ports.appointmentGrid.answers.doctors.succeeds([{ id: '4' as DoctorId, name: 'Dr A' }]);
    const lists = new LoadList(ports.forbidden, ports.logger);
    const vm = new AppointmentCalendarViewModel(
      new LoadAppointmentGridPage(ports.appointmentGrid, lists),
      new LoadAppointmentGridLookups(ports.appointmentGrid, lists),
      () => NOW,
      () => me,
      { view: 'week', day: '', doctorId: null },
    );
    return { ports, vm };
  }

  it('picks the first doctor, reads every page of the week, hides states 5 and 6 and colours by the rule', async () => {
    const week = [
      row(1, AppointmentState.Reserved),
      row(2, AppointmentState.Assigned),
      row(3, AppointmentState.Waiting),
      row(4, AppointmentState.Seen),
      row(5, AppointmentState.CancelledByPatient),
      row(6, AppointmentState.CancelledByAssistant),
    ];
    const { ports, vm } = calendar((q) =>
      ok({ appointments: week.slice(q.skip, q.skip + 4), total: week.length, states: [] }),
    );
    await vm.start();
    expect(vm.doctorId).toBe('4');
    const calls = ports.appointmentGrid.answers.page.calls.map(([q]) => q);
    expect(calls.map((q) => q.skip)).toEqual([0, 100]);
    expect(calls[0]?.filter.doctorId).toBe('4');
    expect(vm.events.map((e) => [e.id, e.colour])).toEqual([
      ['1', 'blue'],
      ['2', 'purple'],
      ['3', 'teal'],
      ['4', 'orange'],
    ]);
  });

  it('colours a reservation teal when its issuer is the signed-in user', async () => {
    const { vm } = calendar(
      () => ok({ appointments: [row(3, AppointmentState.Reserved)], total: 1, states: [] }),
      'p0',
    );
    await vm.start();
    expect(vm.events.map((e) => e.colour)).toEqual(['teal']);
  });

  it('leaves out what the server sent from outside the days shown', async () => {
    const { vm } = calendar(() =>
      ok({
        appointments: [row(1), row(2, AppointmentState.Assigned, NOW - 30 * 86_400_000)],
        total: 2,
        states: [],
      }),
    );
    await vm.start();
    expect(vm.events.map((e) => e.id)).toEqual(['1']);
  });
});
