import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorProfileSchema, type DoctorProfileWire } from '../../../src/contract/insights/doctor-profile';
import { validate } from '../../../src/contract/shared/schema';
import { effectiveState } from '../../../server/features/appointments/apply-state-change';
import { DemoRole } from '../../../server/seed/demo-seed-accounts';
import { call } from '../../server/support/http-client';
import { startDemoServer, type DemoServer } from './demo-server';

let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemoServer();
}, 120_000);

afterAll(async () => {
  await demo?.stop();
});

/** This month in UTC: the caller's month in these tests. */
const MONTH = (() => {
  const now = new Date();
  return {
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
})();

const url = (id: number | string, from = MONTH.from.toISOString(), to = MONTH.to.toISOString()) =>
  `${demo.server.url}/api/Dashboard/DoctorProfile/${id}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

async function profile(token: string, id: number): Promise<DoctorProfileWire> {
  const answer = await call(url(id), { token });
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  const checked = validate(doctorProfileSchema, answer.json);
  if (!checked.ok) throw new Error(`refused at ${checked.field}`);
  return checked.value;
}

/** A doctor with feedbacks and answers to questions in the demo data. */
async function doctorWithFeedback(): Promise<number> {
  const row = await demo.server.db
    .selectFrom('feedback_answers as a')
    .innerJoin('feedbacks as f', 'f.id', 'a.feedback_id')
    .select('f.doctor_id')
    .where('f.doctor_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.doctor_id);
}

describe('GET /api/Dashboard/DoctorProfile/{id}', () => {
  it('answers 401 without a token, 403 without the doctors area, 400 for a bad id or month, 404 for no doctor', async () => {
    expect((await call(url(1))).status).toBe(401);
    expect((await call(url(1), { token: demo.reception })).status).toBe(403);
    expect((await call(url('x'), { token: demo.admin })).status).toBe(400);
    const backwards = await call(url(1, MONTH.to.toISOString(), MONTH.from.toISOString()), {
      token: demo.admin,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json).toMatchObject({ field: 'query.to' });
    const year = await call(url(1, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'), { token: demo.admin });
    expect(year.status).toBe(400);
    expect((await call(url(999_999), { token: demo.admin })).status).toBe(404);
  });

  it("gives the doctor's details, tags, assistants and certificates as the database holds them", async () => {
    const id = await doctorWithFeedback();
    const answer = await profile(demo.admin, id);
    const db = demo.server.db;
    const doctor = await db.selectFrom('doctors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(answer.doctor).toMatchObject({ id, nameEn: doctor.name_en, nameAr: doctor.name_ar });
    expect(answer.center?.id).toBe(doctor.center_id);
    expect(answer.speciality?.id).toBe(doctor.speciality_id);
    const tags = await db
      .selectFrom('doctor_tag_links')
      .select('doctor_tag_id')
      .where('doctor_id', '=', id)
      .execute();
    expect(answer.tags.map((t) => t.id).sort()).toEqual(tags.map((t) => t.doctor_tag_id).sort());
    const assistants = await db
      .selectFrom('doctor_assistant_doctors')
      .select('doctor_assistant_id')
      .where('doctor_id', '=', id)
      .execute();
    expect(answer.assistants.map((a) => a.id).sort()).toEqual(
      assistants.map((a) => a.doctor_assistant_id).sort(),
    );
    const certificates = await db
      .selectFrom('doctor_certifications')
      .select('id')
      .where('doctor_id', '=', id)
      .execute();
    expect(answer.certificates).toHaveLength(certificates.length);
  });

  it("counts the month's appointments by state after the missed rule", async () => {
    const id = await doctorWithFeedback();
    const answer = await profile(demo.admin, id);
    const now = Date.now();
    const rows = await demo.server.db
      .selectFrom('online_appointments')
      .select(['state', 'starting_time'])
      .where('doctor_id', '=', id)
      .where('starting_time', '>=', MONTH.from)
      .where('starting_time', '<', MONTH.to)
      .execute();
    const expected = new Map<number, number>();
    for (const row of rows) {
      const state = effectiveState(row.state, row.starting_time, now);
      expected.set(state, (expected.get(state) ?? 0) + 1);
    }
    expect(new Map(answer.month?.states.map((s) => [s.state, s.count]))).toEqual(expected);
  });

  it("gives the feedbacks' mean and each question's mean of its answers", async () => {
    const id = await doctorWithFeedback();
    const answer = await profile(demo.admin, id);
    const db = demo.server.db;
    const feedbacks = await db.selectFrom('feedbacks').select('rating').where('doctor_id', '=', id).execute();
    expect(answer.feedback?.count).toBe(feedbacks.length);
    const mean = feedbacks.reduce((s, f) => s + f.rating, 0) / feedbacks.length;
    expect(answer.feedback?.average).toBeCloseTo(mean, 2);
    expect(answer.feedback?.latest.length).toBe(Math.min(10, feedbacks.length));
    const answered = answer.feedback?.questions.filter((q) => q.count > 0) ?? [];
    expect(answered.length).toBeGreaterThan(0);
    for (const question of answered) {
      const ratings = await db
        .selectFrom('feedback_answers')
        .select('rating')
        .where('feedback_question_id', '=', question.id)
        .execute();
      expect(question.count).toBe(ratings.length);
      expect(question.average).toBeCloseTo(ratings.reduce((s, r) => s + r.rating, 0) / ratings.length, 2);
    }
  });

  it('leaves out the parts of areas the caller lacks, at the next request after a role change', async () => {
    const id = await doctorWithFeedback();
    const db = demo.server.db;
    await db.insertInto('role_areas').values({ role_id: DemoRole.Reception.id, area: 'doctors' }).execute();
    try {
      const answer = await profile(demo.reception, id);
      expect(answer.month).toBeDefined();
      expect(answer.feedback).toBeUndefined();
    } finally {
      await db
        .deleteFrom('role_areas')
        .where('role_id', '=', DemoRole.Reception.id)
        .where('area', '=', 'doctors')
        .execute();
    }
  });
});
