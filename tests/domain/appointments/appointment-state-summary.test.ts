import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { summarizeAppointmentStates } from '../../../src/domain/appointments/appointment-state-summary';
import { stateArb } from './arbitraries';

const rows = (...states: AppointmentState[]) => states.map((state) => ({ state }));

describe('the appointment state summary', () => {
  it('counts each of assigned, waiting, seen and both cancellations', () => {
    fc.assert(
      fc.property(fc.array(stateArb, { maxLength: 60 }), (states) => {
        const n = (s: AppointmentState) => states.filter((x) => x === s).length;
        expect(summarizeAppointmentStates(rows(...states))).toEqual({
          assigned: n(2),
          waiting: n(3),
          seen: n(4),
          cancelledByPatient: n(5),
          cancelledByAssistant: n(6),
        });
      }),
    );
  });

  it('leaves out only reserved and missed, which are the missed rule counters', () => {
    fc.assert(
      fc.property(fc.array(stateArb, { maxLength: 60 }), (states) => {
        const s = summarizeAppointmentStates(rows(...states));
        const summed = s.assigned + s.waiting + s.seen + s.cancelledByPatient + s.cancelledByAssistant;
        expect(summed).toBe(states.filter((x) => x !== 1 && x !== 7).length);
      }),
    );
  });

  it.each([
    [[], { assigned: 0, waiting: 0, seen: 0, cancelledByPatient: 0, cancelledByAssistant: 0 }],
    [[1, 7, 7], { assigned: 0, waiting: 0, seen: 0, cancelledByPatient: 0, cancelledByAssistant: 0 }],
    [
      [2, 2, 3, 4, 5, 6, 6, 6],
      { assigned: 2, waiting: 1, seen: 1, cancelledByPatient: 1, cancelledByAssistant: 3 },
    ],
  ] as const)('summarises %j as %j', (states, expected) => {
    expect(summarizeAppointmentStates(rows(...states))).toEqual(expected);
  });
});
