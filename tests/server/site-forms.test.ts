import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenKind } from '../../server/auth/token-kind';
import { HubPath } from '../../server/realtime';
import { call, tokensOf } from './support/http-client';
import { eventually, hubClient, nextMessage } from './support/signalr-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;
let chatToken: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  const tokens = await tokensOf(server.url, 'admin', 'demo-admin');
  admin = tokens.serviceToken;
  chatToken = tokens.chatToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

/** Each test sends from an address of its own, so the limits of one never reach another. */
let nextHost = 10;
const address = () => `127.0.9.${nextHost++}`;

const contact = (body: unknown, localAddress: string) =>
  call(`${server.url}/api/SiteForms/Contact`, { body, localAddress });

const CONTACT = {
  fullName: 'Shilan Ahmed',
  phoneNumber: '0750 123 4567',
  email: '',
  subject: 'Parking',
  message: 'Is there parking near the main center?',
};

async function patient(phoneNumber: string): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  await server.db
    .insertInto('app_users')
    .values({ id, name: 'Test Patient', phone_number: phoneNumber })
    .execute();
  const { token } = await server.tokens.issue(TokenKind.Patient, id, { phoneNumber });
  return { id, token };
}

describe('POST /api/SiteForms/Contact', () => {
  it('stores the message with the number in E.164 and an audit record, and tells staff on the hub', async () => {
    const hub = hubClient(`${server.url}${HubPath.Harem}`, chatToken);
    await hub.start();
    await eventually(() => server.hubs.harem.connectionCount >= 1);
    const notice = nextMessage(hub, 'submissionReceived');
    const answer = await contact(CONTACT, address());
    expect(answer.status).toBe(200);
    const { id } = answer.json as { id: number };
    const row = await server.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'Shilan Ahmed',
      phone_number: '+9647501234567',
      subject: 'Parking',
    });
    expect(await notice).toEqual([{ kind: 'contact', id }]);
    const audit = await server.db
      .selectFrom('audit_records')
      .selectAll()
      .where('entity', '=', 'ContactMessage')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'Create', area: 'contact', actor_kind: 'anonymous' });
    await hub.stop();
  });

  it('refuses a bad form with 400 naming every refused field and its problem, storing nothing', async () => {
    const before = await server.db.selectFrom('contact_messages').select('id').execute();
    const answer = await contact(
      { fullName: '  ', phoneNumber: '', email: 'not-mail', subject: 'x'.repeat(201), message: 'Hi' },
      address(),
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      field: 'body.fullName',
      errors: [
        { field: 'fullName', problem: 'required' },
        { field: 'email', problem: 'notAnEmail' },
        { field: 'subject', problem: 'tooLong' },
      ],
    });
    expect(await server.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(before.length);
  });

  it('asks for a phone number or an e-mail address', async () => {
    const answer = await contact({ ...CONTACT, phoneNumber: '' }, address());
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ errors: [{ field: 'phoneNumber', problem: 'phoneOrEmail' }] });
  });

  it('answers a body that is not an object with 400, never 500', async () => {
    for (const body of ['[]', 'null', '"text"', '{"fullName": 3}']) {
      const answer = await call(`${server.url}/api/SiteForms/Contact`, { body, localAddress: address() });
      expect(answer.status, body).toBe(400);
    }
  });

  it('answers a filled honeypot as if stored, but stores nothing and audits the refusal', async () => {
    const count = async () => (await server.db.selectFrom('contact_messages').select('id').execute()).length;
    const before = await count();
    const answer = await contact({ ...CONTACT, website: 'http://spam.example' }, address());
    expect(answer.status).toBe(200);
    expect(await count()).toBe(before);
    const denied = await server.db
      .selectFrom('audit_records')
      .select('reason')
      .where('entity', '=', 'ContactMessage')
      .where('outcome', '=', 'denied')
      .execute();
    expect(denied.map((r) => r.reason)).toContain('honeypot filled');
  });

  it('takes 10 messages from one address in the window and refuses the 11th with 429 and Retry-After', async () => {
    const from = address();
    for (let i = 0; i < 10; i++) {
      const answer = await contact({ ...CONTACT, phoneNumber: '', email: `p${i}@example.com` }, from);
      expect(answer.status, `message ${i + 1}`).toBe(200);
    }
    const eleventh = await contact({ ...CONTACT, phoneNumber: '', email: 'p11@example.com' }, from);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contact(CONTACT, address())).toMatchObject({ status: 200 });
  });

  it('refuses the 6th message from one phone number whatever the address', async () => {
    const phoneNumber = '0770 555 0101';
    for (let i = 0; i < 5; i++)
      expect((await contact({ ...CONTACT, phoneNumber }, address())).status).toBe(200);
    // The same number typed another way is the same number.
    expect((await contact({ ...CONTACT, phoneNumber: '+964 770 555 0101' }, address())).status).toBe(429);
  });

  it('counts only the sends of the last 60 minutes, of the same kind', async () => {
    const from = address();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const logged = (kind: string, at: Date) => ({
      kind,
      client_address: from,
      phone_number: null,
      at,
    });
    // Ten contact messages an hour and a minute ago, and ten complaints just now: none counts.
    await server.db
      .insertInto('public_submissions')
      .values([
        ...Array.from({ length: 10 }, () => logged('contact', minutesAgo(61))),
        ...Array.from({ length: 10 }, () => logged('complaint', minutesAgo(1))),
      ])
      .execute();
    expect((await contact({ ...CONTACT, phoneNumber: '', email: 'w@example.com' }, from)).status).toBe(200);
    // Nine more within the hour make ten: the next is refused.
    await server.db
      .insertInto('public_submissions')
      .values(Array.from({ length: 9 }, () => logged('contact', minutesAgo(59))))
      .execute();
    expect((await contact({ ...CONTACT, phoneNumber: '', email: 'w@example.com' }, from)).status).toBe(429);
  });
});

describe('complaints', () => {
  it("gives a visitor's complaint a reference number; a visitor must give a phone number", async () => {
    const refused = await call(`${server.url}/api/SiteForms/Complaint`, {
      body: { fullName: 'Ali', subject: 'Wait', body: 'Two hours.' },
      localAddress: address(),
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ errors: [{ field: 'phoneNumber', problem: 'required' }] });
    const answer = await call(`${server.url}/api/SiteForms/Complaint`, {
      body: { fullName: 'Ali', phoneNumber: '07801112233', subject: 'Wait', body: 'Two hours.' },
      localAddress: address(),
    });
    expect(answer.status).toBe(200);
    expect((answer.json as { reference: string }).reference).toMatch(/^C-\d{4}-\d{6}$/);
  });

  it('refuses the 6th complaint from one phone number in the window with 429, whatever the address', async () => {
    const complaint = (phoneNumber: string) =>
      call(`${server.url}/api/SiteForms/Complaint`, {
        body: { fullName: 'Dara', phoneNumber, subject: 'Queue', body: 'Too long.' },
        localAddress: address(),
      });
    for (let i = 0; i < 5; i++)
      expect((await complaint('0751 555 0202')).status, `complaint ${i + 1}`).toBe(200);
    const sixth = await complaint('+9647515550202');
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('3600');
    expect((await complaint('0751 555 0203')).status).toBe(200);
  });

  it('moves a patient complaint new → in progress → resolved, showing the patient only the public note', async () => {
    const { token } = await patient('+9647509990001');
    const filed = await call(`${server.url}/api/SiteForms/MyComplaint`, {
      body: { fullName: 'Rozh', subject: 'Lost result', body: 'My lab result is missing.' },
      token,
      localAddress: address(),
    });
    expect(filed.status).toBe(200);
    const { id, reference } = filed.json as { id: number; reference: string };
    const move = (body: unknown, who = admin) =>
      call(`${server.url}/api/ComplaintWorkflow/${id}/status`, { method: 'PUT', body, token: who });

    expect((await move({ status: 'Resolved', note: 'skip', version: 1 })).status).toBe(409);
    expect((await move({ status: 'InProgress', note: 'Asked the lab', version: 1 }, reception)).status).toBe(
      403,
    );
    const started = await move({ status: 'InProgress', note: 'Asked the lab', version: 1 });
    expect(started.json).toMatchObject({ status: 'InProgress', version: 2 });
    expect((await move({ status: 'Resolved', note: 'late', version: 1 })).json).toMatchObject({
      code: 'Stale',
    });
    const done = await move({
      status: 'Resolved',
      note: 'Re-sent by SMS',
      publicNote: 'Your result was sent again.',
      version: 2,
    });
    expect(done.status).toBe(200);

    const mine = await call(`${server.url}/api/SiteForms/MyComplaints`, { token });
    expect(mine.json).toEqual([
      expect.objectContaining({
        id,
        reference,
        status: 'Resolved',
        publicNote: 'Your result was sent again.',
      }),
    ]);
    expect(JSON.stringify(mine.json)).not.toContain('Re-sent by SMS');

    const steps = await call(`${server.url}/api/ComplaintWorkflow/${id}/steps`, { token: admin });
    expect(steps.json).toMatchObject([
      { fromStatus: 'Open', toStatus: 'InProgress', note: 'Asked the lab', staffName: 'Demo Administrator' },
      { fromStatus: 'InProgress', toStatus: 'Resolved', note: 'Re-sent by SMS' },
    ]);
    const audit = await server.db
      .selectFrom('audit_records')
      .select('reason')
      .where('action', '=', 'ComplaintStatus')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((a) => a.reason)).toEqual([
      'from Open to InProgress; Asked the lab',
      'from InProgress to Resolved; Re-sent by SMS',
    ]);
  });

  it("never shows a patient another patient's complaints", async () => {
    const other = await patient('+9647509990012');
    const filed = await call(`${server.url}/api/SiteForms/MyComplaint`, {
      body: { fullName: 'Other', subject: 'Noise', body: 'Loud at night.' },
      token: other.token,
      localAddress: address(),
    });
    expect(filed.status).toBe(200);
    const { token } = await patient('+9647509990002');
    const mine = await call(`${server.url}/api/SiteForms/MyComplaints`, { token });
    expect(mine.json).toEqual([]);
  });

  it('shows a patient, once signed in, the complaints a visitor filed with their number, as staff move them', async () => {
    // Filed as a visitor, the number typed the way people type it.
    const filed = await call(`${server.url}/api/SiteForms/Complaint`, {
      body: { fullName: 'Hana', phoneNumber: '0750 999 0003', subject: 'Cold room', body: 'Ward 3 is cold.' },
      localAddress: address(),
    });
    expect(filed.status).toBe(200);
    const { id, reference } = filed.json as { id: number; reference: string };
    // Another visitor's complaint, another number: not hers.
    await call(`${server.url}/api/SiteForms/Complaint`, {
      body: { fullName: 'Ako', phoneNumber: '0750 999 0004', subject: 'Parking', body: 'No space.' },
      localAddress: address(),
    });

    const { token } = await patient('+9647509990003');
    const before = await call(`${server.url}/api/SiteForms/MyComplaints`, { token });
    expect(before.json).toEqual([
      expect.objectContaining({ id, reference, subject: 'Cold room', status: 'Open', publicNote: '' }),
    ]);

    const moved = await call(`${server.url}/api/ComplaintWorkflow/${id}/status`, {
      method: 'PUT',
      body: {
        status: 'InProgress',
        note: 'Heating checked',
        publicNote: 'A technician is on the way.',
        version: 1,
      },
      token: admin,
    });
    expect(moved.status).toBe(200);
    const after = await call(`${server.url}/api/SiteForms/MyComplaints`, { token });
    expect(after.json).toEqual([
      expect.objectContaining({ id, status: 'InProgress', publicNote: 'A technician is on the way.' }),
    ]);
    expect(JSON.stringify(after.json)).not.toContain('Heating checked');

    // The number's owner sees it; the same number on no account, or another account, does not.
    const stranger = await patient('+9647509990005');
    expect((await call(`${server.url}/api/SiteForms/MyComplaints`, { token: stranger.token })).json).toEqual(
      [],
    );
  });
});

describe('feedback on an attended appointment', () => {
  /** A doctor who is asked questions, with the center the doctor works in. */
  async function askedDoctor(): Promise<{ doctorId: number; centerId: number; questions: number[] }> {
    const row = await server.db
      .selectFrom('feedback_questions as q')
      .innerJoin('doctors as d', 'd.id', 'q.doctor_id')
      .select(['d.id', 'd.center_id'])
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const questions = await server.db
      .selectFrom('feedback_questions')
      .select('id')
      .where('doctor_id', '=', row.id)
      .execute();
    return { doctorId: row.id, centerId: row.center_id, questions: questions.map((q) => q.id) };
  }

  async function appointment(issuerId: string, state: number, startsInMinutes: number): Promise<number> {
    const { doctorId, centerId } = await askedDoctor();
    const start = new Date(Date.now() + startsInMinutes * 60_000);
    const row = await server.db
      .insertInto('online_appointments')
      .values({
        issuer_id: issuerId,
        doctor_id: doctorId,
        center_id: centerId,
        state,
        starting_time: start,
        ending_time: new Date(start.getTime() + 20 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const rate = (body: unknown, token: string) =>
    call(`${server.url}/api/SiteForms/Feedback`, { body, token, localAddress: address() });

  it("stores a patient's rating of a seen appointment's doctor once, with an answer per question, and refuses a second", async () => {
    const me = await patient('+9647509990101');
    const id = await appointment(me.id, 4, -24 * 60);
    const { doctorId, questions } = await askedDoctor();

    const options = await call(`${server.url}/api/SiteForms/MyFeedbackOptions`, { token: me.token });
    expect(options.status).toBe(200);
    expect(options.json).toEqual([
      expect.objectContaining({
        appointmentId: id,
        rated: false,
        doctor: expect.objectContaining({
          id: doctorId,
          questions: questions.map((q) => expect.objectContaining({ id: q })),
        }),
      }),
    ]);

    const hub = hubClient(`${server.url}${HubPath.Harem}`, chatToken);
    await hub.start();
    await eventually(() => server.hubs.harem.connectionCount >= 1);
    const notice = nextMessage(hub, 'submissionReceived');
    const body = {
      appointmentId: id,
      rating: 4,
      comment: 'Kind and on time.',
      answers: questions.map((questionId, i) => ({ questionId, rating: 1 + (i % 5) })),
    };
    const first = await rate(body, me.token);
    expect(first.status).toBe(200);
    const feedbackId = (first.json as { id: number }).id;
    expect(await notice).toEqual([{ kind: 'feedback', id: feedbackId }]);
    await hub.stop();

    const stored = await server.db
      .selectFrom('feedbacks')
      .selectAll()
      .where('id', '=', feedbackId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ appointment_id: id, doctor_id: doctorId, rating: 4, app_user_id: me.id });
    const answers = await server.db
      .selectFrom('feedback_answers')
      .select('feedback_question_id')
      .where('feedback_id', '=', feedbackId)
      .execute();
    expect(answers.map((a) => a.feedback_question_id).sort()).toEqual([...questions].sort());
    const audit = await server.db
      .selectFrom('audit_records')
      .selectAll()
      .where('entity', '=', 'Feedback')
      .where('entity_id', '=', String(feedbackId))
      .execute();
    expect(audit).toMatchObject([{ action: 'Create', area: 'feedback', actor_kind: 'patient' }]);

    // Staff see it in the doctor's feedbacks.
    const staffList = await call(`${server.url}/api/Feedbacks/GetDashboardDoctorFeedbacks/${doctorId}`, {
      token: admin,
    });
    expect(staffList.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: feedbackId, rating: 4, appointmentId: id })]),
    );

    const second = await rate({ ...body, rating: 1 }, me.token);
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'AlreadyRated' });
    const after = await call(`${server.url}/api/SiteForms/MyFeedbackOptions`, { token: me.token });
    expect(after.json).toEqual([expect.objectContaining({ appointmentId: id, rated: true })]);
  });

  it("rates one department of the visit's center on its questions: under the department's feedbacks and in its average", async () => {
    const me = await patient('+9647509990105');
    // A department staff ask questions about, and one of another center.
    const department = await server.db
      .selectFrom('building_departments as b')
      .innerJoin('feedback_questions as q', 'q.building_department_id', 'b.id')
      .select(['b.id', 'b.center_id'])
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    const elsewhere = await server.db
      .selectFrom('building_departments')
      .select('id')
      .where('center_id', '!=', department.center_id)
      .executeTakeFirstOrThrow();
    const questions = (
      await server.db
        .selectFrom('feedback_questions')
        .select('id')
        .where('building_department_id', '=', department.id)
        .execute()
    ).map((q) => q.id);
    const doctor = await server.db.selectFrom('doctors').select('id').executeTakeFirstOrThrow();
    const start = new Date(Date.now() - 3 * 60 * 60_000);
    const { id } = await server.db
      .insertInto('online_appointments')
      .values({
        issuer_id: me.id,
        doctor_id: doctor.id,
        center_id: department.center_id,
        state: 4,
        starting_time: start,
        ending_time: new Date(start.getTime() + 20 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The page offers the department with its questions.
    const options = (await call(`${server.url}/api/SiteForms/MyFeedbackOptions`, { token: me.token }))
      .json as { appointmentId: number; departments: { id: number; questions: { id: number }[] }[] }[];
    const offered = options
      .find((o) => o.appointmentId === id)
      ?.departments.find((d) => d.id === department.id);
    expect(offered?.questions.map((q) => q.id).sort()).toEqual([...questions].sort());

    const today = new Date().toISOString().slice(0, 10);
    const averages = async () =>
      (
        (
          await call(`${server.url}/api/Dashboard/FeedbackAverages?by=department&from=${today}&to=${today}`, {
            token: admin,
          })
        ).json as { subjects: { id: number; count: number; average: number | null }[] }
      ).subjects.find((s) => s.id === department.id) ?? { count: 0, average: null };
    const before = await averages();

    const answers = questions.map((questionId) => ({ questionId, rating: 1 }));
    const foreign = await rate(
      { appointmentId: id, departmentId: elsewhere.id, rating: 1, answers },
      me.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ errors: [{ field: 'departmentId', problem: 'notAChoice' }] });

    const rated = await rate(
      { appointmentId: id, departmentId: department.id, rating: 1, comment: 'Long wait.', answers },
      me.token,
    );
    expect(rated.status).toBe(200);
    const feedbackId = (rated.json as { id: number }).id;
    const listed = await call(
      `${server.url}/api/Feedbacks/GetDashboardDepartmentFeedbacks/${department.id}`,
      { token: admin },
    );
    expect(listed.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: feedbackId, doctorId: null, buildingDepartmentId: department.id }),
      ]),
    );
    const after = await averages();
    expect(after.count).toBe(before.count + 1);
    // A rating of 1 among today's: the mean is 1, or lower than before.
    if (before.average === null || before.average === 1) expect(after.average).toBe(1);
    else expect(after.average).toBeLessThan(before.average);

    // Once per appointment: the doctor of the same visit can no longer be rated.
    const again = await rate({ appointmentId: id, rating: 5, answers: [] }, me.token);
    expect(again.json).toMatchObject({ code: 'AlreadyRated' });
  });

  it('stores one of two ratings of one appointment sent together', async () => {
    const me = await patient('+9647509990102');
    const id = await appointment(me.id, 4, -60);
    const { questions } = await askedDoctor();
    const body = {
      appointmentId: id,
      rating: 5,
      answers: questions.map((questionId) => ({ questionId, rating: 5 })),
    };
    const answers = await Promise.all([rate(body, me.token), rate(body, me.token), rate(body, me.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const rows = await server.db
      .selectFrom('feedbacks')
      .select('id')
      .where('appointment_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses another patient's appointment (404), one not seen or not begun (409), and wrong answers (400)", async () => {
    const owner = await patient('+9647509990103');
    const other = await patient('+9647509990104');
    const { questions } = await askedDoctor();
    const all = questions.map((questionId) => ({ questionId, rating: 3 }));
    const seen = await appointment(owner.id, 4, -120);
    expect((await rate({ appointmentId: seen, rating: 3, answers: all }, other.token)).status).toBe(404);
    expect((await rate({ appointmentId: 999_999, rating: 3, answers: all }, other.token)).status).toBe(404);
    const booked = await appointment(owner.id, 1, -120);
    expect((await rate({ appointmentId: booked, rating: 3, answers: all }, owner.token)).json).toMatchObject({
      code: 'NotSeen',
    });
    const later = await appointment(owner.id, 4, 120);
    expect((await rate({ appointmentId: later, rating: 3, answers: all }, owner.token)).status).toBe(409);

    const missing = await rate({ appointmentId: seen, rating: 3, answers: all.slice(1) }, owner.token);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errors: [{ field: 'answers', problem: 'required' }] });
    const foreign = await rate(
      { appointmentId: seen, rating: 3, answers: [...all, { questionId: 999_999, rating: 3 }] },
      owner.token,
    );
    expect(foreign.json).toMatchObject({ errors: [{ field: 'answers', problem: 'notAChoice' }] });
    const outOfRange = await rate({ appointmentId: seen, rating: 6, answers: all }, owner.token);
    expect(outOfRange.json).toMatchObject({ errors: [{ field: 'rating', problem: 'notAChoice' }] });
    expect((await rate({ appointmentId: seen, rating: 3, answers: all }, '')).status).toBe(401);
    // Nothing was stored by the refusals: the owner may still rate it.
    expect((await rate({ appointmentId: seen, rating: 3, answers: all }, owner.token)).status).toBe(200);
  });
});
