import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { LoadDoctorCalendar, monthOf } from '../../../src/application/patient/load-doctor-calendar';
import {
  initialDoctorCalendar,
  type DoctorCalendarState,
} from '../../../src/application/patient/patient-lists';
import { createStateStore } from '../../../src/application/shared/state-store';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { CalendarAppointment } from '../../../src/domain/appointments/calendar-events';
import { CalendarColour } from '../../../src/domain/appointments/calendar-colour';
import { asPatientId } from '../../../src/domain/appointments/patient-id';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { listFlags } from '../../../src/domain/lists/list-state';
import { ok } from '../../../src/domain/shared/result';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

const DOCTOR = 'd7' as DoctorId;
const ME = asPatientId('p1');
const { Reserved, Assigned, Waiting, Seen, CancelledByPatient } = AppointmentState;

const booking = (id: string, state: AppointmentState, issuer = ME): CalendarAppointment => ({
  id: asAppointmentId(id),
  startTime: 0,
  endTime: 1,
  issuerId: issuer,
  state,
});

function setUp(signedIn = true) {
  const ports = fakePorts();
  if (signedIn) ports.tokens.savePatientSession({ token: 't', info: { patientId: ME }, verified: true });
  const store = createStateStore<DoctorCalendarState>(initialDoctorCalendar());
  const load = new LoadDoctorCalendar(
    ports.calendar,
    ports.tokens,
    ports.clock,
    new LoadList(ports.forbidden, ports.logger),
  );
  return { ports, store, load };
}

describe('the doctor calendar', () => {
  it("asks for the doctor's month, the current one when none is given", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), async (now) => {
        const { ports, store, load } = setUp();
        ports.clock.set(now);
        await load.execute(store, DOCTOR);
        const date = new Date(now);
        const month = { year: date.getFullYear(), month: date.getMonth() + 1 };
        expect(ports.calendar.answers.doctorCalendar.calls).toEqual([[DOCTOR, month]]);
        expect(store.get().month).toEqual(month);
      }),
    );
  });

  it("shows the appointments of the payload's first item, hiding cancelled ones", async () => {
    const { ports, store, load } = setUp();
    ports.calendar.answers.doctorCalendar.succeeds([
      { onlineAppointments: [booking('a', Reserved), booking('b', CancelledByPatient), booking('c', Seen)] },
      { onlineAppointments: [booking('z', Reserved)] },
    ]);
    await load.execute(store, DOCTOR, { year: 2026, month: 3 });
    expect(store.get().list.items.map((e) => e.id)).toEqual(['a', 'c']);
  });

  it.each([
    { state: Reserved, own: true, colour: CalendarColour.Teal },
    { state: Reserved, own: false, colour: CalendarColour.Blue },
    { state: Assigned, own: false, colour: CalendarColour.Purple },
    { state: Waiting, own: true, colour: CalendarColour.Teal },
    { state: Seen, own: false, colour: CalendarColour.Orange },
  ])('state $state booked by the patient: $own -> $colour', async ({ state, own, colour }) => {
    const { ports, store, load } = setUp();
    ports.calendar.answers.doctorCalendar.succeeds([
      { onlineAppointments: [booking('a', state, own ? ME : asPatientId('other'))] },
    ]);
    await load.execute(store, DOCTOR);
    expect(store.get().list.items.map((e) => e.colour)).toEqual([colour]);
  });

  it('without a signed-in patient no appointment is their own', async () => {
    const { ports, store, load } = setUp(false);
    ports.calendar.answers.doctorCalendar.succeeds([{ onlineAppointments: [booking('a', Reserved)] }]);
    await load.execute(store, DOCTOR);
    expect(store.get().list.items.map((e) => [e.isOwn, e.colour])).toEqual([[false, CalendarColour.Blue]]);
  });

  it('shows the month asked for last, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }),
        async (s, months) => {
          const { ports, store, load } = setUp();
          ports.calendar.answers.doctorCalendar.respondsWith((_doctor, month) =>
            s.schedule(Promise.resolve(ok([{ onlineAppointments: [booking(`m${month.month}`, Reserved)] }]))),
          );
          const loads = months.map((month) => load.execute(store, DOCTOR, { year: 2026, month }));
          await s.waitIdle();
          await Promise.all(loads);
          const last = months[months.length - 1];
          expect(store.get().month).toEqual({ year: 2026, month: last });
          expect(store.get().list.items.map((e) => e.id)).toEqual([`m${last}`]);
        },
      ),
    );
  });

  it.each(FAILURE_PATHS)('a $name failure empties the calendar and shows the error', async ({ error }) => {
    const { ports, store, load } = setUp();
    ports.calendar.answers.doctorCalendar.succeeds([{ onlineAppointments: [booking('a', Reserved)] }]);
    await load.execute(store, DOCTOR);
    ports.calendar.answers.doctorCalendar.fails(error);
    await load.execute(store, DOCTOR);
    expect(store.get().list.items).toEqual([]);
    expect(listFlags(store.get().list.status).error).toBe(true);
  });

  it('monthOf reads the local calendar month', () => {
    expect(monthOf(new Date(2026, 0, 31, 23, 59))).toEqual({ year: 2026, month: 1 });
    expect(monthOf(new Date(2026, 11, 1, 0, 0))).toEqual({ year: 2026, month: 12 });
  });
});
