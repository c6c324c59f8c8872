import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../src/domain/appointments/appointment-state';
import {
  allowedTransitions,
  isFinalState,
  transition,
  type TransitionErrorCode,
} from '../../../src/domain/appointments/appointment-transition';
import { stateArb } from './arbitraries';

const { Reserved, Assigned, Waiting, Seen, CancelledByPatient, CancelledByAssistant, Missed } =
  AppointmentState;

// All 49 pairs, written out by hand: 'ok' or the refusal code.
const S = 'SameState';
const F = 'FinalState';
const N = 'NotAllowed';
const Y = 'ok';
type Expected = typeof Y | TransitionErrorCode;
const TABLE: Record<AppointmentState, readonly Expected[]> = {
  //           to:  1  2  3  4  5  6  7
  [Reserved]: /**/ [S, Y, N, N, Y, Y, N],
  [Assigned]: /**/ [N, S, Y, N, Y, Y, N],
  [Waiting]: /* */ [N, N, S, Y, Y, Y, N],
  [Seen]: /*    */ [F, F, F, S, F, F, F],
  [CancelledByPatient]: [F, F, F, F, S, F, F],
  [CancelledByAssistant]: [F, F, F, F, F, S, F],
  [Missed]: /*  */ [F, F, F, F, F, F, S],
};
const pairs = ALL_APPOINTMENT_STATES.flatMap((from) =>
  ALL_APPOINTMENT_STATES.map((to) => [from, to, TABLE[from][to - 1] as Expected] as const),
);

/**
 * The model: where the appointment is on the staff's path, told in words rather than by the
 * implementation's table.
 */
interface Model {
  step: 'reserved' | 'assigned' | 'waiting' | 'seen' | 'cancelled';
  state: AppointmentState;
}
interface Real {
  state: AppointmentState;
}
const NEXT: Partial<Record<Model['step'], [Model['step'], AppointmentState]>> = {
  reserved: ['assigned', Assigned],
  assigned: ['waiting', Waiting],
  waiting: ['seen', Seen],
};
const isOpen = (m: Readonly<Model>) => m.step === 'reserved' || m.step === 'assigned' || m.step === 'waiting';

function apply(r: Real, to: AppointmentState) {
  const result = transition(r.state, to);
  if (result.ok) r.state = result.value;
  return result;
}

class Advance implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => NEXT[m.step] !== undefined;
  run(m: Model, r: Real) {
    const [step, state] = NEXT[m.step] as [Model['step'], AppointmentState];
    expect(apply(r, state)).toEqual({ ok: true, value: state });
    m.step = step;
    m.state = state;
    expect(r.state).toBe(m.state);
  }
  toString = () => 'advance';
}

class Cancel implements fc.Command<Model, Real> {
  constructor(readonly by: typeof CancelledByPatient | typeof CancelledByAssistant) {}
  check = (m: Readonly<Model>) => isOpen(m);
  run(m: Model, r: Real) {
    expect(apply(r, this.by)).toEqual({ ok: true, value: this.by });
    m.step = 'cancelled';
    m.state = this.by;
    expect(r.state).toBe(m.state);
  }
  toString = () => `cancel(${this.by})`;
}

/** Any other move: refused, and the appointment stays where it was. */
class Refused implements fc.Command<Model, Real> {
  constructor(readonly to: AppointmentState) {}
  check = (m: Readonly<Model>) => {
    const next = NEXT[m.step]?.[1];
    const isCancel = this.to === CancelledByPatient || this.to === CancelledByAssistant;
    return this.to !== next && !(isOpen(m) && isCancel);
  };
  run(m: Model, r: Real) {
    const expected: TransitionErrorCode =
      this.to === m.state ? 'SameState' : isOpen(m) ? 'NotAllowed' : 'FinalState';
    const result = apply(r, this.to);
    expect(result.ok ? 'ok' : result.error.code).toBe(expected);
    expect(r.state).toBe(m.state);
  }
  toString = () => `refused(${this.to})`;
}

const newBooking = (): { model: Model; real: Real } => ({
  model: { step: 'reserved', state: Reserved },
  real: { state: Reserved },
});

const commandsArb = fc.commands(
  [
    fc.constant(new Advance()),
    fc.constantFrom(CancelledByPatient, CancelledByAssistant).map((by) => new Cancel(by)),
    stateArb.map((to) => new Refused(to)),
  ],
  { maxCommands: 20 },
);

describe('appointment transitions', () => {
  it.each(pairs)('from %i to %i: %s', (from, to, expected) => {
    const result = transition(from, to);
    if (expected === 'ok') {
      expect(result).toEqual({ ok: true, value: to });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: expected, from, to });
    }
  });

  it('behaves like the staff path reserved -> assigned -> waiting -> seen with cancellation while open', () => {
    fc.assert(
      fc.property(commandsArb, (cmds) => {
        fc.modelRun(newBooking, cmds);
      }),
    );
  });

  it('final states have no exits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(Seen, CancelledByPatient, CancelledByAssistant, Missed),
        stateArb,
        (from, to) => {
          expect(isFinalState(from)).toBe(true);
          expect(allowedTransitions(from)).toEqual([]);
          expect(transition(from, to).ok).toBe(false);
        },
      ),
    );
  });

  it('every allowed path from reserved reaches a final state', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), (choices) => {
        let state: AppointmentState = Reserved;
        let steps = 0;
        for (const choice of choices) {
          const exits = allowedTransitions(state);
          if (exits.length === 0) break;
          const to = exits[choice % exits.length] as AppointmentState;
          const result = transition(state, to);
          expect(result.ok).toBe(true);
          if (result.ok) state = result.value;
          steps++;
        }
        // The longest path is reserved -> assigned -> waiting -> seen: three steps.
        expect(steps).toBeLessThanOrEqual(3);
        expect(isFinalState(state)).toBe(true);
        expect([Seen, CancelledByPatient, CancelledByAssistant]).toContain(state);
      }),
    );
  });

  it('no transition ever returns to reserved', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (from, to) => {
        const result = transition(from, to);
        if (result.ok) expect(result.value).not.toBe(Reserved);
      }),
    );
  });

  it('no staff transition leads to missed', () => {
    fc.assert(
      fc.property(stateArb, (from) => {
        expect(transition(from, Missed).ok).toBe(false);
      }),
    );
  });

  it('allows exactly the states listed by allowedTransitions', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (from, to) => {
        expect(transition(from, to).ok).toBe(allowedTransitions(from).includes(to));
      }),
    );
  });

  it.each([
    [Seen, Seen, 'appointments.transition.sameState', 'The appointment is already seen.'],
    [
      Missed,
      Assigned,
      'appointments.transition.finalState',
      'The appointment is missed, which is final: it cannot become assigned.',
    ],
    [Reserved, Seen, 'appointments.transition.notAllowed', 'An appointment cannot go from reserved to seen.'],
    [
      Waiting,
      Reserved,
      'appointments.transition.notAllowed',
      'An appointment cannot go from waiting to reserved.',
    ],
  ] as const)(
    'describes a refusal from %i to %i for translation and for people',
    (from, to, key, description) => {
      const result = transition(from, to);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ key, description });
    },
  );

  it('names both states of every refusal by their labels', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (from, to) => {
        const result = transition(from, to);
        if (!result.ok) {
          expect(result.error.params.from.length).toBeGreaterThan(0);
          expect(result.error.params.to.length).toBeGreaterThan(0);
          expect(result.error.description.toLowerCase()).toContain(result.error.params.from.toLowerCase());
        }
      }),
    );
  });
});
