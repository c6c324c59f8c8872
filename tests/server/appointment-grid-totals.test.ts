import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf } from './support/http-client';
import { postgresAvailable, startPostgres, type PostgresCluster } from './support/postgres-cluster';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

const GRID = '/api/Appointment/FilterAppointmentsDashboard';

interface Page {
  appointments: { id: number; appointmentState: number }[];
  count: number;
}

async function page(server: TestServer, token: string, query: string): Promise<Page> {
  const answer = await call(`${server.url}${GRID}?${query}`, { token });
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  return answer.json as Page;
}

/** What the database holds, asked directly: the filter's rows, newest start first. */
async function idsInOrder(server: TestServer, state?: number): Promise<number[]> {
  let query = server.db.selectFrom('online_appointments').select('id');
  if (state !== undefined) query = query.where('state', '=', state);
  const rows = await query.orderBy('starting_time', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => r.id);
}

/** A new appointment written straight into the database, as another replica or the CLI would. */
async function insertAppointment(server: TestServer, state: number, start: Date): Promise<number> {
  const { id: issuer } = await server.db
    .selectFrom('app_users')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: doctor } = await server.db
    .selectFrom('doctors')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: center } = await server.db
    .selectFrom('centers')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await server.db
    .insertInto('online_appointments')
    .values({
      issuer_id: issuer,
      doctor_id: doctor,
      center_id: center,
      state,
      starting_time: start,
      ending_time: new Date(start.getTime() + 15 * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the grid’s totals, kept between pages', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    if (server !== undefined) await removeFolders(server);
  });

  it('counts an appointment written outside the API at once, however often the total was read before', async () => {
    const all = (await idsInOrder(server)).length;
    const seen = (await idsInOrder(server, 4)).length;
    for (let i = 0; i < 3; i++) {
      expect((await page(server, admin, 'skip=0&pageSize=50')).count).toBe(all);
      expect((await page(server, admin, 'skip=0&pageSize=50&appointmentState=4')).count).toBe(seen);
    }
    // Far in the future: the newest start of all, so the first page shows it too.
    const id = await insertAppointment(server, 4, new Date(Date.now() + 400 * 86_400_000));
    const first = await page(server, admin, 'skip=0&pageSize=50');
    expect(first.count).toBe(all + 1);
    expect(first.appointments[0]?.id).toBe(id);
    expect((await page(server, admin, 'skip=0&pageSize=50&appointmentState=4')).count).toBe(seen + 1);
    await server.db.deleteFrom('online_appointments').where('id', '=', id).execute();
    expect((await page(server, admin, 'skip=0&pageSize=50')).count).toBe(all);
    expect((await page(server, admin, 'skip=0&pageSize=50&appointmentState=4')).count).toBe(seen);
  });

  it('moves a state change between the states’ totals at once', async () => {
    const reserved = await server.db
      .selectFrom('online_appointments')
      .select(['id', 'version'])
      .where('state', '=', 1)
      .where('starting_time', '>', new Date(Date.now() + 3_600_000))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before1 = (await page(server, admin, 'skip=0&appointmentState=1')).count;
    const before2 = (await page(server, admin, 'skip=0&appointmentState=2')).count;
    const changed = await call(`${server.url}/api/Appointment/${reserved.id}/state`, {
      method: 'PUT',
      token: admin,
      body: { appointmnetState: 2, version: reserved.version },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await page(server, admin, 'skip=0&appointmentState=1')).count).toBe(before1 - 1);
    expect((await page(server, admin, 'skip=0&appointmentState=2')).count).toBe(before2 + 1);
  });

  it('sends pages from either end in the filter’s order, the same rows as the database’s own order', async () => {
    for (const [state, query] of [
      [undefined, ''],
      [4, '&appointmentState=4'],
    ] as const) {
      const ids = await idsInOrder(server, state);
      const total = ids.length;
      // Read twice: the second read of each page knows the total and reads from the oldest end.
      // Pages that skip rows from either end read their keys first; the first page does not.
      for (const skip of [
        0,
        100,
        Math.floor(total / 4),
        total - 50,
        total - 49,
        total - 1,
        total - 120,
        Math.ceil(total / 2),
        total,
        total + 7,
      ]) {
        for (let read = 0; read < 2; read++) {
          const answer = await page(server, admin, `skip=${skip}&pageSize=50${query}`);
          expect(answer.count).toBe(total);
          expect(answer.appointments.map((a) => a.id)).toEqual(ids.slice(skip, skip + 50));
        }
      }
    }
  }, 60_000);

  it('reads a last page again from the newest end when appointments were written since its total', async () => {
    const total = (await page(server, admin, 'skip=0&pageSize=50')).count;
    // The last page knows the total now; then an older appointment than every other one comes.
    await page(server, admin, `skip=${total - 10}&pageSize=50`);
    const id = await insertAppointment(server, 3, new Date(Date.UTC(2000, 0, 1)));
    const last = await page(server, admin, `skip=${total - 10}&pageSize=50`);
    expect(last.count).toBe(total + 1);
    expect(last.appointments.map((a) => a.id)).toEqual((await idsInOrder(server)).slice(total - 10));
    expect(last.appointments.at(-1)?.id).toBe(id);
    await server.db.deleteFrom('online_appointments').where('id', '=', id).execute();
  });
});

// Two servers on one PostgreSQL, as two replicas are, without Redis between them: the total kept
// by one follows a write made through the other, because the database itself says it moved.
describe.skipIf(!postgresAvailable)('the grid’s totals on two replicas of one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    cluster = await startPostgres();
    a = await startTestServer({ env: { DATABASE_URL: cluster.url } });
    b = await startTestServer({ env: { DATABASE_URL: cluster.url } });
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      await server?.close();
      if (server !== undefined) await removeFolders(server);
    }
    await cluster?.stop();
  }, 60_000);

  it('counts on replica B a state change made through replica A at once', async () => {
    const onA = (await tokensOf(a.url, 'admin', 'demo-admin')).serviceToken;
    const onB = (await tokensOf(b.url, 'admin', 'demo-admin')).serviceToken;
    const reserved = await a.db
      .selectFrom('online_appointments')
      .select(['id', 'version'])
      .where('state', '=', 1)
      .where('starting_time', '>', new Date(Date.now() + 3_600_000))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await page(b, onB, 'skip=0&appointmentState=2')).count;
    expect((await page(b, onB, 'skip=0&appointmentState=2')).count).toBe(before);
    const changed = await call(`${a.url}/api/Appointment/${reserved.id}/state`, {
      method: 'PUT',
      token: onA,
      body: { appointmnetState: 2, version: reserved.version },
    });
    expect(changed.status, changed.text).toBe(200);
    const after = await page(b, onB, 'skip=0&appointmentState=2');
    expect(after.count).toBe(before + 1);
    expect(after.appointments.map((r) => r.id)).toEqual((await idsInOrder(b, 2)).slice(0, 50));
  }, 60_000);
});
