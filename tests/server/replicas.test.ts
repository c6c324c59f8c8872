import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TokenKind } from '../../server/auth/token-kind';
import { TokenService } from '../../server/auth/token-service';
import { openDatabase } from '../../server/db/open-database';
import { HaremHubEvent, HubPath } from '../../server/realtime';
import { PhoneHubEvent } from '../../server/realtime/phone-hub-endpoint';
import { call, tokensOf } from './support/http-client';
import { startPostgres, type PostgresCluster } from './support/postgres-cluster';
import { startRedis, type RedisInstance } from './support/redis-server';
import { startReplica, type ReplicaProcess } from './support/replica-process';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';
import { scaleTools } from './support/scale-tools';
import { hubClient, nextMessage } from './support/signalr-client';
import { TEST_JWT_SECRET } from './support/test-server';

/** Hub connections one user may hold in this test's cluster (the default is 30). */
const CONNECTIONS_PER_USER = 5;

/** The answer to a hub upgrade: 101 when taken (the socket is then closed), else status and body. */
function upgradeAnswer(url: string, token: string): Promise<{ status: number; body: unknown }> {
  const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers: { Authorization: `Bearer ${token}` } });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.terminate();
      resolve({ status: 101, body: null });
    });
    ws.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    ws.once('error', reject);
  });
}

if (!scaleTools.present && scaleTools.unavailableReason !== null) {
  console.warn(
    `Skipping the tests of two replicas: ${scaleTools.missing.join(' and ')} could not be installed (${scaleTools.unavailableReason}).`,
  );
}

describe.skipIf(!scaleTools.present && scaleTools.unavailableReason !== null)(
  'two replicas on one PostgreSQL and one Redis, behind a round-robin proxy',
  () => {
    let cluster: PostgresCluster | undefined;
    let redis: RedisInstance | undefined;
    let a: ReplicaProcess | undefined;
    let b: ReplicaProcess | undefined;
    let proxy: RoundRobinProxy | undefined;
    const clients: HubConnection[] = [];
    let patientToken = '';
    /** Two more patients, each used only by the test of connections per user. */
    let busyPatientTokens: string[] = [];

    const replicaA = (): ReplicaProcess => a as ReplicaProcess;
    const replicaB = (): ReplicaProcess => b as ReplicaProcess;
    const connect = async (
      url: string,
      token: string,
      reconnect?: readonly number[],
    ): Promise<HubConnection> => {
      const connection = hubClient(url, token, reconnect);
      clients.push(connection);
      await connection.start();
      return connection;
    };

    beforeAll(async () => {
      // Missing tools without a reason from the test script: a failure, never a pass.
      if (!scaleTools.present) {
        throw new Error(
          `The tests of two replicas need ${scaleTools.missing.join(' and ')}: \`npm test\` installs them with apt-get.`,
        );
      }
      cluster = await startPostgres();
      redis = await startRedis();
      const env = {
        DATABASE_URL: cluster.url,
        REDIS_URL: redis.url,
        JWT_SECRET: TEST_JWT_SECRET,
        TRUST_PROXY: 'true',
        HUB_CONNECTIONS_PER_USER: String(CONNECTIONS_PER_USER),
      };
      // The first migrates and seeds the demo; the second finds both done.
      a = await startReplica(env);
      b = await startReplica(env);
      proxy = await startRoundRobinProxy([
        { host: '127.0.0.1', port: a.port },
        { host: '127.0.0.1', port: b.port },
      ]);
      const db = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 1 });
      const [patient, ...others] = await db
        .selectFrom('app_users')
        .select(['id', 'phone_number'])
        .orderBy('id')
        .limit(3)
        .execute();
      await db.destroy();
      if (patient === undefined || others.length < 2) throw new Error('the demo has fewer than 3 patients');
      const tokens = new TokenService(new TextEncoder().encode(TEST_JWT_SECRET));
      patientToken = (
        await tokens.issue(TokenKind.Patient, patient.id, { phoneNumber: patient.phone_number })
      ).token;
      busyPatientTokens = await Promise.all(
        others.map(
          async (p) => (await tokens.issue(TokenKind.Patient, p.id, { phoneNumber: p.phone_number })).token,
        ),
      );
    }, 150_000);

    afterAll(async () => {
      await Promise.allSettled(clients.map((c) => c.stop()));
      await proxy?.close();
      await Promise.allSettled([a?.kill(), b?.kill()]);
      await redis?.stop();
      await cluster?.stop();
    }, 60_000);

    it('answers /healthz and /readyz on each replica', async () => {
      for (const replica of [replicaA(), replicaB()]) {
        expect((await call(`${replica.url}/healthz`)).status).toBe(200);
        const ready = await call(`${replica.url}/readyz`);
        expect(ready.status).toBe(200);
        expect(ready.json).toMatchObject({ status: 'ready', checks: { database: true, redis: true } });
      }
    });

    it("delivers a patient's message sent through replica A to staff connected to replica B", async () => {
      const { chatToken } = await tokensOf(replicaB().url, 'reception', 'demo-reception');
      const staff = await connect(`${replicaB().url}${HubPath.Harem}`, chatToken);
      const received = nextMessage(staff, HaremHubEvent.Receive, 10_000);
      const sent = await call(`${replicaA().url}/api/Chats/SendToHospital`, {
        token: patientToken,
        body: { message: 'Hello from replica A' },
      });
      expect(sent.status).toBe(200);
      expect(JSON.stringify(await received)).toContain('Hello from replica A');
    });

    it('shows a patient connected to replica A as online to staff on replica B', async () => {
      const { chatToken } = await tokensOf(replicaB().url, 'admin', 'demo-admin');
      const phone = await connect(`${replicaB().url}${HubPath.Phone}`, chatToken);
      const online = new Promise<void>((resolve) => {
        phone.on(PhoneHubEvent.Presence, (message: { presence: string[] }) => {
          if (message.presence.length > 0) resolve();
        });
      });
      await connect(`${replicaA().url}${HubPath.Harem}`, patientToken);
      await online;
    });

    it('counts failed logins across both replicas', async () => {
      const attempt = (replica: ReplicaProcess) =>
        call(`${replica.url}/api/ControlPanelAuth/Login`, {
          body: { username: 'no-such-user', password: 'wrong password' },
        });
      // Five failures, alternating replicas: each replica alone has seen at most three.
      for (let i = 0; i < 5; i += 1) {
        expect((await attempt(i % 2 === 0 ? replicaA() : replicaB())).status).toBe(400);
      }
      for (const replica of [replicaA(), replicaB()]) {
        const blocked = await attempt(replica);
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('shows a write made through replica A in a cached read through replica B at once', async () => {
      const { serviceToken } = await tokensOf(replicaA().url, 'admin', 'demo-admin');
      type News = { id: number; version?: number };
      const before = (await call(`${replicaB().url}/api/News`)).json as News[];
      // Twice: the second read is answered from B's cache.
      expect((await call(`${replicaB().url}/api/News`)).json).toEqual(before);
      const gone = before[0] as News;
      const removed = await call(
        `${replicaA().url}/api/Records/news/${gone.id}?version=${gone.version ?? 1}`,
        {
          method: 'DELETE',
          token: serviceToken,
        },
      );
      expect(removed.status).toBe(200);
      const after = (await call(`${replicaB().url}/api/News`)).json as News[];
      expect(after.map((n) => n.id)).not.toContain(gone.id);
    });

    it('refuses a user on replica B who holds the limit of hub connections on A, with the answer one server gives', async () => {
      const token = busyPatientTokens[0] as string;
      const held: HubConnection[] = [];
      for (let i = 0; i < CONNECTIONS_PER_USER; i += 1) {
        held.push(await connect(`${replicaA().url}${HubPath.Harem}`, token));
      }
      const refused = { status: 429, body: { message: 'Too many connections for this user.' } };
      // On A, which holds them all, as a single server answers…
      expect(await upgradeAnswer(`${replicaA().url}${HubPath.Harem}`, token)).toEqual(refused);
      // …and on B, which holds none of them, on either hub.
      expect(await upgradeAnswer(`${replicaB().url}${HubPath.Harem}`, token)).toEqual(refused);
      // Another user is not affected.
      expect((await upgradeAnswer(`${replicaB().url}${HubPath.Harem}`, patientToken)).status).toBe(101);
      // One connection closed on A gives its place to B.
      await (held[0] as HubConnection).stop();
      // The place is given back to Redis just after the socket closes: asked again until then.
      let answer = { status: 0, body: null as unknown };
      for (let i = 0; i < 50 && answer.status !== 101; i += 1) {
        answer = await upgradeAnswer(`${replicaB().url}${HubPath.Harem}`, token);
        if (answer.status !== 101) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answer.status).toBe(101);
    }, 30_000);

    it('lets exactly the limit of connections through when one user opens many at once on both replicas', async () => {
      const token = busyPatientTokens[1] as string;
      const attempts = Array.from({ length: 4 * CONNECTIONS_PER_USER }, (_, i) =>
        hubClient(`${(i % 2 === 0 ? replicaA() : replicaB()).url}${HubPath.Harem}`, token),
      );
      clients.push(...attempts);
      const outcomes = await Promise.allSettled(attempts.map((c) => c.start()));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(CONNECTIONS_PER_USER);
    }, 30_000);

    it('moves the clients of a replica that dies to the other one through the proxy, where they catch up', async () => {
      const front = (proxy as RoundRobinProxy).url;
      const { chatToken } = await tokensOf(front, 'admin', 'demo-admin');
      const upgradesBefore = new Map((proxy as RoundRobinProxy).counts);
      const staff = await connect(`${front}${HubPath.Phone}`, chatToken, [0, 200, 500, 1_000, 2_000]);
      // The replica the proxy gave the staff connection to dies; the other one keeps serving.
      const onA =
        ((proxy as RoundRobinProxy).counts.get(`127.0.0.1:${replicaA().port}`) ?? 0) >
        (upgradesBefore.get(`127.0.0.1:${replicaA().port}`) ?? 0);
      const [dying, surviving] = onA ? [replicaA(), replicaB()] : [replicaB(), replicaA()];
      const reconnected = new Promise<void>((resolve) => staff.onreconnected(() => resolve()));
      // The snapshot every new connection gets: the survivor's view of who is online.
      const snapshot = new Promise<{ presence: string[] }>((resolve) => {
        staff.onreconnecting(() => {
          const handler = (message: { presence: string[] }): void => {
            staff.off(PhoneHubEvent.Presence, handler);
            resolve(message);
          };
          staff.on(PhoneHubEvent.Presence, handler);
        });
      });
      // A patient on the survivor, so the snapshot has someone in it.
      await connect(`${surviving.url}${HubPath.Harem}`, patientToken);
      await dying.kill();
      await reconnected;
      expect((await snapshot).presence.length).toBeGreaterThan(0);
      // And it hears what happens from now on, through the survivor.
      const harem = await connect(`${front}${HubPath.Harem}`, chatToken);
      const received = nextMessage(harem, HaremHubEvent.Receive, 10_000);
      const sent = await call(`${front}/api/Chats/SendToHospital`, {
        token: patientToken,
        body: { message: 'After the failover' },
      });
      expect(sent.status).toBe(200);
      expect(JSON.stringify(await received)).toContain('After the failover');
    }, 60_000);
  },
);
