import fc from 'fast-check';
import type { OnlineAppointment } from '../../../src/application/ports/appointments-gateway';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import {
  ALL_APPOINTMENT_STATES,
  type AppointmentState,
} from '../../../src/domain/appointments/appointment-state';
import { appointmentStateLabel } from '../../../src/domain/appointments/appointment-state-label';

export const NOW = Date.UTC(2026, 2, 15, 9, 30);
const HOUR = 3_600_000;

export const appointmentStateArb: fc.Arbitrary<AppointmentState> = fc.constantFrom(...ALL_APPOINTMENT_STATES);

/** A time around `NOW`, with `NOW` itself likely (the rule's boundary). */
export const timeAroundNowArb = fc.oneof(
  fc.constant(NOW),
  fc.integer({ min: -72, max: 72 }).map((h) => NOW + h * HOUR),
  fc.integer({ min: -5_000, max: 5_000 }).map((ms) => NOW + ms),
);

/** Appointments with unique ids, as the server's list. */
export const onlineAppointmentsArb: fc.Arbitrary<OnlineAppointment[]> = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 6 }),
      state: appointmentStateArb,
      startingTime: timeAroundNowArb,
    }),
    { selector: (row) => row.id, maxLength: 25 },
  )
  .map((rows) =>
    rows.map((row) => ({
      id: asAppointmentId(row.id),
      state: row.state,
      stateLabel: appointmentStateLabel(row.state),
      startingTime: row.startingTime,
      endingTime: row.startingTime + HOUR,
    })),
  );

export function appointment(id: string, state: AppointmentState, startingTime: number): OnlineAppointment {
  return {
    id: asAppointmentId(id),
    state,
    stateLabel: appointmentStateLabel(state),
    startingTime,
    endingTime: startingTime + HOUR,
  };
}
