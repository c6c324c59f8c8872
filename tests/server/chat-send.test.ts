import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenKind } from '../../server/auth/token-kind';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;
let patientId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
  patientId = (await server.db.selectFrom('app_users').select('id').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const send = (token: string, body: unknown) => call(`${server.url}/api/Chats/SendToPatient`, { body, token });

const storedWithKey = async (key: string) =>
  server.db.selectFrom('chat_messages').select('id').where('client_message_id', '=', key).execute();

const auditsOf = async (id: number | string) =>
  server.db
    .selectFrom('audit_records')
    .selectAll()
    .where('entity', '=', 'ChatMessage')
    .where('entity_id', '=', String(id))
    .execute();

describe('POST /api/Chats/SendToPatient', () => {
  it('stores a message once per clientMessageId: a retry answers the same message', async () => {
    const body = { userId: patientId, message: 'Your results are ready', clientMessageId: 'k-retry-1' };
    const first = await send(admin, body);
    const second = await send(admin, body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(await storedWithKey('k-retry-1')).toHaveLength(1);
  });

  it('appends one audit record per stored message, with who sent it, in the chat area', async () => {
    const answer = await send(admin, { userId: patientId, message: 'مرحبا', clientMessageId: 'k-audit-1' });
    await send(admin, { userId: patientId, message: 'مرحبا', clientMessageId: 'k-audit-1' });
    const { id } = answer.json as { id: number };
    const records = await auditsOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'Create',
      area: 'chat',
      user_name: 'admin',
      outcome: 'success',
    });
  });

  it("refuses another staff member's key with 409 and stores nothing", async () => {
    await send(admin, { userId: patientId, message: 'one', clientMessageId: 'k-taken-1' });
    const answer = await send(reception, { userId: patientId, message: 'two', clientMessageId: 'k-taken-1' });
    expect(answer.status).toBe(409);
    expect(await storedWithKey('k-taken-1')).toHaveLength(1);
  });

  it('stores each send without a key, and refuses a key that is not 1 to 100 characters', async () => {
    const before = await server.db.selectFrom('chat_messages').select('id').execute();
    await send(admin, { userId: patientId, message: 'no key' });
    await send(admin, { userId: patientId, message: 'no key' });
    const after = await server.db.selectFrom('chat_messages').select('id').execute();
    expect(after.length - before.length).toBe(2);
    const answer = await send(admin, { userId: patientId, message: 'x', clientMessageId: 'k'.repeat(101) });
    expect(answer.status).toBe(400);
  });
});

describe('POST /api/Chats/SendToHospital', () => {
  it("puts each patient send on the audit trail once, as the patient's, without the message's words", async () => {
    const user = await server.db
      .selectFrom('app_users')
      .select(['id', 'phone_number'])
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    const token = (await server.tokens.issue(TokenKind.Patient, user.id)).token;
    const body = { message: 'My blood pressure is 150/95', clientMessageId: 'p-audit-1' };
    const answer = await call(`${server.url}/api/Chats/SendToHospital`, { body, token });
    expect(answer.status).toBe(200);
    // A retry whose answer was lost stores nothing and records nothing.
    expect((await call(`${server.url}/api/Chats/SendToHospital`, { body, token })).status).toBe(200);
    const { id } = answer.json as { id: number };
    const records = await auditsOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'Create',
      area: 'chat',
      actor_kind: 'patient',
      user_name: user.phone_number,
      outcome: 'success',
    });
    expect(JSON.stringify(records[0])).not.toContain('150/95');
  });
});

describe('GET /api/Chats/getLatestPatient', () => {
  it("gives each row its patient's newest message and its time, whoever wrote it", async () => {
    const sent = await send(admin, {
      userId: patientId,
      message: 'Newest of all',
      clientMessageId: 'k-last-1',
    });
    const { sentAt } = sent.json as { sentAt: string };
    const answer = await call(`${server.url}/api/Chats/getLatestPatient`, { token: admin });
    const rows = answer.json as { superUserId: string; lastMessage: string; lastMessageAt: string }[];
    expect(rows[0]).toMatchObject({
      superUserId: patientId,
      lastMessage: 'Newest of all',
      lastMessageAt: sentAt,
    });
    expect(rows.every((row) => typeof row.lastMessage === 'string')).toBe(true);
  });
});
