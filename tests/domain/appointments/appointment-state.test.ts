import { describe, expect, it } from 'vitest';
import {
  ALL_APPOINTMENT_STATES,
  AppointmentState,
  isCancelled,
} from '../../../src/domain/appointments/appointment-state';

describe('appointment states', () => {
  it.each([
    ['Reserved', 1],
    ['Assigned', 2],
    ['Waiting', 3],
    ['Seen', 4],
    ['CancelledByPatient', 5],
    ['CancelledByAssistant', 6],
    ['Missed', 7],
  ] as const)('numbers %s as %i', (name, value) => {
    expect(AppointmentState[name]).toBe(value);
  });

  it('lists every state once, in numeric order', () => {
    expect(ALL_APPOINTMENT_STATES).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, true],
    [6, true],
    [7, false],
  ] as const)('counts state %i as cancelled: %s', (state, expected) => {
    expect(isCancelled(state)).toBe(expected);
  });
});
