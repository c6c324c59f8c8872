import type { HubConnection } from '@microsoft/signalr';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatHistoryRowSchema,
  chatMessageSchema,
  type ChatHistoryRowWire,
} from '../../../src/contract/chat/chat';
import * as v from 'valibot';
import { validate, num } from '../../../src/contract/shared/schema';
import {
  ALL_APPOINTMENT_STATES,
  type AppointmentState,
} from '../../../src/domain/appointments/appointment-state';
import { transition } from '../../../src/domain/appointments/appointment-transition';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { TokenKind } from '../../../server/auth/token-kind';
import { effectiveState } from '../../../server/features/appointments/apply-state-change';
import { HaremHubEvent, HubPath } from '../../../server/realtime';
import { call, type Answer } from '../../server/support/http-client';
import { hubClient, nextMessage } from '../../server/support/signalr-client';
import { removeFolders, startTestServer } from '../../server/support/test-server';
import { startDemoServer, type DemoServer } from './demo-server';

let demo: DemoServer;
let staffHub: HubConnection;
let patientHub: HubConnection;

beforeAll(async () => {
  demo = await startDemoServer();
  staffHub = hubClient(`${demo.server.url}${HubPath.Harem}`, demo.adminChat);
  patientHub = hubClient(`${demo.server.url}${HubPath.Harem}`, demo.patient.token);
  await Promise.all([staffHub.start(), patientHub.start()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([staffHub?.stop(), patientHub?.stop()]);
  await demo?.stop();
});

const api = (path: string) => `${demo.server.url}/api${path}`;
const put = (id: string | number, body: unknown, token: string | null = demo.admin): Promise<Answer> =>
  call(api(`/Appointment/${id}/state`), { method: 'PUT', body, ...(token === null ? {} : { token }) });

const messageAccepted = (answer: Answer) => {
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  const result = validate(chatMessageSchema, answer.json);
  if (!result.ok) throw new Error(`refused at ${result.field}`);
  return result.value;
};

/** The state as staff see it: a reserved appointment whose start has come is missed. */
async function stateOf(id: number): Promise<AppointmentState> {
  const row = await demo.server.db
    .selectFrom('online_appointments')
    .select(['state', 'starting_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return effectiveState(row.state, row.starting_time, Date.now());
}

/** The newest appointment in `state`; a reserved one that starts at least an hour from now. */
async function firstInState(state: AppointmentState): Promise<number> {
  let query = demo.server.db.selectFrom('online_appointments').select('id').where('state', '=', state);
  if (state === 1) query = query.where('starting_time', '>', new Date(Date.now() + 3_600_000));
  const row = await query.orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

describe('PUT /api/Appointment/{id}/state', () => {
  it('applies exactly the changes the transition model allows, and refuses the rest with 409 leaving the row as it was', async () => {
    const pool = await demo.server.db
      .selectFrom('online_appointments')
      .select('id')
      .where('state', 'in', [1, 2, 3])
      .orderBy('id')
      .limit(400)
      .execute();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pool.map((p) => p.id)),
        fc.constantFrom(...ALL_APPOINTMENT_STATES),
        async (id, to) => {
          const from = await stateOf(id);
          const reason = to === 6 ? { reason: 'The doctor is ill' } : {};
          const answer = await put(id, { appointmnetState: to, ...reason });
          const verdict = transition(from, to);
          expect(answer.status).toBe(verdict.ok ? 200 : 409);
          expect(await stateOf(id)).toBe(verdict.ok ? to : from);
          if (!verdict.ok)
            expect(answer.json).toEqual(expect.objectContaining({ message: verdict.error.description }));
        },
      ),
    );
  });

  it.each([
    ['reserved to assigned', 200, 1, 2],
    ['assigned to waiting', 200, 2, 3],
    ['waiting to seen', 200, 3, 4],
    ['reserved to seen (a skipped step)', 409, 1, 4],
    ['seen to assigned (final)', 409, 4, 2],
    ['reserved to missed (only the clock sets it)', 409, 1, 7],
    ['reserved to reserved (same state)', 409, 1, 1],
  ] as const)('answers %s with %i', async (_name, status, from, to) => {
    const id = await firstInState(from);
    const answer = await put(id, { appointmnetState: to });
    expect(answer.status).toBe(status);
    if (status === 409) expect(answer.json).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('answers 404 for an appointment that does not exist', async () => {
    const answer = await put(2_000_000_000, { appointmnetState: 2 });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ message: expect.any(String) });
  });

  it.each([
    ['an id that is not a number', 'abc', { appointmnetState: 2 }],
    ['a state of 9', 1, { appointmnetState: 9 }],
    ['the state as text', 1, { appointmnetState: '2' }],
    ['no state', 1, {}],
    ['a body that is an array', 1, [2]],
  ])('answers 400 for %s', async (_name, id, body) => {
    const answer = await put(id, body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: expect.any(String) });
  });

  it('answers 401 without a token and 200 to reception (area appointments)', async () => {
    expect((await put(1, { appointmnetState: 2 }, null)).status).toBe(401);
    const id = await firstInState(1);
    expect((await put(id, { appointmnetState: 2 }, demo.reception)).status).toBe(200);
  });
});

describe('POST /api/Chats/SendToHospital', () => {
  const send = (body: unknown, token: string | null = demo.patient.token) =>
    call(api('/Chats/SendToHospital'), { body, ...(token === null ? {} : { token }) });

  it('stores the patient message and raises receive for staff on a real SignalR client of /HaremHub', async () => {
    const received = nextMessage(staffHub, HaremHubEvent.Receive);
    const stored = messageAccepted(await send({ message: '  Is the lab open on Friday?  ' }));
    expect(stored.message).toBe('Is the lab open on Friday?');
    expect(stored.fromStaff).toBe(false);
    const [event] = await received;
    expect(event).toEqual(
      expect.objectContaining({ id: stored.id, message: stored.message, superUserId: demo.patient.id }),
    );
  });

  it.each([
    ['an empty message', { message: '   ' }],
    ['a message that is not text', { message: 42 }],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }],
    ['no message', {}],
    ['a body that is not an object', 'hello'],
  ])('answers 400 for %s and stores nothing', async (_name, body) => {
    const before = await demo.server.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: expect.any(String) });
    const after = await demo.server.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("stores a message once per the patient's clientMessageId and raises receive once", async () => {
    const first = messageAccepted(await send({ message: 'Retried', clientMessageId: 'p-retry-1' }));
    const again = messageAccepted(await send({ message: 'Retried', clientMessageId: 'p-retry-1' }));
    expect(again).toEqual(first);
    const stored = await demo.server.db
      .selectFrom('chat_messages')
      .select('id')
      .where('client_message_id', '=', 'p-retry-1')
      .execute();
    expect(stored).toHaveLength(1);
    // A staff member's send with the patient's key is refused, never answered with the patient's message.
    const taken = await call(api('/Chats/SendToPatient'), {
      body: { userId: demo.patient.id, message: 'x', clientMessageId: 'p-retry-1' },
      token: demo.admin,
    });
    expect(taken.status).toBe(409);
  });

  it('answers 401 without a token and to a staff token', async () => {
    expect((await send({ message: 'hi' }, null)).status).toBe(401);
    expect((await send({ message: 'hi' }, demo.admin)).status).toBe(401);
  });
});

describe('POST /api/Chats/SendToPatient', () => {
  const send = (body: unknown, token: string = demo.admin) =>
    call(api('/Chats/SendToPatient'), { body, token });

  it('reaches the patient live on /HaremHub and at their next read of their chat', async () => {
    const received = nextMessage(patientHub, HaremHubEvent.Receive);
    const stored = messageAccepted(await send({ userId: demo.patient.id, message: 'Yes, from 8 to 14.' }));
    expect(stored.fromStaff).toBe(true);
    const [event] = await received;
    expect(event).toEqual(expect.objectContaining({ id: stored.id, message: 'Yes, from 8 to 14.' }));
    const chat = await call(api(`/Chats/userchat/${encodeURIComponent(demo.patient.id)}`), {
      token: demo.patient.token,
    });
    expect(chat.status).toBe(200);
    expect((chat.json as { id: unknown }[]).at(-1)).toEqual(expect.objectContaining({ id: stored.id }));
  });

  it('answers 404 for a patient who does not exist and 400 for a bad body', async () => {
    expect((await send({ userId: 'no-such-patient', message: 'hello' })).status).toBe(404);
    expect((await send({ userId: demo.patient.id, message: '' })).status).toBe(400);
    expect((await send({ message: 'hello' })).status).toBe(400);
    expect((await send({ userId: 7, message: 'hello' })).status).toBe(400);
  });

  it('is open to reception (area chat) and closed to a patient token', async () => {
    expect((await send({ userId: demo.patient.id, message: 'From reception.' }, demo.reception)).status).toBe(
      200,
    );
    expect((await send({ userId: demo.patient.id, message: 'x' }, demo.patient.token)).status).toBe(401);
  });
});

describe('GET /api/Chats/userchat/{id}/before/{before}', () => {
  const mine = (path: string) =>
    call(api(`/Chats/userchat/${encodeURIComponent(demo.patient.id)}${path}`), { token: demo.patient.token });

  it('reads the messages before one, oldest first, until none are left', async () => {
    for (let i = 0; i < 3; i += 1)
      await call(api('/Chats/SendToHospital'), {
        body: { message: `older ${i}` },
        token: demo.patient.token,
      });
    const newest = (await mine('')).json as { id: number; sentAt: string }[];
    const anchor = newest.at(-1);
    if (anchor === undefined) throw new Error('The chat is empty.');
    const older = (await mine(`/before/${anchor.id}`)).json as { id: number; sentAt: string }[];
    expect(older.map((m) => m.id)).not.toContain(anchor.id);
    expect(older.at(-1)?.id).toBe(newest.at(-2)?.id);
    const times = older.map((m) => Date.parse(m.sentAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const first = newest[0];
    const all = (await mine('')).json as unknown[];
    if (first !== undefined && all.length < 50) expect((await mine(`/before/${first.id}`)).json).toEqual([]);
  });

  it('answers 400 for a before that is not a message id and 404 for a message of another chat', async () => {
    expect((await mine('/before/abc')).status).toBe(400);
    expect((await mine('/before/999999999')).status).toBe(404);
  });
});

describe('reading a chat as staff', () => {
  const latest = async (): Promise<ChatHistoryRowWire[]> => {
    const answer = await call(api('/Chats/getLatestPatient'), { token: demo.admin });
    const result = validate(v.array(chatHistoryRowSchema), answer.json);
    if (!result.ok) throw new Error(result.field);
    return result.value;
  };
  const unreadCount = async (): Promise<number> => {
    const result = validate(
      num,
      (await call(api('/Chats/GetLatestPatientCount'), { token: demo.admin })).json,
    );
    if (!result.ok) throw new Error(result.field);
    return result.value;
  };

  it("marks the patient's messages seen by admin, so their unread count and the global counter drop", async () => {
    await call(api('/Chats/SendToHospital'), {
      body: { message: 'Anyone there?' },
      token: demo.patient.token,
    });
    const rowBefore = (await latest()).find((r) => r.superUserId === demo.patient.id);
    const countBefore = await unreadCount();
    expect(rowBefore?.numberOfMessagesNotSeenByAdmin).toBeGreaterThan(0);
    expect(countBefore).toBeGreaterThan(0);
    const page = await call(api(`/Chats/getChats/1/${encodeURIComponent(demo.patient.id)}`), {
      token: demo.admin,
    });
    expect(page.status).toBe(200);
    const rowAfter = (await latest()).find((r) => r.superUserId === demo.patient.id);
    expect(rowAfter?.numberOfMessagesNotSeenByAdmin).toBe(0);
    expect(await unreadCount()).toBe(countBefore - 1);
  });

  it('pages the chat newest page first, each page oldest first, until a page holds no chats', async () => {
    const pageOf = async (n: number) =>
      (
        (
          await call(api(`/Chats/getChats/${n}/${encodeURIComponent(demo.patient.id)}`), {
            token: demo.admin,
          })
        ).json as {
          chats: { sentAt: string }[];
        }
      ).chats;
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.length).toBeGreaterThan(0);
    const sent = first.map((m) => Date.parse(m.sentAt));
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    if (second.length > 0) expect(Date.parse(second.at(-1)?.sentAt ?? '')).toBeLessThanOrEqual(sent[0] ?? 0);
    expect(await pageOf(100_000)).toEqual([]);
  });

  it('answers 400 for page 0 and 404 for a patient who does not exist', async () => {
    expect((await call(api(`/Chats/getChats/0/${demo.patient.id}`), { token: demo.admin })).status).toBe(400);
    expect((await call(api('/Chats/getChats/1/no-such-patient'), { token: demo.admin })).status).toBe(404);
  });
});

describe('bad parameters of the reads', () => {
  it.each([
    ['a center id that is not a number', '/PhotoGallery/abc', null],
    ['a center id beyond any row', '/PhotoGallery/99999999999', null],
    ['a month that is not a month', '/Doctor/1/2026-13', 'patient'],
    ['a doctor id that is not a number', '/Doctor/x/2026-05', 'patient'],
    ['a department id of 0', '/Feedbacks/GetDashboardDepartmentFeedbacks/0', 'staff'],
  ] as const)('answers 400 with a message for %s', async (_name, path, who) => {
    const token = who === 'patient' ? demo.patient.token : who === 'staff' ? demo.admin : undefined;
    const answer = await call(api(path), token === undefined ? {} : { token });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: expect.any(String) });
  });

  it('answers 404 for the calendar of a doctor who does not exist', async () => {
    expect((await call(api('/Doctor/2000000000/2026-05'), { token: demo.patient.token })).status).toBe(404);
  });

  it("answers 403 when a patient asks for another patient's chat", async () => {
    expect((await call(api('/Chats/userchat/someone-else'), { token: demo.patient.token })).status).toBe(403);
    expect(
      (await call(api('/Chats/userchat/someone-else/before/1'), { token: demo.patient.token })).status,
    ).toBe(403);
  });
});

describe('GET /api/OtpCodes/GetTestOtpCodes outside the demo', () => {
  it('answers 404 on a database that is not the demo, even to staff with the area', async () => {
    const server = await startTestServer({ env: { DEMO: 'false' } });
    try {
      // No demo accounts exist here: a role with the area and a staff user of it, straight in the database.
      await server.db.insertInto('roles').values({ id: 'otp-role', name: 'otp' }).execute();
      await server.db
        .insertInto('role_areas')
        .values({ role_id: 'otp-role', area: PermissionArea.OtpCodes })
        .execute();
      await server.db
        .insertInto('staff_users')
        .values({
          id: 'otp-user',
          name: 'otp',
          full_name: 'OTP Staff',
          password_hash: 'unused',
          role_id: 'otp-role',
        })
        .execute();
      const { token } = await server.tokens.issue(TokenKind.Staff, 'otp-user');
      const answer = await call(`${server.url}/api/OtpCodes/GetTestOtpCodes`, { token });
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ message: expect.any(String) });
      expect((await call(`${server.url}/api/OtpCodes/GetOtpCodesDashboard`, { token })).status).toBe(200);
    } finally {
      await server.close();
      await removeFolders(server);
    }
  });
});
