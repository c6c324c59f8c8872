import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AppointmentState,
  type AppointmentState as State,
} from '../../../src/domain/appointments/appointment-state';
import { applyMissedRule } from '../../../src/domain/appointments/missed-rule';
import { NOW, stateArb, timeArb } from './arbitraries';

interface Row {
  readonly id: number;
  readonly state: State;
  readonly stateLabel: string;
  readonly startingTime: number;
  readonly endingTime: number;
}

const rowsArb: fc.Arbitrary<Row[]> = fc
  .array(
    fc.record({ state: stateArb, stateLabel: fc.string(), startingTime: timeArb, length: fc.nat(120) }),
    {
      maxLength: 40,
    },
  )
  .map((rows) =>
    rows.map(({ length, ...r }, id) => ({ ...r, id, endingTime: r.startingTime + length * 60_000 })),
  );
const nowArb = timeArb;

const count = (rows: readonly Row[], state: State) => rows.filter((r) => r.state === state).length;

describe('the dashboard missed rule', () => {
  it('relabels every reserved appointment that has started as missed', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const { appointments } = applyMissedRule(rows, now);
        rows.forEach((before, i) => {
          if (before.state === AppointmentState.Reserved && before.startingTime <= now) {
            expect(appointments[i]).toEqual({
              ...before,
              state: AppointmentState.Missed,
              stateLabel: 'Missed',
            });
          }
        });
      }),
    );
  });

  it('changes a reserved appointment if and only if its start is at or before now', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const { appointments } = applyMissedRule(rows, now);
        rows.forEach((before, i) => {
          if (before.state !== AppointmentState.Reserved) return;
          expect(appointments[i] !== before).toBe(before.startingTime <= now);
        });
      }),
    );
  });

  it('changes only appointments in state 1', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const { appointments } = applyMissedRule(rows, now);
        rows.forEach((before, i) => {
          if (before.state !== AppointmentState.Reserved) expect(appointments[i]).toBe(before);
        });
      }),
    );
  });

  it('changes nothing of a relabelled appointment but its state and label', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const { appointments } = applyMissedRule(rows, now);
        rows.forEach((before, i) => {
          const { state: _s, stateLabel: _l, ...rest } = appointments[i] as Row;
          const { state: _bs, stateLabel: _bl, ...restBefore } = before;
          expect(rest).toEqual(restBefore);
        });
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const once = applyMissedRule(rows, now);
        const twice = applyMissedRule(once.appointments, now);
        expect(twice).toEqual(once);
      }),
    );
  });

  it('keeps the row count and order', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const { appointments } = applyMissedRule(rows, now);
        expect(appointments.map((r) => r.id)).toEqual(rows.map((r) => r.id));
      }),
    );
  });

  it('counts reserved and missed as the states after the rule', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const { appointments, reserved, missed } = applyMissedRule(rows, now);
        expect(reserved).toBe(count([...appointments], AppointmentState.Reserved));
        expect(missed).toBe(count([...appointments], AppointmentState.Missed));
      }),
    );
  });

  it('leaves no reserved appointment that has started', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const { appointments } = applyMissedRule(rows, now);
        expect(appointments.some((r) => r.state === AppointmentState.Reserved && r.startingTime <= now)).toBe(
          false,
        );
      }),
    );
  });

  it('does not modify the list it is given', () => {
    fc.assert(
      fc.property(rowsArb, nowArb, (rows, now) => {
        const copy = structuredClone(rows);
        applyMissedRule(rows, now);
        expect(rows).toEqual(copy);
      }),
    );
  });

  const row = (state: State, startingTime: number, stateLabel = 'Reserved'): Row => ({
    id: 1,
    state,
    stateLabel,
    startingTime,
    endingTime: startingTime + 900_000,
  });

  it.each([
    ['starts exactly now', row(1, NOW), 7, 'Missed', 0, 1],
    ['started a minute ago', row(1, NOW - 60_000), 7, 'Missed', 0, 1],
    ['starts a millisecond from now', row(1, NOW + 1), 1, 'Reserved', 1, 0],
    ['starts tomorrow', row(1, NOW + 86_400_000), 1, 'Reserved', 1, 0],
    ['is assigned and started', row(2, NOW - 60_000, 'Assigned'), 2, 'Assigned', 0, 0],
    ['is seen', row(4, NOW - 60_000, 'Seen'), 4, 'Seen', 0, 0],
    ['was already missed', row(7, NOW + 60_000, 'Missed'), 7, 'Missed', 0, 1],
  ] as const)('an appointment that %s ends in state %i "%s"', (_, input, state, label, reserved, missed) => {
    const outcome = applyMissedRule([input], NOW);
    expect(outcome.appointments[0]).toMatchObject({ state, stateLabel: label });
    expect({ reserved: outcome.reserved, missed: outcome.missed }).toEqual({ reserved, missed });
  });

  it('gives an empty list and zero counters for no appointments', () => {
    expect(applyMissedRule([], NOW)).toEqual({ appointments: [], reserved: 0, missed: 0 });
  });
});
