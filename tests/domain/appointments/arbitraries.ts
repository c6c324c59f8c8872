import fc from 'fast-check';
import {
  ALL_APPOINTMENT_STATES,
  type AppointmentState,
} from '../../../src/domain/appointments/appointment-state';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { asPatientId, type PatientId } from '../../../src/domain/appointments/patient-id';

/** A fixed "now" (2026-03-01T09:00:00Z) so failures replay the same way. */
export const NOW = Date.UTC(2026, 2, 1, 9, 0, 0);

export const stateArb: fc.Arbitrary<AppointmentState> = fc.constantFrom(...ALL_APPOINTMENT_STATES);

/**
 * Times around NOW: often within a few milliseconds of it (so "exactly now" is hit), otherwise
 * anywhere within a couple of days either side.
 */
export const timeArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -2, max: 2 }).map((d) => NOW + d),
  fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }).map((d) => NOW + d),
);

/** A handful of patients, so "same issuer" is common. */
export const patientIdArb: fc.Arbitrary<PatientId> = fc.constantFrom('p-1', 'p-2', 'p-3').map(asPatientId);

export const appointmentIdArb = fc.uuid().map(asAppointmentId);
