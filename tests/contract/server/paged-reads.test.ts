import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditPageWire } from '../../../src/contract/audit/audit';
import {
  appointmentGridPageSchema,
  type AppointmentGridPageWire,
} from '../../../src/contract/appointments/appointment-grid';
import { validate, type Schema } from '../../../src/contract/shared/schema';
import { call, type Answer } from '../../server/support/http-client';
import { startDemoServer, type DemoServer } from './demo-server';

let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemoServer();
}, 120_000);

afterAll(async () => {
  await demo?.stop();
});

/** `null`: no token at all. */
const audit = (query: string, token: string | null = demo.admin): Promise<Answer> =>
  call(`${demo.server.url}/api/Auidts${query}`, token === null ? {} : { token });

const grid = (query: string, token: string | null = demo.admin): Promise<Answer> =>
  call(
    `${demo.server.url}/api/Appointment/FilterAppointmentsDashboard${query}`,
    token === null ? {} : { token },
  );

function accepted<T>(check: Schema<T>, answer: Answer): T {
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  const result = validate(check, answer.json);
  if (!result.ok) throw new Error(`refused at ${result.field}`);
  return result.value;
}

describe('GET /api/Auidts?page={offset}&limit={end}', () => {
  it('tiles the newest-first log: consecutive pages join into one page of their union', async () => {
    const whole = accepted<AuditPageWire>(auditPageSchema, await audit('?page=0&limit=60'));
    const parts = await Promise.all(
      [
        [0, 10],
        [10, 35],
        [35, 60],
      ].map(async ([offset, end]) =>
        accepted<AuditPageWire>(auditPageSchema, await audit(`?page=${offset}&limit=${end}`)),
      ),
    );
    expect(parts.flatMap((p) => p.records)).toEqual(whole.records);
    expect(whole.records).toHaveLength(60);
    const times = whole.records.map((r) => Date.parse(r.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const total = await demo.server.db
      .selectFrom('audit_records')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const part of [whole, ...parts]) expect(part.count).toBe(Number(total.n));
  });

  it('answers the page the audit call asks for: page 3 of size 10 is records 20 to 30', async () => {
    const size = 10;
    const page = 3;
    const third = accepted<AuditPageWire>(
      auditPageSchema,
      await audit(`?page=${(page - 1) * size}&limit=${page * size}`),
    );
    const first30 = accepted<AuditPageWire>(auditPageSchema, await audit('?page=0&limit=30'));
    expect(third.records).toEqual(first30.records.slice(20, 30));
  });

  it.each([
    ['no query', ''],
    ['offset not a number', '?page=a&limit=10'],
    ['negative offset', '?page=-1&limit=10'],
    ['fractional end', '?page=0&limit=1.5'],
    ['offset equal to end', '?page=10&limit=10'],
    ['offset after end', '?page=20&limit=10'],
    ['more than 100 records', '?page=0&limit=101'],
    ['end missing', '?page=0'],
  ])('answers 400 with a message for %s', async (_name, query) => {
    const answer = await audit(query);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: expect.any(String) });
  });

  it('answers 401 without a token and 403 to reception, whose role lacks the audit area', async () => {
    expect((await audit('?page=0&limit=10', null)).status).toBe(401);
    expect((await audit('?page=0&limit=10', demo.reception)).status).toBe(403);
  });
});

describe('GET /api/Appointment/FilterAppointmentsDashboard', () => {
  it('pages by 50 by default, the pages tiling the filter in newest-start-first order', async () => {
    const first = accepted<AppointmentGridPageWire>(appointmentGridPageSchema, await grid('?skip=0'));
    const second = accepted<AppointmentGridPageWire>(appointmentGridPageSchema, await grid('?skip=50'));
    const both = accepted<AppointmentGridPageWire>(
      appointmentGridPageSchema,
      await grid('?skip=0&pageSize=100'),
    );
    expect(first.appointments).toHaveLength(50);
    expect([...first.appointments, ...second.appointments]).toEqual(both.appointments);
    const starts = both.appointments.map((a) => Date.parse(a.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(first.count).toBe(both.count);
    expect(first.states.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('names each row as the day’s board does: who it is for and the doctor, in three languages', async () => {
    const page = accepted<AppointmentGridPageWire>(
      appointmentGridPageSchema,
      await grid('?skip=4000&pageSize=100'),
    );
    expect(page.appointments).toHaveLength(100);
    const ids = page.appointments.map((a) => Number(a.id));
    // Read apart: the family member's name when it is for one, else the account's.
    const rows = await demo.server.db
      .selectFrom('online_appointments as a')
      .innerJoin('app_users as u', 'u.id', 'a.issuer_id')
      .leftJoin('patient_profiles as p', 'p.id', 'a.patient_profile_id')
      .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
      .select(['a.id', 'u.name', 'u.phone_number', 'p.full_name', 'd.name_en', 'd.name_ku', 'd.name_ar'])
      .where('a.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const a of page.appointments) {
      const r = byId.get(Number(a.id))!;
      expect(a.patientName).toBe(r.full_name ?? (r.name === '' ? r.phone_number : r.name));
      expect(a.doctorName).toEqual({ en: r.name_en, ku: r.name_ku, ar: r.name_ar });
    }
  });

  it('counts the whole filter and sends only rows that match it', async () => {
    const doctor = await demo.server.db
      .selectFrom('online_appointments')
      .select('doctor_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = accepted<AppointmentGridPageWire>(
      appointmentGridPageSchema,
      await grid(`?skip=0&pageSize=100&doctorId=${doctor.doctor_id}&appointmentState=4`),
    );
    const expected = await demo.server.db
      .selectFrom('online_appointments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('doctor_id', '=', doctor.doctor_id)
      .where('state', '=', 4)
      .executeTakeFirstOrThrow();
    expect(page.count).toBe(Number(expected.n));
    expect(page.appointments.length).toBe(Math.min(100, page.count));
    for (const a of page.appointments) expect(a.appointmentState).toBe(4);
  });

  it('keeps the days from and to, both included', async () => {
    const page = accepted<AppointmentGridPageWire>(
      appointmentGridPageSchema,
      await grid('?skip=0&pageSize=100&from=2026-05-26&to=2026-05-27'),
    );
    for (const a of page.appointments) {
      expect(a.startTime >= '2026-05-26T00:00:00' && a.startTime < '2026-05-28T00:00:00').toBe(true);
    }
  });

  it('answers an empty page past the end, with the total', async () => {
    const page = accepted<AppointmentGridPageWire>(appointmentGridPageSchema, await grid('?skip=1000000'));
    expect(page.appointments).toEqual([]);
    expect(page.count).toBeGreaterThan(0);
  });

  it.each([
    ['skip missing', ''],
    ['skip negative', '?skip=-50'],
    ['skip not a number', '?skip=x'],
    ['page size 0', '?skip=0&pageSize=0'],
    ['page size above 100', '?skip=0&pageSize=101'],
    ['state 8', '?skip=0&appointmentState=8'],
    ['doctor not a number', '?skip=0&doctorId=abc'],
    ['day not a day', '?skip=0&from=2026-02-30'],
    ['from after to', '?skip=0&from=2026-05-02&to=2026-05-01'],
  ])('answers 400 with a message for %s', async (_name, query) => {
    const answer = await grid(query);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: expect.any(String) });
  });

  it('answers reception (area appointments) and refuses a caller without a token', async () => {
    expect((await grid('?skip=0', demo.reception)).status).toBe(200);
    expect((await grid('?skip=0', null)).status).toBe(401);
  });
});
