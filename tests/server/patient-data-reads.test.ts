import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PATIENT_DATA_READS,
  READ_AUDIT_WINDOW_MS,
  ReadAuditWindow,
} from '../../server/features/audit/patient-data-reads';
import { ROUTES } from '../../server/http/route-table';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

describe('the window of recorded reads', () => {
  it('records a read once per window, again once the window has passed, and each other read on its own', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 30 * 60 * 1000 })), {
          maxLength: 60,
        }),
        (reads) => {
          const window = new ReadAuditWindow(READ_AUDIT_WINDOW_MS, 100);
          const recordedAt = new Map<string, number>();
          let now = 0;
          for (const [key, step] of reads) {
            now += step;
            const last = recordedAt.get(key);
            const expected = last === undefined || now - last >= READ_AUDIT_WINDOW_MS;
            expect(window.admit(key, now)).toBe(expected);
            if (expected) recordedAt.set(key, now);
          }
        },
      ),
    );
  });

  it('remembers at most its bound, forgetting the read recorded longest ago first', () => {
    const window = new ReadAuditWindow(READ_AUDIT_WINDOW_MS, 3);
    for (const [n, key] of ['a', 'b', 'c', 'd'].entries()) expect(window.admit(key, n)).toBe(true);
    expect(window.size).toBe(3);
    // `a` was forgotten: read again, it is recorded again; `d` is still remembered.
    expect(window.admit('d', 10)).toBe(false);
    expect(window.admit('a', 10)).toBe(true);
  });
});

describe('the reads of personal data it names', () => {
  it('are every one a staff read of the route table, with a permission area', () => {
    for (const path of PATIENT_DATA_READS.keys()) {
      const route = ROUTES.find((r) => r.path === path && r.method === 'GET');
      expect(route, path).toBeDefined();
      expect(route?.auth, path).toBe('staff');
      expect(route?.auth === 'staff' ? route.area : undefined, path).toBeDefined();
    }
  });
});

describe('reading patients’ data, through the API', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { DEMO: 'true' } });
    admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  }, 120_000);

  afterAll(async () => {
    await server.close();
    await removeFolders(server);
  });

  const reads = () =>
    server.db
      .selectFrom('audit_records')
      .select(['action', 'entity', 'entity_id', 'area', 'user_name', 'after_json'])
      .where('action', '=', 'Read')
      .orderBy('id')
      .execute();

  it('leaves one Read record per user and query, naming the patient a conversation belongs to, and none for other reads', async () => {
    const before = (await reads()).length;
    for (let n = 0; n < 3; n++)
      expect((await call(`${server.url}/api/Shopping/Desk`, { token: admin })).status).toBe(200);
    expect((await call(`${server.url}/api/Doctor/getDoctors`, { token: admin })).status).toBe(200);
    const patient = await server.db.selectFrom('app_users').select('id').limit(1).executeTakeFirstOrThrow();
    const conversation = await call(`${server.url}/api/Chats/getChats/1/${patient.id}`, { token: admin });
    expect(conversation.status).toBe(200);
    const board = await call(`${server.url}/api/Appointment/Board?to=2026-11-21T00:00:00.000Z&from=2026-11-20T00:00:00.000Z`, { token: admin });
    expect(board.status).toBe(200);

    const added = (await reads()).slice(before);
    expect(added.map((r) => [r.entity, r.entity_id, r.area, r.user_name])).toEqual([
      ['Orders', null, 'orders', 'admin'],
      ['Conversation', patient.id, 'chat', 'admin'],
      ['Appointments', null, 'appointments', 'admin'],
    ]);
    expect(JSON.parse(added[2]?.after_json ?? '{}')).toEqual({
      path: '/Appointment/Board',
      params: {},
      query: { from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' },
    });
  });

  it('records nothing for a refused read', async () => {
    const before = (await reads()).length;
    const reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
    expect((await call(`${server.url}/api/Shopping/Desk`, { token: reception })).status).toBe(403);
    expect((await call(`${server.url}/api/Shopping/Desk`)).status).toBe(401);
    expect((await reads()).length).toBe(before);
  });
});
