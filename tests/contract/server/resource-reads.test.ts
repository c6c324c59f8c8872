import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_READS } from '../../../src/adapters/http/resource-reads';
import { READS } from '../../../src/contract/reads/reads';
import { validate, type Schema } from '../../../src/contract/shared/schema';
import { RESOURCES, ResourceShape, type ResourceKey } from '../../../src/application/resources/resource-key';
import type { PermissionArea } from '../../../src/domain/lists/permission-area';
import { ROUTES } from '../../../server/http/route-table';
import { toRoutePath } from '../../../server/features/resources/resource-routes';
import { DemoRole } from '../../../server/seed/demo-seed';
import { call } from '../../server/support/http-client';
import { startDemoServer, type DemoServer } from './demo-server';
import { recordFields } from '../record-fields';
import { fillPath, PATH_PARAMS, sampleIds, type SampleIds } from './sample-params';

let demo: DemoServer;
let ids: SampleIds;

beforeAll(async () => {
  demo = await startDemoServer();
  ids = await sampleIds(demo.server.db, demo.patient.id);
}, 120_000);

afterAll(async () => {
  await demo?.stop();
});

const KEYS = Object.keys(RESOURCE_READS) as ResourceKey[];
const sent = (key: ResourceKey): readonly string[] => Object.values(RESOURCE_READS[key].auth);
const isPatientCall = (key: ResourceKey) => sent(key).includes('patient');
const isPublicCall = (key: ResourceKey) => !isPatientCall(key) && sent(key).includes('none');
const isStaffCall = (key: ResourceKey) => !isPatientCall(key) && !isPublicCall(key);

const PATIENT_KEYS = KEYS.filter(isPatientCall);
const PUBLIC_KEYS = KEYS.filter(isPublicCall);
const STAFF_KEYS = KEYS.filter(isStaffCall);
const RECEPTION_AREAS: readonly PermissionArea[] = DemoRole.Reception.areas;
const RECEPTION_ALLOWED = STAFF_KEYS.filter((k) =>
  RECEPTION_AREAS.includes(RESOURCES[k].area as PermissionArea),
);
const RECEPTION_FORBIDDEN = STAFF_KEYS.filter(
  (k) => !RECEPTION_AREAS.includes(RESOURCES[k].area as PermissionArea),
);

/**
 * Lists the demo seed leaves empty on purpose; every other list must come back with rows, so a
 * handler that silently answers `[]` fails here.
 */
const MAY_BE_EMPTY: ReadonlySet<ResourceKey> = new Set<ResourceKey>([]);

const urlOf = (key: ResourceKey): string => {
  const path = RESOURCE_READS[key].path;
  const params = PATH_PARAMS[path]?.(ids) ?? {};
  return `${demo.server.url}/api${fillPath(path, params)}`;
};

/** The token of the caller the client sends for `key`. */
const rightToken = (key: ResourceKey): string | undefined =>
  isPatientCall(key) ? demo.patient.token : isPublicCall(key) ? undefined : demo.admin;

/** The contract's schema of a read's answer, as sent on the wire. */
const contractOf = (key: ResourceKey): Schema<unknown> => READS[key].schema;

function expectAccepted(key: ResourceKey, body: unknown): void {
  const wire = validate(contractOf(key), body);
  expect(wire.ok ? 'accepted' : `refused at ${wire.field}`).toBe('accepted');
  const client: Schema<unknown> = RESOURCE_READS[key].read;
  const read = validate(client, body);
  expect(read.ok ? 'accepted' : `refused at ${read.field}`).toBe('accepted');
  if (RESOURCES[key].shape === ResourceShape.List && !MAY_BE_EMPTY.has(key)) {
    expect((body as unknown[]).length).toBeGreaterThan(0);
  }
}

describe('every plain read of the contract', () => {
  it('gives every read with path parameters its sample parameters', () => {
    const missing = KEYS.map((k) => RESOURCE_READS[k].path).filter(
      (p) => p.includes('{') && PATH_PARAMS[p] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('is served at its exact path, with the method GET, by the route table', () => {
    const served = new Set(ROUTES.filter((r) => r.method === 'GET').map((r) => r.path));
    const missing = KEYS.map((k) => toRoutePath(RESOURCE_READS[k].path)).filter(
      (p) => p !== '/' && !served.has(p),
    );
    expect(missing).toEqual([]);
  });

  it('puts every staff read in the permission area of the client catalogue', () => {
    const wrong = STAFF_KEYS.filter((k) => {
      const route = ROUTES.find((r) => r.path === toRoutePath(RESOURCE_READS[k].path) && r.method === 'GET');
      return route !== undefined && (route.auth !== 'staff' || route.area !== RESOURCES[k].area);
    });
    expect(wrong).toEqual([]);
  });

  it.each(KEYS)(
    'answers %s with 200 and a body the client accepts, given the token the client sends',
    async (key) => {
      const answer = await call(urlOf(key), { token: rightToken(key) });
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
      expectAccepted(key, answer.json);
    },
  );

  it.each([...STAFF_KEYS, ...PATIENT_KEYS])(
    'answers %s with 401 and a message without a token',
    async (key) => {
      const answer = await call(urlOf(key));
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(expect.objectContaining({ message: expect.any(String) }));
    },
  );

  it.each(PATIENT_KEYS)('answers %s with 401 to a staff token, which is not a patient token', async (key) => {
    expect((await call(urlOf(key), { token: demo.admin })).status).toBe(401);
  });

  it.each(RECEPTION_FORBIDDEN)('answers %s with 403 to reception, whose role lacks its area', async (key) => {
    const answer = await call(urlOf(key), { token: demo.reception });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(
      expect.objectContaining({ message: expect.any(String), area: RESOURCES[key].area }),
    );
  });

  it.each(RECEPTION_ALLOWED)('answers %s with 200 to reception, whose role grants its area', async (key) => {
    const answer = await call(urlOf(key), { token: demo.reception });
    expect(answer.status).toBe(200);
    expectAccepted(key, answer.json);
  });

  it.each(PUBLIC_KEYS)('answers %s without a token, and the same to a staff token', async (key) => {
    const bare = await call(urlOf(key));
    expect(bare.status).toBe(200);
    expectAccepted(key, bare.json);
    const withStaff = await call(urlOf(key), { token: demo.admin });
    expect(withStaff.status).toBe(200);
    expect(withStaff.json).toEqual(bare.json);
  });
});

/** A value of another type than `value`: text for a record, a record for anything else. */
const wrongFor = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? 'not a record' : { wrong: true };

describe('what the reference server sends, with one field of the wrong type', () => {
  const named = KEYS.filter((k) => (recordFields(READS[k].schema)?.length ?? 0) > 0);

  it('covers every read whose answer is a record or a list of records', () => {
    expect(named.length).toBe(KEYS.length - 2);
  });

  it.each(named)('%s: is refused, naming that field', async (key) => {
    const body: unknown = (await call(urlOf(key), { token: rightToken(key) })).json;
    const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
    const fields = recordFields(READS[key].schema) ?? [];
    fc.assert(
      fc.property(fc.nat(rows.length - 1), fc.constantFrom(...fields), (i, field) => {
        const row = rows[i] ?? {};
        const broken = { ...row, [field]: wrongFor(row[field]) };
        const sent = Array.isArray(body) ? rows.map((r, j) => (j === i ? broken : r)) : broken;
        const path = Array.isArray(body) ? `[${i}].${field}` : field;
        expect(validate(contractOf(key), sent)).toEqual({ ok: false, field: path });
      }),
      { numRuns: 20 },
    );
  });
});
