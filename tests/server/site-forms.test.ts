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
    const { token } = await patient('+9647509990002');
    const mine = await call(`${server.url}/api/SiteForms/MyComplaints`, { token });
    expect(mine.json).toEqual([]);
  });
});
