import fc from 'fast-check';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginRateLimiter } from '../../server/auth/login-rate-limiter';
import { ConfigError, loadConfig } from '../../server/config';
import { migrateToLatest, appliedNames } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open-database';
import { InProcessConnectionCounter } from '../../server/realtime/connection-counter';
import { RedisConnectionCounter } from '../../server/scale/redis-connection-counter';
import { RedisLoginLimiter } from '../../server/scale/redis-login-limiter';
import { startPostgres, type PostgresCluster } from './support/postgres-cluster';
import { startRedis, type RedisInstance } from './support/redis-server';
import { scaleTools } from './support/scale-tools';

describe('the settings of replicas', () => {
  const PG = 'postgres://care@db.internal/care';

  it('reads REDIS_URL and DATABASE_POOL_SIZE, and keeps one process with ten connections by default', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, databasePoolSize: 10 });
    expect(
      loadConfig({ DATABASE_URL: PG, REDIS_URL: 'redis://cache:6379/0', DATABASE_POOL_SIZE: '25' }),
    ).toMatchObject({ redisUrl: 'redis://cache:6379/0', databasePoolSize: 25 });
  });

  it.each([
    [{ DATABASE_URL: PG, REDIS_URL: 'http://cache:6379' }, /REDIS_URL must be a redis:\/\//],
    [{ REDIS_URL: 'redis://cache:6379' }, /REDIS_URL needs DATABASE_URL/],
    [{ DATABASE_POOL_SIZE: '5' }, /DATABASE_POOL_SIZE needs DATABASE_URL/],
    [
      { DATABASE_URL: PG, DATABASE_POOL_SIZE: '0' },
      /DATABASE_POOL_SIZE must be a whole number of at least 1/,
    ],
    [{ DATABASE_URL: PG, DATABASE_POOL_SIZE: '501' }, /DATABASE_POOL_SIZE can be at most 500/],
  ])('refuses %j with a message that says how to fix it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe.skipIf(!scaleTools.present && scaleTools.unavailableReason !== null)(
  'state shared by replicas on a real PostgreSQL and Redis',
  () => {
    let redis: RedisInstance | undefined;
    let cluster: PostgresCluster | undefined;
    let client: Redis;

    beforeAll(async () => {
      if (!scaleTools.present) {
        throw new Error(`These tests need ${scaleTools.missing.join(' and ')}: \`npm test\` installs them.`);
      }
      [redis, cluster] = await Promise.all([startRedis(), startPostgres()]);
      client = new Redis(redis.url);
    }, 60_000);

    afterAll(async () => {
      client?.disconnect();
      await redis?.stop();
      await cluster?.stop();
    }, 30_000);

    const policy = { windowMs: 60_000, perUser: 5, perAddress: 20 };
    const step = fc.record({
      gap: fc.integer({ min: 0, max: 20_000 }),
      user: fc.constantFrom('admin', 'Admin', 'reception'),
      address: fc.constantFrom('10.0.0.1', '10.0.0.2'),
      succeeds: fc.boolean(),
    });

    it('limits logins in Redis exactly as the in-memory limiter does, gate for gate', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
          run += 1;
          const shared = new RedisLoginLimiter(client, { prefix: `prop-${run}:`, policy });
          const memory = new LoginRateLimiter(policy);
          let now = 1_000_000;
          for (const { gap, user, address, succeeds } of steps) {
            now += gap;
            const expected = memory.reserve(user, address, now);
            expect(await shared.reserve(user, address, now)).toEqual(expected);
            if (expected.allowed && succeeds) {
              memory.recordSuccess(user, { address, reservedAt: now });
              await shared.recordSuccess(user, { address, reservedAt: now });
            }
          }
        }),
        { numRuns: 30 },
      );
    }, 60_000);

    it('lets exactly five of fifty attempts at once through, from two replicas', async () => {
      const other = new Redis((redis as RedisInstance).url);
      const replicas = [
        new RedisLoginLimiter(client, { prefix: 'burst:', policy }),
        new RedisLoginLimiter(other, { prefix: 'burst:', policy }),
      ];
      try {
        const gates = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            (replicas[i % 2] as RedisLoginLimiter).reserve('admin', `10.1.0.${i}`, 5_000_000),
          ),
        );
        expect(gates.filter((g) => g.allowed)).toHaveLength(5);
      } finally {
        other.disconnect();
      }
    });

    describe('hub connections per user, counted in Redis', () => {
      const counters: RedisConnectionCounter[] = [];
      const others: Redis[] = [];
      /** A replica's counter on its own Redis connection, with a clock the test moves. */
      const replica = (prefix: string, clock: { now: number }, ttlMs = 30_000): RedisConnectionCounter => {
        const connection = new Redis((redis as RedisInstance).url);
        others.push(connection);
        const counter = new RedisConnectionCounter(connection, {
          prefix,
          now: () => clock.now,
          ttlMs,
          heartbeatMs: 3_600_000,
        });
        counters.push(counter);
        return counter;
      };
      afterAll(async () => {
        await Promise.all(counters.map((c) => c.close()));
        for (const connection of others) connection.disconnect();
      });

      const move = fc.record({
        replica: fc.integer({ min: 0, max: 1 }),
        user: fc.constantFrom('staff-1', '17'),
        // Two opens to a close, so users reach the limit and are refused there.
        open: fc.constantFrom(true, true, false),
        which: fc.nat(),
      });

      it('admits and refuses, over two replicas, exactly as one server does', async () => {
        let run = 0;
        await fc.assert(
          fc.asyncProperty(fc.array(move, { maxLength: 40, size: 'max' }), async (moves) => {
            run += 1;
            const clock = { now: 1_000_000 };
            const shared = [replica(`conn-prop-${run}:`, clock), replica(`conn-prop-${run}:`, clock)];
            const one = new InProcessConnectionCounter();
            const open: { user: string; here: () => void; there: () => void }[] = [];
            for (const { replica: r, user, open: opening, which } of moves) {
              if (opening || open.length === 0) {
                const here = await one.acquire(user, 3);
                const there = await (shared[r] as RedisConnectionCounter).acquire(user, 3);
                expect(there === null).toBe(here === null);
                if (here !== null && there !== null) open.push({ user, here, there });
              } else {
                const [closing] = open.splice(which % open.length, 1);
                closing?.here();
                closing?.there();
                // The release is on its way to Redis; the next step must see it.
                await Promise.all(shared.map((c) => c.settled()));
              }
            }
          }),
          { numRuns: 25 },
        );
      }, 60_000);

      it('lets exactly the limit of forty connections asked at once through two replicas', async () => {
        const clock = { now: 2_000_000 };
        const [a, b] = [replica('conn-burst:', clock), replica('conn-burst:', clock)];
        const places = await Promise.all(
          Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).acquire('staff-1', 30)),
        );
        expect(places.filter((p) => p !== null)).toHaveLength(30);
      });

      it("drops the places of a replica that stopped renewing them (it died), and keeps a live one's", async () => {
        const clock = { now: 3_000_000 };
        const [dead, live, other] = [
          replica('conn-lapse:', clock, 30_000),
          replica('conn-lapse:', clock, 30_000),
          replica('conn-lapse:', clock, 30_000),
        ];
        expect(await dead.acquire('staff-1', 2)).not.toBeNull();
        expect(await live.acquire('staff-1', 2)).not.toBeNull();
        expect(await other.acquire('staff-1', 2)).toBeNull();
        // 20 s: the live replica renews; 20 s later the dead one's place is 40 s old, the live one's 20 s.
        clock.now += 20_000;
        await live.renew();
        clock.now += 20_000;
        expect(await other.acquire('staff-1', 2)).not.toBeNull();
        expect(await other.acquire('staff-1', 2)).toBeNull();
      });
    });

    it('migrates once when two replicas start together on one PostgreSQL', async () => {
      const url = (cluster as PostgresCluster).url;
      const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
      await sql`create database migrate_together`.execute(admin);
      await admin.destroy();
      const target = url.replace(/\/postgres$/, '/migrate_together');
      const [one, two] = await Promise.all([
        openDatabase({ kind: 'postgres', url: target }),
        openDatabase({ kind: 'postgres', url: target }),
      ]);
      try {
        const [first, second] = await Promise.all([
          migrateToLatest(one, MIGRATIONS),
          migrateToLatest(two, MIGRATIONS),
        ]);
        // Each migration ran in exactly one of them, and every one ran.
        expect([...first, ...second].sort()).toEqual(MIGRATIONS.map((m) => m.name));
        expect(await appliedNames(one)).toEqual(MIGRATIONS.map((m) => m.name));
      } finally {
        await Promise.all([one.destroy(), two.destroy()]);
      }
    }, 120_000);
  },
);
