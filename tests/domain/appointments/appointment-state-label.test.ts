import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATE_LABELS,
  appointmentStateFromLabel,
  appointmentStateKey,
  appointmentStateLabel,
} from '../../../src/domain/appointments/appointment-state-label';
import { ALL_APPOINTMENT_STATES } from '../../../src/domain/appointments/appointment-state';
import { stateArb } from './arbitraries';

describe('appointment state labels', () => {
  it.each([
    [1, 'Reserved', 'appointments.state.reserved'],
    [2, 'Assigned', 'appointments.state.assigned'],
    [3, 'Waiting', 'appointments.state.waiting'],
    [4, 'Seen', 'appointments.state.seen'],
    [5, 'Cancelled by patient', 'appointments.state.cancelledByPatient'],
    [6, 'Cancelled by assistant', 'appointments.state.cancelledByAssistant'],
    [7, 'Missed', 'appointments.state.missed'],
  ] as const)('labels state %i "%s" with key %s', (state, label, key) => {
    expect(appointmentStateLabel(state)).toBe(label);
    expect(appointmentStateKey(state)).toBe(key);
  });

  it.each([
    ['cancelled by patient', 5],
    ['cancelled by assistant', 6],
    ['Canceled by patient', 5],
    ['Canceled by assistance', 6],
    ['  MISSED ', 7],
    ['reserved', 1],
  ] as const)('reads the spellings of both documents: "%s" is state %i', (text, state) => {
    expect(appointmentStateFromLabel(text)).toEqual({ ok: true, value: state });
  });

  it.each(['', 'Cancelled', 'Canceled by doctor', 'late'])('refuses the unknown label "%s"', (text) => {
    expect(appointmentStateFromLabel(text)).toEqual({
      ok: false,
      error: { code: 'UnknownAppointmentState', value: text },
    });
  });

  it('gives every state its own translation key', () => {
    const keys = ALL_APPOINTMENT_STATES.map(appointmentStateKey);
    expect(new Set(keys).size).toBe(ALL_APPOINTMENT_STATES.length);
  });

  it('reads every canonical label and alias back as its own state, in any case', () => {
    fc.assert(
      fc.property(stateArb, fc.boolean(), fc.nat(), (state, upper, pick) => {
        const { label, aliases } = APPOINTMENT_STATE_LABELS[state];
        const spellings = [label, ...aliases];
        const text = spellings[pick % spellings.length] as string;
        expect(appointmentStateFromLabel(upper ? text.toUpperCase() : text)).toEqual({
          ok: true,
          value: state,
        });
      }),
    );
  });
});
