import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkMessageReportWire, BulkRetryWire } from '../../src/contract/bulk/bulk-messages';
import { appUserSchema, toAppUser } from '../../src/contract/patients/patients';
import { validate } from '../../src/contract/shared/schema';
import * as v from 'valibot';
import { filterPatients } from '../../src/domain/patients/patient-filter';
import { bulkClientMessageId, deliverBulkMessage } from '../../server/features/bulk/bulk-delivery';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const api = (path: string) => `${server.url}/api${path}`;
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

/** The patients the dashboard would show for a filter: its own read, mapper and rule. */
async function shownFor(filter: { bloodGroup?: string; sex?: string; phone?: string }) {
  const answer = await call(api('/Chats/GetAppUsers'), { token: admin });
  const rows = validate(v.array(appUserSchema), answer.json);
  if (!rows.ok) throw new Error(rows.field);
  return filterPatients(rows.value.map(toAppUser), filter);
}

const send = (body: unknown, token = admin) => call(api('/Chats/SendBulkMessage'), { body, token });

async function report(id: number): Promise<BulkMessageReportWire> {
  return (await call(api(`/Chats/BulkMessage/${id}`), { token: admin })).json as BulkMessageReportWire;
}

/** Reads the report until its delivery is over, as the screen does. */
async function untilDone(id: number): Promise<BulkMessageReportWire> {
  for (let i = 0; i < 200; i++) {
    const now = await report(id);
    if (now.status === 'done') return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the bulk message was never delivered');
}

const messagesOf = (bulkId: number) =>
  server.db
    .selectFrom('chat_messages')
    .select(['client_message_id'])
    .where('client_message_id', 'like', `bulk-${bulkId}-%`)
    .execute();

const audits = (id: number) =>
  server.db
    .selectFrom('audit_records')
    .selectAll()
    .where('entity', '=', 'BulkMessage')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('bulk messages (POST /Chats/SendBulkMessage)', () => {
  let sentId = 0;
  let recipients: string[] = [];

  it('sends to exactly the patients the filter shows, once each, and audits it', async () => {
    const shown = await shownFor({ bloodGroup: 'O+', sex: 'female' });
    expect(shown.length).toBeGreaterThan(1);
    const answer = await send({
      clientKey: newKey(),
      title: 'Clinic closed',
      body: 'The clinic is closed on Friday.',
      audience: { bloodGroup: 'O+', sex: 'female' },
      expectedRecipients: shown.length,
    });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    sentId = (answer.json as { id: number }).id;
    const done = await untilDone(sentId);
    expect(done).toMatchObject({ recipients: shown.length, delivered: shown.length, failed: 0, pending: 0 });
    recipients = done.deliveries.map((d) => d.appUserId);
    expect([...recipients].sort()).toEqual(shown.map((p) => String(p.id)).sort());
    expect(done.deliveries.every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
    const stored = await messagesOf(sentId);
    expect(stored.map((m) => m.client_message_id).sort()).toEqual(
      recipients.map((r) => bulkClientMessageId(sentId, r)).sort(),
    );
    expect(await audits(sentId)).toMatchObject([{ action: 'Create', area: 'chat', user_name: 'admin' }]);
    const listed = await call(api('/Chats/BulkMessageReport'), { token: admin });
    expect((listed.json as { id: number; delivered: number }[]).find((r) => r.id === sentId)).toMatchObject({
      delivered: shown.length,
    });
  }, 60_000);

  it('makes one message of a double click: the same key twice at once answers the same message', async () => {
    const shown = await shownFor({ bloodGroup: 'A+' });
    expect(shown.length).toBeGreaterThan(0);
    const body = {
      clientKey: newKey(),
      title: 'Flu vaccine',
      body: 'Flu vaccines are available.',
      audience: { bloodGroup: 'A+' },
      expectedRecipients: shown.length,
    };
    const [first, second] = await Promise.all([send(body), send(body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const id = (first.json as { id: number }).id;
    expect((second.json as { id: number }).id).toBe(id);
    const third = await send(body);
    expect((third.json as { id: number }).id).toBe(id);
    await untilDone(id);
    expect(await messagesOf(id)).toHaveLength(shown.length);
    expect(await audits(id)).toHaveLength(1);
    // Someone else's key is never answered with this message.
    const other = await send(body, reception);
    expect(other.status).toBe(409);
  }, 60_000);

  it('sends nothing when the filter now finds another number than the one confirmed', async () => {
    const before = await server.db.selectFrom('bulk_message_reports').select('id').execute();
    const shown = await shownFor({ sex: 'male' });
    const answer = await send({
      clientKey: newKey(),
      title: 'Hello',
      body: 'Hello.',
      audience: { sex: 'male' },
      expectedRecipients: shown.length + 1,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'AudienceChanged', recipients: shown.length });
    expect(await server.db.selectFrom('bulk_message_reports').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('refuses a bad message with 400 naming the fields, and an unknown one with 404', async () => {
    const answer = await send({
      clientKey: 'x',
      title: ' ',
      body: 'a'.repeat(2001),
      audience: {},
      expectedRecipients: 0,
    });
    expect(answer.status).toBe(400);
    const fields = (answer.json as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['body', 'clientKey', 'expectedRecipients', 'title']);
    expect((await call(api('/Chats/BulkMessage/999999'), { token: admin })).status).toBe(404);
    expect((await call(api('/Chats/BulkMessage/abc'), { token: admin })).status).toBe(400);
    expect((await call(api('/Chats/BulkMessage/1'))).status).toBe(401);
  });

  it('re-sends to the failed recipients only, once, however often Retry is clicked', async () => {
    // Two recipients failed (their message never stored), as a delivery error leaves them.
    const failed = recipients.slice(0, 2);
    await server.db
      .updateTable('bulk_message_deliveries')
      .set({ status: 'failed', reason: 'DeliveryError' })
      .where('bulk_message_id', '=', sentId)
      .where('app_user_id', 'in', failed)
      .execute();
    await server.db
      .deleteFrom('chat_messages')
      .where(
        'client_message_id',
        'in',
        failed.map((r) => bulkClientMessageId(sentId, r)),
      )
      .execute();
    await server.db
      .updateTable('bulk_message_reports')
      .set((eb) => ({ failed: 2, delivered: eb('delivered', '-', 2) }))
      .where('id', '=', sentId)
      .execute();
    const before = await report(sentId);
    expect(before.deliveries.slice(0, 2).map((d) => d.status)).toEqual(['failed', 'failed']);

    const retry = () =>
      call(api(`/Chats/BulkMessage/${sentId}/RetryFailed`), { method: 'POST', token: admin });
    const answers = await Promise.all([retry(), retry()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => (a.json as BulkRetryWire).retried).sort()).toEqual([0, 2]);
    const done = await untilDone(sentId);
    expect(done).toMatchObject({ delivered: recipients.length, failed: 0 });
    for (const d of done.deliveries)
      expect(d.attempts, d.appUserId).toBe(failed.includes(d.appUserId) ? 2 : 1);
    expect(await messagesOf(sentId)).toHaveLength(recipients.length);
    expect((await audits(sentId)).map((a) => a.action)).toEqual(['Create', 'RetryFailed']);
    // Nothing failed is left: one more click changes nothing and records nothing.
    expect(((await retry()).json as BulkRetryWire).retried).toBe(0);
    expect(await audits(sentId)).toHaveLength(2);
  }, 60_000);
});

describe('delivering a bulk message', () => {
  async function reportWith(appUserIds: string[]) {
    const made = await server.db
      .insertInto('bulk_message_reports')
      .values({ title: 't', body: 'b', audience: 'test', recipients: appUserIds.length, status: 'sending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('bulk_message_deliveries')
      .values(
        appUserIds.map((id) => ({ bulk_message_id: made.id, app_user_id: id, name: id, phone_number: '0' })),
      )
      .execute();
    return made.id;
  }

  it('says why a recipient was not sent: an account removed since it was chosen', async () => {
    const id = await reportWith(['no-such-account']);
    await deliverBulkMessage({ db: server.db, now: Date.now }, id);
    expect((await report(id)).deliveries).toMatchObject([
      { appUserId: 'no-such-account', status: 'failed', reason: 'AccountRemoved', attempts: 1 },
    ]);
  });

  it('takes up rows a stopped server left half-sent without sending them twice', async () => {
    const users = await server.db.selectFrom('app_users').select('id').limit(3).execute();
    const id = await reportWith(users.map((u) => u.id));
    await deliverBulkMessage({ db: server.db, now: Date.now }, id);
    // As if the server stopped after storing the messages but before marking the rows sent.
    await server.db
      .updateTable('bulk_message_deliveries')
      .set({ status: 'sending' })
      .where('bulk_message_id', '=', id)
      .execute();
    await server.db
      .updateTable('bulk_message_reports')
      .set({ status: 'sending' })
      .where('id', '=', id)
      .execute();
    await deliverBulkMessage({ db: server.db, now: Date.now }, id);
    const after = await report(id);
    expect(after).toMatchObject({ status: 'done', delivered: 3, failed: 0 });
    expect(await messagesOf(id)).toHaveLength(3);
  });

  it('records the failure a delivery reports and counts it', async () => {
    const users = await server.db.selectFrom('app_users').select('id').limit(4).execute();
    const id = await reportWith(users.map((u) => u.id));
    let n = 0;
    await deliverBulkMessage({ db: server.db, now: Date.now }, id, async () =>
      ++n % 2 === 0 ? { status: 'failed', reason: 'DeliveryError' } : { status: 'sent', chatMessageId: 1 },
    );
    expect(await report(id)).toMatchObject({ status: 'done', delivered: 2, failed: 2, pending: 0 });
  });
});
