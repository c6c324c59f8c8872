import { describe, expect, it } from 'vitest';
import type { RowOutcome, RowToChange } from '../../../src/application/ports/appointment-board-gateway';
import type { AppointmentChanged } from '../../../src/application/ports/realtime-hubs';
import type { BoardAppointment } from '../../../src/domain/appointments/appointment-board';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { ok } from '../../../src/domain/shared/result';
import {
  AppointmentBoardViewModel,
  dayBounds,
  dayText,
  LIVE_READ_DELAY_MS,
} from '../../../src/ui/features/appointment-board/appointment-board.view-model';

const NOW = new Date(2026, 5, 10, 9, 0).getTime();
const name = { en: 'x', ku: 'x', ar: 'x' };

function row(id: number, state: AppointmentState): BoardAppointment {
  return {
    id: asAppointmentId(String(id)),
    state,
    stateLabel: '',
    startingTime: NOW + id * 60_000,
    endingTime: NOW + id * 60_000 + 900_000,
    version: 1,
    patientName: `P${id}`,
    patientPhone: '+9647500000000',
    familyRelation: null,
    doctorId: '1',
    doctorName: name,
    centerId: '1',
    centerName: name,
    bookedBy: 'b',
    bookedAt: 0,
  };
}

function setup(
  rows: BoardAppointment[],
  answer: (rows: readonly RowToChange[], to: AppointmentState) => RowOutcome[],
) {
  const calls = {
    undo: [] as number[][],
    offered: [] as (() => void)[],
    notes: [] as string[],
    loads: 0,
    hub: (_change: AppointmentChanged | null): void => undefined,
  };
  const actions = {
    now: () => NOW,
    load: async () => {
      calls.loads++;
      return ok(rows);
    },
    change: async (r: RowToChange, to: AppointmentState) => ok(answer([r], to)[0] as RowOutcome),
    changeMany: async (r: readonly RowToChange[], to: AppointmentState) => ok(answer(r, to)),
    undo: async (ids: readonly number[]) => {
      calls.undo.push([...ids]);
      return ok([]);
    },
    watch: (listener: (change: AppointmentChanged | null) => void) => {
      calls.hub = listener;
      return () => undefined;
    },
  };
  const notifier = {
    offerUndo: (_n: unknown, undo: () => void) => calls.offered.push(undo),
    notify: (n: { text: string }) => calls.notes.push(n.text),
  };
  const app = {
    t: (key: string, params?: Record<string, string | number>) => `${key}${JSON.stringify(params ?? {})}`,
  };
  const vm = new AppointmentBoardViewModel(actions, notifier, app, {
    day: '',
    doctorId: null,
    centerId: null,
    state: null,
    text: '',
  });
  return { vm, calls };
}

const applied = (r: RowToChange, to: AppointmentState, changeId: number): RowOutcome => ({
  id: r.id,
  status: 200,
  code: null,
  message: null,
  state: to,
  version: (r.version ?? 0) + 1,
  changeId,
});

describe('the appointments board view-model', () => {
  it('opens on the clock’s local day', () => {
    const { vm } = setup([], () => []);
    expect(vm.day).toBe(dayText(NOW));
    const bounds = dayBounds(vm.day);
    expect(bounds !== null && bounds[0] <= NOW && NOW < bounds[1]).toBe(true);
  });

  it('selects the range between the last clicked row and a shift-clicked one', async () => {
    const { vm } = setup([row(1, 2), row(2, 2), row(3, 2), row(4, 2)], () => []);
    await vm.load();
    vm.toggleRow(0, false);
    vm.toggleRow(2, true);
    expect([...vm.selected]).toEqual(['1', '2', '3']);
  });

  it('shows a refused change on its row with the state the server says it is in now', async () => {
    // Someone else moved it to waiting: the server's day says so too.
    const day = [row(1, 2)];
    const { vm } = setup(day, (rows) => {
      day[0] = { ...row(1, 3), version: 2 };
      return rows.map((r) => ({
        id: r.id,
        status: 409,
        code: 'Stale',
        message: 'm',
        state: 3 as const,
        version: 2,
        changeId: null,
      }));
    });
    await vm.load();
    vm.ask(vm.rows[0] as BoardAppointment, 3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.rows[0]?.state).toBe(3);
    expect(vm.rowNotes.get(asAppointmentId('1'))).toContain('appointments.board.refusal.Stale');
  });

  it('reports every row of a bulk change and offers to undo exactly the applied ones', async () => {
    let next = 100;
    const { vm, calls } = setup([row(1, 2), row(2, 4), row(3, 2)], (rows, to) =>
      rows.map((r) =>
        r.id === '2'
          ? { id: r.id, status: 409, code: 'FinalState', message: 'm', state: 4, version: 1, changeId: null }
          : applied(r, to, next++),
      ),
    );
    await vm.load();
    vm.toggleAllVisible();
    vm.askBulk(3);
    await vm.confirm('');
    expect(vm.report?.map((r) => [r.id, r.ok])).toEqual([
      ['1', true],
      ['2', false],
      ['3', true],
    ]);
    expect(calls.offered).toHaveLength(1);
    calls.offered[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.undo).toEqual([[100, 101]]);
  });

  it('keeps a cancellation by the assistant waiting until a reason is given', async () => {
    const seen: AppointmentState[] = [];
    const { vm } = setup([row(1, 2)], (rows, to) => {
      seen.push(to);
      return rows.map((r) => applied(r, to, 1));
    });
    await vm.load();
    vm.ask(vm.rows[0] as BoardAppointment, 6);
    await vm.confirm('   ');
    expect(seen).toEqual([]);
    expect(vm.pending).not.toBeNull();
    await vm.confirm('The doctor is ill');
    expect(seen).toEqual([6]);
  });

  describe('news from the hub', () => {
    const id = asAppointmentId('1');
    const settle = () => new Promise((resolve) => setTimeout(resolve, LIVE_READ_DELAY_MS + 50));

    it('draws its own change from the answer, and its echo (told before the answer) reads nothing', async () => {
      let hear: (() => void) | null = null;
      const { vm, calls } = setup([row(1, 2)], (rows, to) => {
        // The server tells the hub before it answers.
        hear = () => calls.hub({ id, state: to, version: 2 });
        return rows.map((r) => applied(r, to, 7));
      });
      vm.start();
      await settle();
      const loads = calls.loads;
      vm.ask(vm.rows[0] as BoardAppointment, 3);
      (hear as (() => void) | null)?.();
      // The board shows what the server answered: the echo waits for the answer.
      expect(vm.rows[0]).toMatchObject({ state: 2, version: 1 });
      await settle();
      expect(vm.rows[0]).toMatchObject({ state: 3, version: 2 });
      expect(calls.loads).toBe(loads);
      vm.stop();
    });

    it('shows another member of staff’s change of a shown row at once, without reading the day', async () => {
      const { vm, calls } = setup([row(1, 2), row(2, 2)], () => []);
      vm.start();
      await settle();
      const loads = calls.loads;
      const other = vm.rows[1];
      calls.hub({ id, state: 3, version: 2 });
      expect(vm.rows[0]).toMatchObject({ state: 3, version: 2 });
      expect(vm.rows[1]).toBe(other);
      // An older word on the same row changes nothing.
      calls.hub({ id, state: 2, version: 1 });
      expect(vm.rows[0]).toMatchObject({ state: 3, version: 2 });
      await settle();
      expect(calls.loads).toBe(loads);
      vm.stop();
    });

    it('reads the day again, once, for a burst of news about rows it does not show, and after a reconnect', async () => {
      const { vm, calls } = setup([row(1, 2)], () => []);
      vm.start();
      await settle();
      const loads = calls.loads;
      for (let n = 10; n < 20; n++) calls.hub({ id: asAppointmentId(String(n)), state: 1, version: 1 });
      await settle();
      expect(calls.loads).toBe(loads + 1);
      calls.hub(null);
      await settle();
      expect(calls.loads).toBe(loads + 2);
      vm.stop();
    });
  });
});
