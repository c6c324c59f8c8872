import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open-database';
import { auditFacets, whereAuditFilter } from '../../server/features/audit/audit-trail';
import { recordAudit } from '../../server/features/audit/record-audit';
import { verifyAuditTrail } from '../../server/features/audit/verify-audit';
import type { StaffPrincipal } from '../../server/http/principal';
import type { RouteContext } from '../../server/http/route';
import { PROJECT_ROOT } from '../../server/start-server';
import { EMPTY_AUDIT_FILTER } from '../../src/domain/audit/audit-filter';
import { freshDataDir, seededDemoDataDir } from './support/test-server';

let db: Kysely<Database>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await freshDataDir();
  db = await openDatabase({ kind: 'pglite', dataDir });
  await migrateToLatest(db, MIGRATIONS);
}, 60_000);

afterAll(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const admin = { kind: 'staff', id: 'u-1', name: 'admin' } as const;

const ids = async (): Promise<number[]> =>
  (await db.selectFrom('audit_records').select('id').orderBy('id').execute()).map((r) => Number(r.id));

describe('the audit trail', () => {
  it('keeps what was recorded: actor, area, outcome, address, reason, before and after', async () => {
    await recordAudit(db, {
      actor: admin,
      action: 'AppointmentState',
      area: 'appointments',
      entity: 'Appointment',
      entityId: 42,
      ip: '10.1.2.3',
      reason: 'Doctor is ill',
      before: { state: 1 },
      after: { state: 6 },
      at: new Date('2026-11-26T10:00:00.123Z'),
    });
    const row = await db
      .selectFrom('audit_records')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor_kind: 'staff',
      staff_user_id: 'u-1',
      user_name: 'admin',
      action: 'AppointmentState',
      area: 'appointments',
      entity: 'Appointment',
      entity_id: '42',
      outcome: 'success',
      ip: '10.1.2.3',
      reason: 'Doctor is ill',
      before_json: '{"state":1}',
      after_json: '{"state":6}',
      prev_hash: '',
    });
    expect(new Date(row.at).toISOString()).toBe('2026-11-26T10:00:00.123Z');
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('chains twenty events written at once into one line, each naming the one before', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordAudit(db, { actor: admin, action: 'Update', entity: 'News', entityId: i, after: { n: i } }),
      ),
    );
    const rows = await db.selectFrom('audit_records').select(['prev_hash', 'hash']).orderBy('id').execute();
    expect(rows).toHaveLength(21);
    rows.slice(1).forEach((row, i) => expect(row.prev_hash).toBe(rows[i]!.hash));
    expect(new Set(rows.map((r) => r.hash)).size).toBe(21);
    expect(await verifyAuditTrail(db)).toEqual({
      checked: 21,
      unchained: 0,
      broken: null,
      lastHash: rows[20]!.hash,
    });
  });

  it('rolls back with the change it records', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, { actor: admin, action: 'Delete', entity: 'News', entityId: 7 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await ids()).toHaveLength(21);
    expect((await verifyAuditTrail(db)).broken).toBeNull();
  });

  it('finds a record changed behind the API', async () => {
    const target = (await ids())[5]!;
    const original = await db
      .selectFrom('audit_records')
      .select('user_name')
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('audit_records')
      .set({ user_name: 'someone-else' })
      .where('id', '=', target)
      .execute();
    expect((await verifyAuditTrail(db)).broken).toEqual({
      id: target,
      why: 'its content does not match its hash (it was changed)',
    });
    await db
      .updateTable('audit_records')
      .set({ user_name: original.user_name })
      .where('id', '=', target)
      .execute();
    expect((await verifyAuditTrail(db)).broken).toBeNull();
  });

  it('finds a record removed from the middle, and one slipped in at the end', async () => {
    const all = await ids();
    await db.deleteFrom('audit_records').where('id', '=', all[10]!).execute();
    expect((await verifyAuditTrail(db)).broken).toEqual({
      id: all[11],
      why: 'it does not follow the row before it (a row was removed or added)',
    });

    const fresh = await freshDataDir();
    const other = await openDatabase({ kind: 'pglite', dataDir: fresh });
    try {
      await migrateToLatest(other, MIGRATIONS);
      await recordAudit(other, { actor: admin, action: 'Login', entity: 'Session' });
      await other
        .insertInto('audit_records')
        .values({ user_name: 'intruder', action: 'Login', entity: 'Session' })
        .execute();
      const report = await verifyAuditTrail(other);
      expect(report.checked).toBe(2);
      expect(report.broken?.why).toBe('it does not follow the row before it (a row was removed or added)');
    } finally {
      await other.destroy();
      await rm(fresh, { recursive: true, force: true });
    }
  });
});

describe('npm run audit:verify', () => {
  it('says the demo database chain is intact and exits 0, and names a changed record with exit 1', async () => {
    const demoDir = await seededDemoDataDir();
    const run = () =>
      promisify(execFile)(join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'), ['server/cli/audit-verify.ts'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATA_DIR: demoDir, JWT_SECRET: 'x'.repeat(48) },
      });
    try {
      const ok = await run();
      expect(ok.stdout).toMatch(/^Audit trail intact: \d{6} chained records\.$/m);
      expect(ok.stdout).toMatch(/^Last hash: [0-9a-f]{64}$/m);

      const demo = await openDatabase({ kind: 'pglite', dataDir: demoDir });
      await demo.updateTable('audit_records').set({ ip: '1.2.3.4' }).where('id', '=', 777).execute();
      await demo.destroy();
      const failed = await run().then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(
        'Audit trail BROKEN at record 777: its content does not match its hash',
      );
    } finally {
      await rm(demoDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the audit filter on the server', () => {
  it('filters by permission area, and offers the areas the trail holds as the choices', async () => {
    await recordAudit(db, {
      actor: admin,
      action: 'ComplaintStatus',
      area: 'feedback',
      entity: 'Complaint',
      entityId: 3,
    });
    await recordAudit(db, { actor: admin, action: 'Create', area: 'news', entity: 'News', entityId: 4 });
    await recordAudit(db, { actor: admin, action: 'Login', entity: 'Session' });
    const feedback = await whereAuditFilter(db.selectFrom('audit_records'), {
      ...EMPTY_AUDIT_FILTER,
      area: 'feedback',
    })
      .select(['action', 'area'])
      .execute();
    expect(feedback.length).toBeGreaterThan(0);
    expect(feedback.every((r) => r.area === 'feedback')).toBe(true);
    expect(feedback.map((r) => r.action)).toContain('ComplaintStatus');
    const services = { db } as unknown as RouteContext<StaffPrincipal>['services'];
    const facets = await auditFacets({ services } as RouteContext<StaffPrincipal>);
    expect(facets.areas).toContain('feedback');
    expect(facets.areas).toContain('news');
    expect(facets.areas).toContain('appointments');
    expect(facets.areas).toEqual([...new Set(facets.areas)].sort());
  });
});
