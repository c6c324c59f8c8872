import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import {
  calendarColour,
  calendarPayloadAppointments,
  toCalendarEvents,
  type CalendarAppointment,
} from '../../../src/domain/appointments/calendar-events';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import { appointmentIdArb, NOW, patientIdArb, stateArb, timeArb } from './arbitraries';

const appointmentArb: fc.Arbitrary<CalendarAppointment> = fc
  .record({
    id: appointmentIdArb,
    startTime: timeArb,
    minutes: fc.nat(120),
    issuerId: patientIdArb,
    state: stateArb,
  })
  .map(({ minutes, ...a }) => ({ ...a, endTime: a.startTime + minutes * 60_000 }));
const appointmentsArb = fc.array(appointmentArb, { maxLength: 40 });
const currentPatientArb = fc.option(patientIdArb, { nil: null });

describe('the doctor calendar', () => {
  it('an empty payload gives no appointments', () => {
    expect(calendarPayloadAppointments([])).toEqual([]);
  });

  it('a first item without appointments gives no appointments', () => {
    expect(calendarPayloadAppointments([{}])).toEqual([]);
    expect(calendarPayloadAppointments([{ onlineAppointments: null }])).toEqual([]);
  });

  it('takes the appointments from the first item of the payload only', () => {
    fc.assert(
      fc.property(appointmentsArb, fc.array(appointmentsArb, { maxLength: 3 }), (first, others) => {
        const payload = [first, ...others].map((onlineAppointments) => ({ onlineAppointments }));
        expect(calendarPayloadAppointments(payload)).toEqual(first);
      }),
    );
  });

  it('hides states 5 and 6', () => {
    fc.assert(
      fc.property(appointmentsArb, currentPatientArb, (appointments, me) => {
        expect(toCalendarEvents(appointments, me).some((e) => e.state === 5 || e.state === 6)).toBe(false);
      }),
    );
  });

  it('makes one event per appointment not cancelled, in order, with its id, times and state', () => {
    fc.assert(
      fc.property(appointmentsArb, currentPatientArb, (appointments, me) => {
        const expected = appointments
          .filter((a) => a.state !== 5 && a.state !== 6)
          .map((a) => ({ id: a.id, start: a.startTime, end: a.endTime, state: a.state }));
        const events = toCalendarEvents(appointments, me).map(({ id, start, end, state }) => ({
          id,
          start,
          end,
          state,
        }));
        expect(events).toEqual(expected);
      }),
    );
  });

  it('marks an event own when its issuer is the current patient', () => {
    fc.assert(
      fc.property(appointmentsArb, currentPatientArb, (appointments, me) => {
        const visible = appointments.filter((a) => a.state !== 5 && a.state !== 6);
        const events = toCalendarEvents(appointments, me);
        events.forEach((e, i) => expect(e.isOwn).toBe(me !== null && visible[i]?.issuerId === me));
      }),
    );
  });

  it('colours reserved teal when the issuer is the current patient and blue otherwise', () => {
    fc.assert(
      fc.property(appointmentsArb, currentPatientArb, (appointments, me) => {
        const reserved = appointments.filter((a) => a.state === 1);
        const events = toCalendarEvents(reserved, me);
        events.forEach((e, i) => expect(e.colour).toBe(reserved[i]?.issuerId === me ? 'teal' : 'blue'));
      }),
    );
  });

  it('colours assigned purple, waiting teal, seen orange and missed grey, whoever booked them', () => {
    const expected: Partial<Record<AppointmentState, string>> = {
      2: 'purple',
      3: 'teal',
      4: 'orange',
      7: 'grey',
    };
    fc.assert(
      fc.property(appointmentsArb, currentPatientArb, (appointments, me) => {
        for (const e of toCalendarEvents(appointments, me)) {
          if (e.state !== 1) expect(e.colour).toBe(expected[e.state]);
        }
      }),
    );
  });

  it.each([
    [1, true, 'teal'],
    [1, false, 'blue'],
    [2, true, 'purple'],
    [2, false, 'purple'],
    [3, true, 'teal'],
    [3, false, 'teal'],
    [4, true, 'orange'],
    [4, false, 'orange'],
    [7, true, 'grey'],
    [7, false, 'grey'],
  ] as const)('colours state %i (own: %s) %s', (state, own, colour) => {
    expect(calendarColour(state, own)).toBe(colour);
  });

  it.each([
    ['own reserved', 'p-1', 1, { colour: 'teal', isOwn: true }],
    ["someone else's reserved", 'p-2', 1, { colour: 'blue', isOwn: false }],
    ['own waiting', 'p-1', 3, { colour: 'teal', isOwn: true }],
    ['own seen', 'p-1', 4, { colour: 'orange', isOwn: true }],
  ] as const)('shows an %s appointment as %j', (_, issuer, state, expected) => {
    const appointment: CalendarAppointment = {
      id: asAppointmentId('a-1'),
      startTime: NOW,
      endTime: NOW + 900_000,
      issuerId: asPatientId(issuer),
      state,
    };
    expect(toCalendarEvents([appointment], asPatientId('p-1'))).toEqual([
      { id: 'a-1', start: NOW, end: NOW + 900_000, state, ...expected },
    ]);
  });

  it('shows nothing as own when no patient is signed in', () => {
    const appointment: CalendarAppointment = {
      id: asAppointmentId('a-1'),
      startTime: NOW,
      endTime: NOW + 900_000,
      issuerId: asPatientId('p-1'),
      state: 1,
    };
    expect(toCalendarEvents([appointment], null)).toMatchObject([{ colour: 'blue', isOwn: false }]);
  });
});
