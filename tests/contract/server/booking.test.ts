import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_CHANGED_EVENT } from '../../../src/contract/appointments/appointment-board';
import {
  BookingMessage,
  bookedSchema,
  freeSlotsSchema,
  myBookingRuleSchema,
  type FreeSlotsWire,
} from '../../../src/contract/appointments/booking';
import { validate, type Schema } from '../../../src/contract/shared/schema';
import { hospitalDate } from '../../../src/domain/booking/hospital-day';
import { TokenKind } from '../../../server/auth/token-kind';
import { HubPath } from '../../../server/realtime';
import { call, type Answer } from '../../server/support/http-client';
import { hubClient, nextMessage } from '../../server/support/signalr-client';
import { startDemoServer, type DemoServer } from './demo-server';

const now = (): number => Date.now();

let demo: DemoServer;
let staffHub: HubConnection;

beforeAll(async () => {
  demo = await startDemoServer({ now });
  staffHub = hubClient(`${demo.server.url}${HubPath.Harem}`, demo.adminChat);
  await staffHub.start();
}, 120_000);

afterAll(async () => {
  await staffHub?.stop();
  await demo?.stop();
});

const api = (path: string) => `${demo.server.url}/api${path}`;
const HOUR = 3_600_000;

function parsed<T>(schema: Schema<T>, answer: Answer): T {
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const result = validate(schema, answer.json);
  if (!result.ok) throw new Error(`refused at ${result.field}`);
  return result.value;
}

interface Patient {
  readonly id: string;
  readonly token: string;
  readonly phone: string;
  readonly profileIds: string[];
}

/** `count` patient accounts with family profiles, each allowed many open bookings by staff. */
async function patients(count: number, skip = 0): Promise<Patient[]> {
  const users = await demo.server.db
    .selectFrom('app_users')
    .select(['id', 'phone_number'])
    .where((eb) =>
      eb.exists(
        eb.selectFrom('patient_profiles as p').select('p.id').whereRef('p.app_user_id', '=', 'app_users.id'),
      ),
    )
    .orderBy('id')
    .offset(skip)
    .limit(count)
    .execute();
  return Promise.all(
    users.map(async (u) => {
      const current = await demo.server.db
        .selectFrom('user_appointment_settings')
        .select('version')
        .where('app_user_id', '=', u.id)
        .executeTakeFirst();
      const set = await call(api(`/UserAppointmentSetting/${u.id}`), {
        method: 'PUT',
        token: demo.reception,
        body: {
          maxOpenAppointments: 50,
          canBookOnline: true,
          blockedUntil: null,
          cancelHoursBefore: 2,
          reason: 'Booking tests',
          ...(current === undefined ? {} : { version: current.version }),
        },
      });
      expect(set.status, set.text).toBe(200);
      const profiles = await demo.server.db
        .selectFrom('patient_profiles')
        .select('patient_id')
        .where('app_user_id', '=', u.id)
        .orderBy('id')
        .execute();
      const { token } = await demo.server.tokens.issue(TokenKind.Patient, u.id, {
        phoneNumber: u.phone_number,
      });
      return { id: u.id, token, phone: u.phone_number, profileIds: profiles.map((p) => p.patient_id) };
    }),
  );
}

/** A bookable doctor and their free slots from tomorrow on. */
async function doctorWithSlots(skip = 0): Promise<{ doctorId: number; free: FreeSlotsWire }> {
  const doctors = await demo.server.db
    .selectFrom('doctor_appointment_settings')
    .select('doctor_id')
    .where('accepts_online_booking', '=', true)
    .orderBy('doctor_id')
    .execute();
  let seen = 0;
  for (const { doctor_id } of doctors) {
    const from = hospitalDate(now() + 24 * HOUR);
    const free = parsed(
      freeSlotsSchema,
      await call(api(`/Appointment/FreeSlots?doctorId=${doctor_id}&from=${from}&days=7`)),
    );
    if (free.days.some((d) => d.slots.length >= 4) && seen++ >= skip) return { doctorId: doctor_id, free };
  }
  throw new Error('no bookable doctor');
}

const firstSlot = (free: FreeSlotsWire, index = 0) =>
  free.days.find((d) => d.slots.length > index)!.slots[index]!;

const book = (p: Patient, body: unknown) => call(api('/Appointment/Book'), { token: p.token, body });
const cancel = (p: Patient, id: number) =>
  call(api(`/Appointment/${id}/CancelByPatient`), { method: 'POST', token: p.token, body: {} });

/** Staff set the account's most open bookings to what it holds now: one more booking would break it. */
async function capAtOpenBookings(p: Patient): Promise<void> {
  const version = (
    await demo.server.db
      .selectFrom('user_appointment_settings')
      .select('version')
      .where('app_user_id', '=', p.id)
      .executeTakeFirstOrThrow()
  ).version;
  const rule = parsed(myBookingRuleSchema, await call(api('/Appointment/MyBookingRule'), { token: p.token }));
  const set = await call(api(`/UserAppointmentSetting/${p.id}`), {
    method: 'PUT',
    token: demo.reception,
    body: {
      maxOpenAppointments: rule.openAppointments,
      canBookOnline: true,
      blockedUntil: null,
      cancelHoursBefore: 2,
      reason: '',
      version,
    },
  });
  expect(set.status, set.text).toBe(200);
}

describe('GET /api/Appointment/FreeSlots', () => {
  it('offers only slots on the grid of the settings, after now, and none already taken', async () => {
    const { doctorId, free } = await doctorWithSlots();
    const settings = await demo.server.db
      .selectFrom('doctor_appointment_settings')
      .selectAll()
      .where('doctor_id', '=', doctorId)
      .executeTakeFirstOrThrow();
    const taken = await demo.server.db
      .selectFrom('online_appointments')
      .select('starting_time')
      .where('doctor_id', '=', doctorId)
      .where('state', 'not in', [5, 6])
      .execute();
    const takenStarts = new Set(taken.map((t) => t.starting_time.toISOString()));
    expect(free.slotMinutes).toBe(settings.slot_minutes);
    for (const day of free.days) {
      for (const slot of day.slots) {
        expect(takenStarts.has(new Date(slot.startingTime).toISOString())).toBe(false);
        expect(Date.parse(slot.startingTime)).toBeGreaterThan(now());
        expect(Date.parse(slot.endingTime) - Date.parse(slot.startingTime)).toBe(
          settings.slot_minutes * 60_000,
        );
        expect(hospitalDate(Date.parse(slot.startingTime))).toBe(day.day);
        expect(((settings.working_days >> new Date(`${day.day}T00:00:00Z`).getUTCDay()) & 1) === 1).toBe(
          true,
        );
      }
    }
  });

  it('refuses a day that does not exist and too many days with 400, an unknown doctor with 404', async () => {
    expect((await call(api('/Appointment/FreeSlots?doctorId=1&from=2026-02-30'))).status).toBe(400);
    expect((await call(api('/Appointment/FreeSlots?doctorId=1&from=2026-02-01&days=32'))).status).toBe(400);
    expect((await call(api('/Appointment/FreeSlots?doctorId=abc&from=2026-02-01'))).status).toBe(400);
    expect((await call(api('/Appointment/FreeSlots?doctorId=999999&from=2026-02-01'))).status).toBe(404);
  });
});

describe('POST /api/Appointment/Book', () => {
  it('lets exactly one of 20 parallel bookings of one slot through; the others hear it was taken', async () => {
    const callers = await patients(20);
    const { doctorId, free } = await doctorWithSlots();
    const slot = firstSlot(free);
    const answers = await Promise.all(
      callers.map((p) => book(p, { doctorId, startingTime: slot.startingTime, patientId: null })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.json).toEqual({ message: BookingMessage.SlotTaken, code: 'SlotTaken' });
    }
    const rows = await demo.server.db
      .selectFrom('online_appointments')
      .select('id')
      .where('doctor_id', '=', doctorId)
      .where('starting_time', '=', new Date(slot.startingTime))
      .where('state', 'not in', [5, 6])
      .execute();
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('holds one open appointment per doctor and start in the database itself; a cancelled one frees it', async () => {
    const row = await demo.server.db
      .selectFrom('online_appointments')
      .selectAll()
      .where('state', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: _id, version: _v, ...copy } = row;
    await expect(
      demo.server.db.insertInto('online_appointments').values(copy).execute(),
    ).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      demo.server.db
        .insertInto('online_appointments')
        .values({ ...copy, state: 5 })
        .execute(),
    ).resolves.toBeDefined();
  });

  it('books for a family member, announces it to staff, audits it, and frees the slot on cancel', async () => {
    const [patient] = await patients(1, 20);
    const { doctorId, free } = await doctorWithSlots(1);
    const slot = firstSlot(free);
    const profileId = patient!.profileIds[0]!;
    const event = nextMessage(staffHub, APPOINTMENT_CHANGED_EVENT);
    const booked = parsed(
      bookedSchema,
      await book(patient!, { doctorId, startingTime: slot.startingTime, patientId: profileId }),
    );
    expect(booked).toMatchObject({ appointmnetState: 1, doctorId, patientId: profileId, version: 1 });
    expect(Date.parse(booked.startingTime)).toBe(Date.parse(slot.startingTime));
    expect((await event)[0]).toEqual({ id: booked.id, appointmnetState: 1, version: 1 });

    const board = await call(
      api(
        `/Appointment/Board?from=${encodeURIComponent(slot.startingTime)}&to=${encodeURIComponent(slot.endingTime)}`,
      ),
      { token: demo.reception },
    );
    expect((board.json as { appointments: { id: number }[] }).appointments.map((a) => a.id)).toContain(
      booked.id,
    );
    const mine = await call(api('/Appointment/GetAllMyAppointments'), { token: patient!.token });
    expect((mine.json as { id: number }[]).map((a) => a.id)).toContain(booked.id);

    const again = await call(
      api(
        `/Appointment/FreeSlots?doctorId=${doctorId}&from=${hospitalDate(Date.parse(slot.startingTime))}&days=1`,
      ),
    );
    expect(parsed(freeSlotsSchema, again).days[0]!.slots.map((s) => s.startingTime)).not.toContain(
      slot.startingTime,
    );

    const cancelled = nextMessage(staffHub, APPOINTMENT_CHANGED_EVENT);
    const answer = await cancel(patient!, booked.id);
    expect(answer.json).toEqual({ id: booked.id, appointmnetState: 5, version: 2 });
    expect((await cancelled)[0]).toEqual({ id: booked.id, appointmnetState: 5, version: 2 });
    const change = await demo.server.db
      .selectFrom('appointment_state_changes')
      .selectAll()
      .where('appointment_id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      from_state: 1,
      to_state: 5,
      staff_user_id: null,
      app_user_id: patient!.id,
    });
    const audits = await demo.server.db
      .selectFrom('audit_records')
      .select(['action', 'user_name', 'area'])
      .where('entity', '=', 'Appointment')
      .where('entity_id', '=', String(booked.id))
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'AppointmentBooked', user_name: patient!.phone, area: 'appointments' },
      { action: 'AppointmentCancelledByPatient', user_name: patient!.phone, area: 'appointments' },
    ]);
    // The slot is free again, and can be booked again.
    expect(
      (await book(patient!, { doctorId, startingTime: slot.startingTime, patientId: null })).status,
    ).toBe(200);
  });

  it('refuses a time off the grid, a profile of another account, and a blocked account', async () => {
    const [a, b] = await patients(2, 21);
    const { doctorId, free } = await doctorWithSlots(2);
    const slot = firstSlot(free);
    const offGrid = new Date(Date.parse(slot.startingTime) + 60_000).toISOString();
    expect((await book(a!, { doctorId, startingTime: offGrid, patientId: null })).json).toEqual({
      message: BookingMessage.NotFree,
      code: 'NotFree',
    });
    const foreign = await book(a!, {
      doctorId,
      startingTime: slot.startingTime,
      patientId: b!.profileIds[0],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ field: 'body.patientId' });
    expect((await book(a!, { doctorId: 'x', startingTime: slot.startingTime, patientId: null })).status).toBe(
      400,
    );

    const version = (
      await demo.server.db
        .selectFrom('user_appointment_settings')
        .select('version')
        .where('app_user_id', '=', b!.id)
        .executeTakeFirstOrThrow()
    ).version;
    const block = await call(api(`/UserAppointmentSetting/${b!.id}`), {
      method: 'PUT',
      token: demo.reception,
      body: {
        maxOpenAppointments: 3,
        canBookOnline: false,
        blockedUntil: new Date(now() + 48 * HOUR).toISOString(),
        cancelHoursBefore: 2,
        reason: 'Missed three appointments',
        version,
      },
    });
    expect(block.status, block.text).toBe(200);
    const refused = await book(b!, { doctorId, startingTime: slot.startingTime, patientId: null });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: BookingMessage.Blocked, code: 'Blocked' });
    const rule = parsed(
      myBookingRuleSchema,
      await call(api('/Appointment/MyBookingRule'), { token: b!.token }),
    );
    expect(rule).toMatchObject({ canBookOnline: false, maxOpenAppointments: 3, cancelHoursBefore: 2 });
  });

  it('refuses a booking beyond the account’s most open bookings', async () => {
    const [p] = await patients(1, 23);
    await capAtOpenBookings(p!);
    const { doctorId, free } = await doctorWithSlots(3);
    const answer = await book(p!, {
      doctorId,
      startingTime: firstSlot(free).startingTime,
      patientId: null,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: BookingMessage.TooManyOpen, code: 'TooManyOpen' });
  });
});

describe('POST /api/Appointment/Book sent again', () => {
  it('answers a booking the account already holds again, stored, audited and announced once; another person is still refused', async () => {
    const [p] = await patients(1, 26);
    const { doctorId, free } = await doctorWithSlots(4);
    const body = { doctorId, startingTime: firstSlot(free, 1).startingTime, patientId: null };
    const announced: unknown[] = [];
    const listen = (event: unknown) => announced.push(event);
    staffHub.on(APPOINTMENT_CHANGED_EVENT, listen);
    try {
      const first = parsed(bookedSchema, await book(p!, body));
      // The first answer was lost (a dropped link, a restart): the site sends the same booking again,
      // now at the account's most open bookings, which a new booking would break.
      await capAtOpenBookings(p!);
      const again = parsed(bookedSchema, await book(p!, body));
      expect(again).toEqual(first);

      const rows = await demo.server.db
        .selectFrom('online_appointments')
        .select('id')
        .where('doctor_id', '=', doctorId)
        .where('starting_time', '=', new Date(body.startingTime))
        .where('state', 'not in', [5, 6])
        .execute();
      expect(rows).toEqual([{ id: first.id }]);
      const audits = await demo.server.db
        .selectFrom('audit_records')
        .select('id')
        .where('action', '=', 'AppointmentBooked')
        .where('entity_id', '=', String(first.id))
        .execute();
      expect(audits).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(announced.filter((e) => (e as { id?: number }).id === first.id)).toHaveLength(1);

      // The same slot for a family member is another booking: the slot is taken.
      const other = await book(p!, { ...body, patientId: p!.profileIds[0] });
      expect(other.status).toBe(409);
    } finally {
      staffHub.off(APPOINTMENT_CHANGED_EVENT, listen);
    }
  });
});

describe('POST /api/Appointment/{id}/CancelByPatient', () => {
  it('cancels only the caller’s own open bookings, and not within the rule’s hours before the start', async () => {
    const [owner, other] = await patients(2, 24);
    const { doctorId, free } = await doctorWithSlots(4);
    const slot = firstSlot(free, 1);
    const booked = parsed(
      bookedSchema,
      await book(owner!, { doctorId, startingTime: slot.startingTime, patientId: null }),
    );
    const foreign = await cancel(other!, booked.id);
    expect(foreign.status).toBe(404);
    expect((await cancel(owner!, 999_999_999)).status).toBe(404);

    // The owner's rule: no cancelling within 30 days of the start, which the booking is.
    const setting = await demo.server.db
      .selectFrom('user_appointment_settings')
      .select('version')
      .where('app_user_id', '=', owner!.id)
      .executeTakeFirstOrThrow();
    const rule = (cancelHoursBefore: number, version: number) =>
      call(api(`/UserAppointmentSetting/${owner!.id}`), {
        method: 'PUT',
        token: demo.reception,
        body: {
          maxOpenAppointments: 50,
          canBookOnline: true,
          blockedUntil: null,
          cancelHoursBefore,
          reason: '',
          version,
        },
      });
    expect((await rule(720, setting.version)).status).toBe(200);
    const late = await cancel(owner!, booked.id);
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ message: BookingMessage.TooLate, code: 'TooLate' });
    expect((await rule(2, setting.version + 1)).status).toBe(200);
    expect((await cancel(owner!, booked.id)).status).toBe(200);
    const twice = await cancel(owner!, booked.id);
    expect(twice.status).toBe(409);
    expect(twice.json).toEqual({ message: BookingMessage.NotOpen, code: 'NotOpen' });
  });
});

describe('appointment settings writes', () => {
  it('changes a doctor’s settings from the version read, audited, and the free slots follow', async () => {
    const { doctorId, free } = await doctorWithSlots(5);
    const day = free.days.find((d) => d.slots.length >= 4)!;
    const before = await demo.server.db
      .selectFrom('doctor_appointment_settings')
      .selectAll()
      .where('doctor_id', '=', doctorId)
      .executeTakeFirstOrThrow();
    const local = (iso: string) => new Date(Date.parse(iso) + 3 * HOUR).toISOString().slice(11, 16);
    const breakStart = local(day.slots[1]!.startingTime);
    const breakEnd = local(day.slots[1]!.endingTime);
    const body = {
      acceptsOnlineBooking: true,
      slotMinutes: before.slot_minutes,
      workingDays: before.working_days,
      dayStartsAt: before.day_starts_at.slice(0, 5),
      dayEndsAt: before.day_ends_at.slice(0, 5),
      breaks: [{ startsAt: breakStart, endsAt: breakEnd }],
      maxPatientsPerDay: before.max_patients_per_day,
      bookingWindowDays: before.booking_window_days,
      consultationFee: before.consultation_fee,
      version: before.version,
    };
    const path = api(`/Doctor/${doctorId}/AppointmentSetting`);
    const answer = await call(path, { method: 'PUT', token: demo.admin, body });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      doctorId,
      version: before.version + 1,
      breaks: [{ startsAt: breakStart, endsAt: breakEnd }],
    });
    const after = parsed(
      freeSlotsSchema,
      await call(api(`/Appointment/FreeSlots?doctorId=${doctorId}&from=${day.day}&days=1`)),
    );
    expect(after.days[0]!.slots.map((s) => s.startingTime)).not.toContain(day.slots[1]!.startingTime);
    expect(after.days[0]!.slots.map((s) => s.startingTime)).toContain(day.slots[2]!.startingTime);

    const stale = await call(path, { method: 'PUT', token: demo.admin, body });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { version: before.version + 1 } });
    const list = await call(api('/Doctor/getDoctorsAppointmentSettings'), { token: demo.admin });
    expect(
      (list.json as { doctorId: number; version: number }[]).find((s) => s.doctorId === doctorId),
    ).toMatchObject({
      version: before.version + 1,
    });
    const audit = await demo.server.db
      .selectFrom('audit_records')
      .select(['action', 'user_name'])
      .where('entity', '=', 'DoctorAppointmentSetting')
      .where('entity_id', 'like', `${doctorId}@%`)
      .where('outcome', '=', 'success')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'Update', user_name: 'admin' });
  });

  it('refuses bad settings with 400 naming every field, and staff without the area with 403', async () => {
    const path = api('/Doctor/1/AppointmentSetting');
    const bad = await call(path, {
      method: 'PUT',
      token: demo.admin,
      body: {
        acceptsOnlineBooking: 'yes',
        slotMinutes: 3,
        workingDays: 200,
        dayStartsAt: '25:00',
        dayEndsAt: '08:00',
        breaks: [],
        maxPatientsPerDay: 10,
        bookingWindowDays: 30,
        consultationFee: 0,
        version: 1,
      },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.json as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['acceptsOnlineBooking', 'slotMinutes', 'workingDays', 'dayStartsAt']),
    );
    const crossed = await call(path, {
      method: 'PUT',
      token: demo.admin,
      body: {
        acceptsOnlineBooking: true,
        slotMinutes: 15,
        workingDays: 31,
        dayStartsAt: '12:00',
        dayEndsAt: '08:00',
        breaks: [],
        maxPatientsPerDay: 10,
        bookingWindowDays: 30,
        consultationFee: 0,
        version: 1,
      },
    });
    expect(crossed.status).toBe(400);
    expect(crossed.json).toMatchObject({ field: 'body.dayEndsAt' });
    expect((await call(path, { method: 'PUT', token: demo.reception, body: {} })).status).toBe(403);
    const user = await call(api('/UserAppointmentSetting/no-such-user'), {
      method: 'PUT',
      token: demo.reception,
      body: {
        maxOpenAppointments: 2,
        canBookOnline: true,
        blockedUntil: null,
        cancelHoursBefore: 2,
        reason: '',
      },
    });
    expect(user.status).toBe(404);
  });
});

describe('appointment settings per doctor and center', () => {
  /** Local `HH:MM` in the hospital's time (UTC+3) of an instant. */
  const local = (iso: string) => new Date(Date.parse(iso) + 3 * HOUR).toISOString().slice(11, 16);
  const setting = (over: Record<string, unknown>) => ({
    acceptsOnlineBooking: true,
    slotMinutes: 30,
    workingDays: 127,
    dayStartsAt: '20:00',
    dayEndsAt: '22:00',
    breaks: [],
    maxPatientsPerDay: 3,
    bookingWindowDays: 30,
    consultationFee: 0,
    ...over,
  });
  const freeAt = async (doctorId: number, day: string, centerId?: number) =>
    parsed(
      freeSlotsSchema,
      await call(
        api(
          `/Appointment/FreeSlots?doctorId=${doctorId}&from=${day}&days=1${centerId === undefined ? '' : `&centerId=${centerId}`}`,
        ),
      ),
    ).days[0]!.slots;

  it('keeps one setting per doctor and center: created without a version, each center’s free slots follow its own, the day’s maximum counted per center', async () => {
    const { doctorId } = await doctorWithSlots(9);
    const doctor = await demo.server.db
      .selectFrom('doctors')
      .select('center_id')
      .where('id', '=', doctorId)
      .executeTakeFirstOrThrow();
    const home = doctor.center_id;
    const other = (
      await demo.server.db
        .selectFrom('centers')
        .select('id')
        .where('id', '!=', home)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const homeRow = await demo.server.db
      .selectFrom('doctor_appointment_settings')
      .selectAll()
      .where('doctor_id', '=', doctorId)
      .where('center_id', '=', home)
      .executeTakeFirstOrThrow();
    // The evening at the other center lies after the doctor's day at their own.
    expect(homeRow.day_ends_at.slice(0, 5) <= '20:00').toBe(true);
    const tomorrow = hospitalDate(now() + 24 * HOUR);
    const homeBefore = await freeAt(doctorId, tomorrow, home);
    expect(
      (await call(api(`/Appointment/FreeSlots?doctorId=${doctorId}&from=${tomorrow}&centerId=${other}`)))
        .status,
    ).toBe(404);

    const path = api(`/Doctor/${doctorId}/AppointmentSetting`);
    const created = await call(path, {
      method: 'PUT',
      token: demo.admin,
      body: setting({ centerId: other }),
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject({ doctorId, centerId: other, version: 1, slotMinutes: 30 });
    // Sent again without the version, it would overwrite what someone else may have changed: 400.
    const again = await call(path, { method: 'PUT', token: demo.admin, body: setting({ centerId: other }) });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ field: 'body.version' });

    const evening = await freeAt(doctorId, tomorrow, other);
    expect(evening.map((s) => local(s.startingTime))).toEqual(['20:00', '20:30', '21:00', '21:30']);
    expect(evening.every((s) => s.centerId === other)).toBe(true);
    // Without a center: the doctor's own center's slots and the evening's, each with its center.
    const all = await freeAt(doctorId, tomorrow);
    expect(all.filter((s) => s.centerId === home).map((s) => s.startingTime)).toEqual(
      homeBefore.map((s) => s.startingTime),
    );
    expect(all.filter((s) => s.centerId === other).map((s) => s.startingTime)).toEqual(
      evening.map((s) => s.startingTime),
    );

    const [p] = await patients(1, 30);
    const booked = await book(p!, {
      doctorId,
      startingTime: evening[0]!.startingTime,
      patientId: null,
      centerId: other,
    });
    expect(booked.status, booked.text).toBe(200);
    expect(booked.json).toMatchObject({ centerId: other });
    // Booked without a center, a start only the evening offers is booked there too.
    const second = await book(p!, { doctorId, startingTime: evening[2]!.startingTime, patientId: null });
    expect(second.status, second.text).toBe(200);
    expect(second.json).toMatchObject({ centerId: other });

    // Hour-long slots at the other center: 20:00 and 21:00 overlap the two bookings.
    const changed = await call(path, {
      method: 'PUT',
      token: demo.admin,
      body: setting({ centerId: other, slotMinutes: 60, dayEndsAt: '23:00', version: 1 }),
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await freeAt(doctorId, tomorrow, other)).map((s) => local(s.startingTime))).toEqual(['22:00']);
    const stale = await call(path, {
      method: 'PUT',
      token: demo.admin,
      body: setting({ centerId: other, version: 1 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { centerId: other, version: 2, slotMinutes: 60 } });

    // A maximum of 2 at the other center: its day is full, the doctor's own center is not.
    const full = await call(path, {
      method: 'PUT',
      token: demo.admin,
      body: setting({ centerId: other, maxPatientsPerDay: 2, version: 2 }),
    });
    expect(full.status, full.text).toBe(200);
    expect(await freeAt(doctorId, tomorrow, other)).toEqual([]);
    expect((await freeAt(doctorId, tomorrow, home)).map((s) => s.startingTime)).toEqual(
      homeBefore.map((s) => s.startingTime),
    );

    const list = (await call(api('/Doctor/getDoctorsAppointmentSettings'), { token: demo.admin })).json as {
      doctorId: number;
      centerId: number;
    }[];
    expect(
      list
        .filter((r) => r.doctorId === doctorId)
        .map((r) => r.centerId)
        .sort((a, b) => a - b),
    ).toEqual([home, other].sort((a, b) => a - b));
    const audit = await demo.server.db
      .selectFrom('audit_records')
      .select(['action'])
      .where('entity', '=', 'DoctorAppointmentSetting')
      .where('entity_id', '=', `${doctorId}@${other}`)
      .where('outcome', '=', 'success')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['Create', 'Update', 'Update']);
    const unknown = await call(path, {
      method: 'PUT',
      token: demo.admin,
      body: setting({ centerId: 999_999 }),
    });
    expect(unknown.status).toBe(404);
  }, 60_000);

  it('keeps a doctor in one place: of parallel bookings at two centers whose slots overlap, exactly one goes through', async () => {
    const { doctorId, free } = await doctorWithSlots(10);
    const home = (
      await demo.server.db
        .selectFrom('doctors')
        .select('center_id')
        .where('id', '=', doctorId)
        .executeTakeFirstOrThrow()
    ).center_id;
    const other = (
      await demo.server.db
        .selectFrom('centers')
        .select('id')
        .where('id', '!=', home)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    const slot = firstSlot(free);
    const day = hospitalDate(Date.parse(slot.startingTime));
    // The other center's day starts 5 minutes into the home slot: its first slot overlaps it.
    const start = local(new Date(Date.parse(slot.startingTime) + 5 * 60_000).toISOString());
    const end = local(new Date(Date.parse(slot.startingTime) + 65 * 60_000).toISOString());
    const made = await call(api(`/Doctor/${doctorId}/AppointmentSetting`), {
      method: 'PUT',
      token: demo.admin,
      body: setting({ centerId: other, dayStartsAt: start, dayEndsAt: end, slotMinutes: 20 }),
    });
    expect(made.status, made.text).toBe(200);
    const [otherSlot] = await freeAt(doctorId, day, other);
    expect(otherSlot).toBeDefined();
    expect(Date.parse(otherSlot!.startingTime) - Date.parse(slot.startingTime)).toBe(5 * 60_000);
    const callers = await patients(10, 31);
    const answers = await Promise.all(
      callers.map((p, i) =>
        book(
          p,
          i % 2 === 0
            ? { doctorId, startingTime: slot.startingTime, patientId: null, centerId: home }
            : { doctorId, startingTime: otherSlot!.startingTime, patientId: null, centerId: other },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
  }, 60_000);
});

describe('GET /api/UserAppointmentSetting/FindAccount', () => {
  it('finds an account by its phone number as staff type it, says whether it has a rule, and records the read', async () => {
    const account = await demo.server.db
      .selectFrom('app_users as u')
      .leftJoin('user_appointment_settings as s', 's.app_user_id', 'u.id')
      .select(['u.id', 'u.name', 'u.phone_number'])
      .where('s.id', 'is', null)
      .orderBy('u.id', 'desc')
      .executeTakeFirstOrThrow();
    const national = `0${account.phone_number.slice(4)}`;
    const typed = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    const find = (phone: string, token = demo.reception) =>
      call(api(`/UserAppointmentSetting/FindAccount?phoneNumber=${encodeURIComponent(phone)}`), { token });
    const first = await find(typed);
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({
      appUserId: account.id,
      name: account.name,
      phoneNumber: account.phone_number,
      hasSetting: false,
    });
    const read = await demo.server.db
      .selectFrom('audit_records')
      .select(['action', 'entity', 'user_name'])
      .where('entity', '=', 'AppUsers')
      .where('user_name', '=', 'reception')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(read).toEqual({ action: 'Read', entity: 'AppUsers', user_name: 'reception' });

    // Its first rule is created without a version; from then on the account has one.
    const created = await call(api(`/UserAppointmentSetting/${account.id}`), {
      method: 'PUT',
      token: demo.reception,
      body: {
        maxOpenAppointments: 1,
        canBookOnline: true,
        blockedUntil: null,
        cancelHoursBefore: 6,
        reason: 'New',
      },
    });
    expect(created.status, created.text).toBe(200);
    expect(((await find(account.phone_number)).json as { hasSetting: boolean }).hasSetting).toBe(true);

    expect((await find('0750 000 0000')).status).toBe(404);
    expect((await find('not a phone')).status).toBe(400);
    expect((await find(typed, demo.admin)).status).toBe(200);
    expect((await call(api('/UserAppointmentSetting/FindAccount?phoneNumber=07500000000'))).status).toBe(401);
  });
});
