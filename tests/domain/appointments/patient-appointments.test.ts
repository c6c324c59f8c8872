import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { asPatientId, type PatientId } from '../../../src/domain/appointments/patient-id';
import { patientAppointments } from '../../../src/domain/appointments/patient-appointments';
import { NOW, patientIdArb, stateArb, timeArb } from './arbitraries';

interface Row {
  readonly id: number;
  readonly state: AppointmentState;
  readonly endingTime: number;
  readonly issuerId: PatientId;
}

const rowsArb: fc.Arbitrary<Row[]> = fc
  .array(fc.record({ state: stateArb, endingTime: timeArb, issuerId: patientIdArb }), { maxLength: 40 })
  .map((rows) => rows.map((r, id) => ({ ...r, id })));

const ME = asPatientId('p-1');

describe('the patient-side appointment rules', () => {
  it('hides states 5 and 6', () => {
    fc.assert(
      fc.property(rowsArb, patientIdArb, timeArb, (rows, me, now) => {
        const states = patientAppointments(rows, me, now).map((r) => r.appointment.state);
        expect(states.some((s) => s === 5 || s === 6)).toBe(false);
      }),
    );
  });

  it('keeps only appointments whose issuerId equals the current patient id', () => {
    fc.assert(
      fc.property(rowsArb, patientIdArb, timeArb, (rows, me, now) => {
        expect(patientAppointments(rows, me, now).every((r) => r.appointment.issuerId === me)).toBe(true);
      }),
    );
  });

  it('keeps every other appointment of the patient, in order and untouched', () => {
    fc.assert(
      fc.property(rowsArb, patientIdArb, timeArb, (rows, me, now) => {
        const expected = rows.filter((r) => r.issuerId === me && r.state !== 5 && r.state !== 6);
        const kept = patientAppointments(rows, me, now).map((r) => r.appointment);
        expect(kept).toEqual(expected);
        kept.forEach((r, i) => expect(r).toBe(expected[i]));
      }),
    );
  });

  it('a reserved appointment whose endingTime has not yet passed is not missed', () => {
    fc.assert(
      fc.property(rowsArb, timeArb, (rows, now) => {
        for (const r of patientAppointments(rows, ME, now)) {
          if (r.appointment.state === 1 && r.appointment.endingTime > now) expect(r.missed).toBe(false);
        }
      }),
    );
  });

  it('a reserved appointment whose endingTime has already passed is missed', () => {
    fc.assert(
      fc.property(rowsArb, timeArb, (rows, now) => {
        for (const r of patientAppointments(rows, ME, now)) {
          if (r.appointment.state === 1 && r.appointment.endingTime <= now) expect(r.missed).toBe(true);
        }
      }),
    );
  });

  it('an appointment in any state other than 1 is not missed', () => {
    fc.assert(
      fc.property(rowsArb, timeArb, (rows, now) => {
        for (const r of patientAppointments(rows, ME, now)) {
          if (r.appointment.state !== 1) expect(r.missed).toBe(false);
        }
      }),
    );
  });

  it('does not modify the list it is given', () => {
    fc.assert(
      fc.property(rowsArb, timeArb, (rows, now) => {
        const copy = structuredClone(rows);
        patientAppointments(rows, ME, now);
        expect(rows).toEqual(copy);
      }),
    );
  });

  const row = (state: AppointmentState, endingTime: number, issuer = 'p-1'): Row => ({
    id: 9,
    state,
    endingTime,
    issuerId: asPatientId(issuer),
  });

  it.each([
    ['reserved, ends in an hour', row(1, NOW + 3_600_000), [false]],
    ['reserved, ended an hour ago', row(1, NOW - 3_600_000), [true]],
    ['reserved, ends exactly now', row(1, NOW), [true]],
    ['waiting, ended an hour ago', row(3, NOW - 3_600_000), [false]],
    ['missed by the clinic', row(7, NOW - 3_600_000), [false]],
    ['cancelled by the patient', row(5, NOW + 3_600_000), []],
    ['cancelled by the assistant', row(6, NOW - 3_600_000), []],
    ["another patient's", row(1, NOW - 3_600_000, 'p-2'), []],
  ] as const)('an appointment %s is shown with missed flags %j', (_, input, flags) => {
    expect(patientAppointments([input], ME, NOW).map((r) => r.missed)).toEqual(flags);
  });
});
