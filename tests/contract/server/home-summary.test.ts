import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_SERIES_DAYS,
  homeSummarySchema,
  type HomeSummaryWire,
} from '../../../src/contract/home/home-summary';
import { validate } from '../../../src/contract/shared/schema';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { effectiveState } from '../../../server/features/appointments/apply-state-change';
import { call } from '../../server/support/http-client';
import { startDemoServer, type DemoServer } from './demo-server';

let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemoServer();
}, 120_000);

afterAll(async () => {
  await demo?.stop();
});

const DAY_MS = 86_400_000;

/** The start of today in UTC: the caller's midnight in these tests. */
const todayStart = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
};

async function summary(token: string, from = todayStart().toISOString()): Promise<HomeSummaryWire> {
  const answer = await call(`${demo.server.url}/api/Dashboard/HomeSummary?from=${encodeURIComponent(from)}`, {
    token,
  });
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  const checked = validate(homeSummarySchema, answer.json);
  if (!checked.ok) throw new Error(`refused at ${checked.field}`);
  return checked.value;
}

describe('GET /api/Dashboard/HomeSummary', () => {
  it('answers 401 without a token and 400 for a from that is not an instant', async () => {
    expect((await call(`${demo.server.url}/api/Dashboard/HomeSummary?from=x`)).status).toBe(401);
    const bad = await call(`${demo.server.url}/api/Dashboard/HomeSummary?from=yesterday`, {
      token: demo.admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: 'query.from' });
  });

  it('gives reception only the parts of her areas (appointments and chat)', async () => {
    const answer = await summary(demo.reception);
    expect(Object.keys(answer).sort()).toEqual(['appointments', 'chat', 'from']);
  });

  it('gives the administrator every part', async () => {
    const answer = await summary(demo.admin);
    expect(Object.keys(answer).sort()).toEqual([
      'applications',
      'appointments',
      'chat',
      'contact',
      'feedback',
      'from',
      'otp',
    ]);
  });

  it("counts today's appointments by state after the missed rule, as the rows in the database say", async () => {
    const from = todayStart();
    const answer = await summary(demo.admin, from.toISOString());
    const now = Date.now();
    const rows = await demo.server.db
      .selectFrom('online_appointments')
      .select(['state', 'starting_time'])
      .where('starting_time', '>=', from)
      .where('starting_time', '<', new Date(from.getTime() + DAY_MS))
      .execute();
    const expected = new Map<number, number>();
    for (const row of rows) {
      const state = effectiveState(row.state, row.starting_time, now);
      expected.set(state, (expected.get(state) ?? 0) + 1);
    }
    const got = new Map(answer.appointments?.today.map((r) => [r.state, r.count]));
    expect(got).toEqual(expected);
    expect(answer.appointments?.missedSoFar).toBe(expected.get(AppointmentState.Missed) ?? 0);
  });

  it('counts every appointment of the last 30 days once, on its day', async () => {
    const from = todayStart();
    const answer = await summary(demo.admin, from.toISOString());
    const first = new Date(from.getTime() - (HOME_SERIES_DAYS - 1) * DAY_MS);
    const rows = await demo.server.db
      .selectFrom('online_appointments')
      .select(['starting_time'])
      .where('starting_time', '>=', first)
      .where('starting_time', '<', new Date(from.getTime() + DAY_MS))
      .execute();
    const perDay = answer.appointments?.perDay ?? [];
    expect(perDay.reduce((sum, r) => sum + r.count, 0)).toBe(rows.length);
    const fiveDaysAgo = rows.filter((r) => {
      const t = r.starting_time.getTime();
      return t >= from.getTime() - 5 * DAY_MS && t < from.getTime() - 4 * DAY_MS;
    }).length;
    expect(perDay.filter((r) => r.daysAgo === 5).reduce((sum, r) => sum + r.count, 0)).toBe(fiveDaysAgo);
  });

  it('counts new complaints by their stored status', async () => {
    const open = await demo.server.db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'Open')
      .executeTakeFirstOrThrow();
    expect((await summary(demo.admin)).feedback?.newComplaints).toBe(Number(open.n));
  });

  it("counts today's contact messages, and a message sent from the site adds one", async () => {
    const from = todayStart();
    const before = (await summary(demo.admin, from.toISOString())).contact?.newMessages;
    const stored = await demo.server.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>=', from)
      .where('created_at', '<', new Date(from.getTime() + DAY_MS))
      .executeTakeFirstOrThrow();
    expect(before).toBe(Number(stored.n));
    const sent = await call(`${demo.server.url}/api/SiteForms/Contact`, {
      body: {
        fullName: 'Shilan Ahmed',
        phoneNumber: '0750 123 4567',
        email: '',
        subject: 'Parking',
        message: 'Is there parking?',
      },
    });
    expect(sent.status).toBe(200);
    expect((await summary(demo.admin, from.toISOString())).contact?.newMessages).toBe(Number(stored.n) + 1);
    // Yesterday's figure does not move with a message sent today.
    const yesterday = new Date(from.getTime() - DAY_MS).toISOString();
    const earlier = await demo.server.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>=', new Date(from.getTime() - DAY_MS))
      .where('created_at', '<', from)
      .executeTakeFirstOrThrow();
    expect((await summary(demo.admin, yesterday)).contact?.newMessages).toBe(Number(earlier.n));
  });

  it("counts today's applications as the submitted CVs of today", async () => {
    const from = todayStart();
    const cv = await demo.server.db
      .insertInto('submitted_cvs')
      .values({ full_name: 'Test Applicant', cv_url: null, created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = await demo.server.db
      .selectFrom('submitted_cvs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>=', from)
      .where('created_at', '<', new Date(from.getTime() + DAY_MS))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBeGreaterThan(0);
    expect((await summary(demo.admin, from.toISOString())).applications?.newApplications).toBe(
      Number(stored.n),
    );
    await demo.server.db.deleteFrom('submitted_cvs').where('id', '=', cv.id).execute();
  });
});
