import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_CHANGED_EVENT,
  appointmentBoardSchema,
  bulkResultSchema,
  undoResultSchema,
  type RowResultWire,
} from '../../../src/contract/appointments/appointment-board';
import { validate, type Schema } from '../../../src/contract/shared/schema';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { transition } from '../../../src/domain/appointments/appointment-transition';
import { HaremHubEvent, HubPath } from '../../../server/realtime';
import { UNDO_WINDOW_MS } from '../../../server/features/appointments/undo-state-changes';
import { call, type Answer } from '../../server/support/http-client';
import { hubClient, nextMessage } from '../../server/support/signalr-client';
import { startDemoServer, type DemoServer } from './demo-server';

/** The server's clock: real time unless a test moves it on. */
let shift = 0;
const now = (): number => Date.now() + shift;

let demo: DemoServer;
let staffHub: HubConnection;
/** Rows a test has changed: later tests pick others, so each starts from the state it expects. */
const used = new Set<number>();

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
const put = (id: number, body: unknown, token = demo.admin): Promise<Answer> =>
  call(api(`/Appointment/${id}/state`), { method: 'PUT', body, token });
const bulk = (body: unknown, token = demo.admin) => call(api('/Appointment/BulkState'), { body, token });
const undo = (changeIds: number[], token = demo.admin) =>
  call(api('/Appointment/UndoStateChanges'), { body: { changeIds }, token });

function parsed<T>(schema: Schema<T>, answer: Answer): T {
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const result = validate(schema, answer.json);
  if (!result.ok) throw new Error(`refused at ${result.field}`);
  return result.value;
}

const HOUR = 3_600_000;

/**
 * An unused appointment in `state` as staff see it: a reserved one starts at least an hour from
 * now; a missed one is a reserved one whose start has passed (the missed rule) or a stored 7.
 */
async function rowIn(state: AppointmentState): Promise<{ id: number; version: number }> {
  let query = demo.server.db.selectFrom('online_appointments').select(['id', 'version']);
  if (state === AppointmentState.Reserved) {
    query = query.where('state', '=', 1).where('starting_time', '>', new Date(now() + HOUR));
  } else if (state === AppointmentState.Missed) {
    query = query.where('state', '=', 1).where('starting_time', '<', new Date(now() - HOUR));
  } else {
    query = query.where('state', '=', state);
  }
  if (used.size > 0) query = query.where('id', 'not in', [...used]);
  const row = await query.orderBy('id').executeTakeFirstOrThrow();
  used.add(row.id);
  return row;
}

async function stored(id: number) {
  return demo.server.db
    .selectFrom('online_appointments')
    .select(['state', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const reasonFor = (to: AppointmentState) =>
  to === AppointmentState.CancelledByAssistant ? { reason: 'The doctor is ill' } : {};

const pairs = ALL_APPOINTMENT_STATES.flatMap((from) =>
  ALL_APPOINTMENT_STATES.map((to) => [from, to] as const),
);

describe('PUT /api/Appointment/{id}/state with the transition model', () => {
  it.each(pairs)(
    'from %i to %i answers what the model says, and changes the row only when it allows',
    async (from, to) => {
      const row = await rowIn(from);
      const answer = await put(row.id, { appointmnetState: to, version: row.version, ...reasonFor(to) });
      const verdict = transition(from, to);
      if (verdict.ok) {
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json).toEqual({
          id: row.id,
          appointmnetState: to,
          version: row.version + 1,
          changeId: expect.any(Number),
        });
        expect(await stored(row.id)).toEqual({ state: to, version: row.version + 1 });
      } else {
        expect(answer.status).toBe(409);
        expect(answer.json).toEqual({
          message: verdict.error.description,
          code: verdict.error.code,
          appointmnetState: from,
          version: row.version,
        });
        expect((await stored(row.id)).version).toBe(row.version);
      }
    },
  );

  it('records who changed it, when, from which state to which and why', async () => {
    const row = await rowIn(AppointmentState.Assigned);
    const answer = await put(row.id, {
      appointmnetState: 6,
      version: row.version,
      reason: '  Doctor is ill ',
    });
    const { changeId } = answer.json as { changeId: number };
    const change = await demo.server.db
      .selectFrom('appointment_state_changes')
      .selectAll()
      .where('id', '=', changeId)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      appointment_id: row.id,
      from_state: 2,
      to_state: 6,
      reason: 'Doctor is ill',
      staff_user_name: 'admin',
      version: row.version + 1,
      reverses_id: null,
    });
    expect(Math.abs(change.changed_at.getTime() - now())).toBeLessThan(60_000);
  });

  it('writes an audit record of the change, readable on the audit page', async () => {
    const row = await rowIn(AppointmentState.Waiting);
    expect((await put(row.id, { appointmnetState: 4, version: row.version })).status).toBe(200);
    const audit = await demo.server.db
      .selectFrom('audit_records')
      .selectAll()
      .where('entity', '=', 'Appointment')
      .where('entity_id', '=', String(row.id))
      .where('action', '=', 'AppointmentState')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'AppointmentState',
      area: 'appointments',
      user_name: 'admin',
      outcome: 'success',
      reason: 'from Waiting to Seen',
    });
    expect(JSON.parse(audit.before_json ?? '')).toEqual({ state: 3, version: row.version });
    const page = await call(api('/Auidts?page=0&limit=20'), { token: demo.admin });
    const records = (page.json as { records: { action: string; details: string }[] }).records;
    expect(records).toContainEqual(
      expect.objectContaining({
        action: 'AppointmentState',
        details: expect.stringContaining(`Appointment ${row.id}: from Waiting to Seen`),
      }),
    );
  });

  it('answers 409 Stale with the row as it is now when the version sent is not the current one', async () => {
    const row = await rowIn(AppointmentState.Assigned);
    expect((await put(row.id, { appointmnetState: 3, version: row.version })).status).toBe(200);
    const late = await put(row.id, { appointmnetState: 6, version: row.version, reason: 'No show' });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({
      message: 'The appointment was changed by someone else since you read it; it is now waiting.',
      code: 'Stale',
      appointmnetState: 3,
      version: row.version + 1,
    });
    expect(await stored(row.id)).toEqual({ state: 3, version: row.version + 1 });
  });

  it('lets only one of two racing changes from the same version through', async () => {
    const row = await rowIn(AppointmentState.Reserved);
    const answers = await Promise.all([
      put(row.id, { appointmnetState: 2, version: row.version }),
      put(row.id, { appointmnetState: 5, version: row.version }, demo.reception),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuses a cancellation by the assistant without a reason with 400 naming the field', async () => {
    const row = await rowIn(AppointmentState.Reserved);
    for (const body of [{ appointmnetState: 6 }, { appointmnetState: 6, reason: '   ' }]) {
      const answer = await put(row.id, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field: 'body.reason' });
    }
    expect((await stored(row.id)).state).toBe(1);
  });

  it.each([
    ['a version of 0', { appointmnetState: 2, version: 0 }],
    ['a version as text', { appointmnetState: 2, version: '1' }],
    ['a reason of 501 characters', { appointmnetState: 6, reason: 'x'.repeat(501) }],
  ])('answers 400 for %s', async (_name, body) => {
    expect((await put(1, body)).status).toBe(400);
  });

  it('raises appointmentChanged on /HaremHub for staff with the new state and version', async () => {
    expect(HaremHubEvent.AppointmentChanged).toBe(APPOINTMENT_CHANGED_EVENT);
    const row = await rowIn(AppointmentState.Reserved);
    const event = nextMessage(staffHub, APPOINTMENT_CHANGED_EVENT);
    expect((await put(row.id, { appointmnetState: 2 })).status).toBe(200);
    expect(await event).toEqual([{ id: row.id, appointmnetState: 2, version: row.version + 1 }]);
  });
});

describe('POST /api/Appointment/BulkState', () => {
  it('applies each row on its own and answers each row’s result in order', async () => {
    const good = [await rowIn(2), await rowIn(2), await rowIn(2)];
    const seen = await rowIn(4);
    const stale = await rowIn(2);
    const results = parsed(
      bulkResultSchema,
      await bulk({
        appointmnetState: 3,
        items: [
          ...good.map((r) => ({ id: r.id, version: r.version })),
          { id: seen.id, version: seen.version },
          { id: 2_000_000_000 },
          { id: stale.id, version: stale.version + 5 },
        ],
      }),
    ).results;
    expect(results.map((r: RowResultWire) => [r.id, r.status, r.code])).toEqual([
      ...good.map((r) => [r.id, 200, null]),
      [seen.id, 409, 'FinalState'],
      [2_000_000_000, 404, 'NotFound'],
      [stale.id, 409, 'Stale'],
    ]);
    for (const r of good) expect((await stored(r.id)).state).toBe(3);
    expect(await stored(seen.id)).toEqual({ state: 4, version: seen.version });
    expect(await stored(stale.id)).toEqual({ state: 2, version: stale.version });
  });

  it.each([
    ['no rows', { appointmnetState: 3, items: [] }],
    ['a repeated id', { appointmnetState: 3, items: [{ id: 5 }, { id: 5 }] }],
    ['201 rows', { appointmnetState: 3, items: Array.from({ length: 201 }, (_, i) => ({ id: i + 1 })) }],
    ['a cancellation by the assistant without a reason', { appointmnetState: 6, items: [{ id: 5 }] }],
  ])('answers 400 for %s', async (_name, body) => {
    expect((await bulk(body)).status).toBe(400);
  });
});

describe('POST /api/Appointment/UndoStateChanges', () => {
  async function changed(from: AppointmentState, to: AppointmentState, token = demo.admin) {
    const row = await rowIn(from);
    const answer = await put(row.id, { appointmnetState: to, version: row.version, ...reasonFor(to) }, token);
    expect(answer.status).toBe(200);
    return { ...row, changeId: (answer.json as { changeId: number }).changeId };
  }

  it('restores the state as a recorded reverse change, audited, and announces it', async () => {
    const row = await changed(3, 4);
    const event = nextMessage(staffHub, APPOINTMENT_CHANGED_EVENT);
    const [result] = parsed(undoResultSchema, await undo([row.changeId])).results;
    expect(result).toMatchObject({ id: row.id, status: 200, appointmnetState: 3, version: row.version + 2 });
    expect(await stored(row.id)).toEqual({ state: 3, version: row.version + 2 });
    expect(await event).toEqual([{ id: row.id, appointmnetState: 3, version: row.version + 2 }]);
    const reverse = await demo.server.db
      .selectFrom('appointment_state_changes')
      .selectAll()
      .where('reverses_id', '=', row.changeId)
      .executeTakeFirstOrThrow();
    expect(reverse).toMatchObject({ from_state: 4, to_state: 3, appointment_id: row.id });
    const audit = await demo.server.db
      .selectFrom('audit_records')
      .select(['action', 'reason'])
      .where('entity_id', '=', String(row.id))
      .where('action', 'like', 'AppointmentState%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['AppointmentState', 'AppointmentStateUndo']);
    expect(audit[1]?.reason).toBe(`from Seen to Waiting (undoes change ${row.changeId})`);
  });

  it('undoes a bulk change row by row', async () => {
    const a = await changed(1, 2);
    const b = await changed(2, 3);
    const results = parsed(undoResultSchema, await undo([a.changeId, b.changeId])).results;
    expect(results.map((r) => [r.undoneChangeId, r.status, r.appointmnetState])).toEqual([
      [a.changeId, 200, 1],
      [b.changeId, 200, 2],
    ]);
  });

  it('refuses a second undo, an undo of an undo, another member’s change, a stale one and a late one', async () => {
    const twice = await changed(2, 3);
    const first = parsed(undoResultSchema, await undo([twice.changeId])).results[0];
    const again = parsed(undoResultSchema, await undo([twice.changeId])).results[0];
    expect(again?.code).toBe('AlreadyUndone');
    const ofUndo = parsed(undoResultSchema, await undo([first?.changeId ?? 0])).results[0];
    expect(ofUndo?.code).toBe('NotUndoable');

    const others = await changed(2, 3, demo.reception);
    const notMine = parsed(undoResultSchema, await undo([others.changeId])).results[0];
    expect(notMine).toMatchObject({ status: 403, code: 'NotYours' });

    const moved = await changed(2, 3);
    expect((await put(moved.id, { appointmnetState: 4 })).status).toBe(200);
    const stale = parsed(undoResultSchema, await undo([moved.changeId])).results[0];
    expect(stale).toMatchObject({ status: 409, code: 'Stale', appointmnetState: 4 });

    const old = await changed(2, 3);
    shift += UNDO_WINDOW_MS + 1_000;
    try {
      const late = parsed(undoResultSchema, await undo([old.changeId])).results[0];
      expect(late).toMatchObject({ status: 409, code: 'TooLate' });
    } finally {
      shift = 0;
    }
    expect((await stored(old.id)).state).toBe(3);
    const missing = parsed(undoResultSchema, await undo([2_000_000_000])).results[0];
    expect(missing).toMatchObject({ status: 404, code: 'NotFound', id: null });
  });
});

describe('GET /api/Appointment/Board', () => {
  const board = (from: string, to: string, token = demo.reception) =>
    call(api(`/Appointment/Board?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`), { token });

  it('answers the day’s appointments by start with patient, doctor, center, booking and version', async () => {
    // The day of the next appointment: the demo clinics close on Fridays, so today may have none.
    const next = await demo.server.db
      .selectFrom('online_appointments')
      .select('starting_time')
      .where('starting_time', '>', new Date(now()))
      .orderBy('starting_time')
      .executeTakeFirstOrThrow();
    const day = new Date(next.starting_time);
    day.setUTCHours(0, 0, 0, 0);
    const from = day.toISOString();
    const to = new Date(day.getTime() + 86_400_000).toISOString();
    const { appointments } = parsed(appointmentBoardSchema, await board(from, to));
    const count = await demo.server.db
      .selectFrom('online_appointments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('starting_time', '>=', new Date(from))
      .where('starting_time', '<', new Date(to))
      .executeTakeFirstOrThrow();
    expect(appointments.length).toBe(Number(count.n));
    expect(appointments.length).toBeGreaterThan(0);
    const starts = appointments.map((a) => a.startingTime);
    expect(starts).toEqual([...starts].sort());
    expect(appointments[0]).toMatchObject({
      patientName: expect.stringMatching(/\S/),
      patientPhone: expect.stringMatching(/^\+964/),
      doctorName: { en: expect.any(String), ku: expect.any(String), ar: expect.any(String) },
      bookedBy: expect.stringMatching(/\S/),
    });
  });

  it.each([
    ['to before from', '2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z'],
    ['more than a week', '2026-01-01T00:00:00Z', '2026-01-09T00:00:00Z'],
    ['a day that is not a date', '2026-02-30T00:00:00Z', '2026-03-01T00:00:00Z'],
  ])('answers 400 for %s', async (_name, from, to) => {
    expect((await board(from, to)).status).toBe(400);
  });
});
