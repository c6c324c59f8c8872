import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf } from './support/http-client';
import { postgresAvailable, startPostgres, type PostgresCluster } from './support/postgres-cluster';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

// Runs only where Debian's PostgreSQL server is installed (initdb, pg_ctl); skips cleanly elsewhere.
describe.skipIf(!postgresAvailable)('on a real PostgreSQL server (DATABASE_URL)', () => {
  let cluster: PostgresCluster;
  let server: TestServer;

  beforeAll(async () => {
    cluster = await startPostgres();
    server = await startTestServer({ env: { DATABASE_URL: cluster.url } });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (server !== undefined) await removeFolders(server);
    await cluster?.stop();
  }, 30_000);

  it('migrates, seeds, logs in and guards calls as on the embedded database', async () => {
    const admin = await tokensOf(server.url, 'admin', 'demo-admin');
    const reception = await tokensOf(server.url, 'reception', 'demo-reception');
    expect((await call(`${server.url}/api/Doctor/getDoctors`, { token: admin.serviceToken })).status).toBe(
      200,
    );
    expect(
      (await call(`${server.url}/api/Doctor/getDoctors`, { token: reception.serviceToken })).status,
    ).toBe(403);
  });

  it('revokes a token at logout', async () => {
    const { serviceToken } = await tokensOf(server.url, 'admin', 'demo-admin');
    await call(`${server.url}/api/ControlPanelAuth/Logout`, { token: serviceToken });
    expect((await call(`${server.url}/api/Doctor/getDoctors`, { token: serviceToken })).status).toBe(401);
  });

  it('keeps the data and seeds nothing twice when the server restarts', async () => {
    const before = await server.db.selectFrom('staff_users').select('id').orderBy('id').execute();
    const { dataDir, staticRoot } = server;
    await server.close();
    server = await startTestServer({
      dataDir,
      staticRoots: [staticRoot],
      env: { DATABASE_URL: cluster.url },
    });
    expect(await server.db.selectFrom('staff_users').select('id').orderBy('id').execute()).toEqual(before);
  }, 30_000);

  it('returns bigint counts as numbers and dates as text, as the embedded database does', async () => {
    await server.db
      .insertInto('app_users')
      .values({ id: 'pg-1', name: 'P', phone_number: '9', birthdate: '2001-12-31' })
      .execute();
    // The demo seed adds its own app users: count only the row inserted here.
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from app_users where id = 'pg-1'`.execute(
      server.db,
    );
    expect(rows[0]?.n).toBe(1);
    const user = await server.db
      .selectFrom('app_users')
      .select('birthdate')
      .where('id', '=', 'pg-1')
      .executeTakeFirstOrThrow();
    expect(user.birthdate).toBe('2001-12-31');
  });
});
