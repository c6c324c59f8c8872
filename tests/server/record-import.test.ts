import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf, type Answer } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/**
 * The CSV import call (`POST /api/Records/{pharmacyItems,labTests}/import`) as the browser sends
 * it: batches of rows under one key per file, first checked (`dryRun`), then written.
 */
let server: TestServer;
let admin: string;
let reception: string;
let department: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
  const first = await server.db
    .selectFrom('lab_departments')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  department = first.id;
}, 300_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

type Row = Record<string, unknown>;

const importLabTests = (body: unknown, token: string | null = admin): Promise<Answer> =>
  call(`${server.url}/api/Records/labTests/import`, {
    method: 'POST',
    body,
    ...(token === null ? {} : { token }),
  });

const labTest = (code: string, extra: Row = {}): Row => ({
  appearanceName: `Test ${code}`,
  code,
  labDepartmentId: department,
  price: 12_500,
  sampleType: 'Blood',
  turnaroundHours: 24,
  details: '**Fasting** not needed',
  isAvailable: true,
  ...extra,
});

const labTestsWithCodes = async (codes: readonly string[]): Promise<Row[]> =>
  await server.db
    .selectFrom('lab_test_profiles')
    .selectAll()
    .where('code', 'in', [...codes])
    .execute();

const importAudits = async (): Promise<number> =>
  Number(
    (
      await server.db
        .selectFrom('audit_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', 'Import')
        .executeTakeFirstOrThrow()
    ).n,
  );

let keys = 0;
const newKey = (): string => `import-test-key-${String(++keys).padStart(4, '0')}`;

describe('CSV import of lab tests', () => {
  it('checks a batch without writing anything: each row valid or refused with its fields', async () => {
    const auditsBefore = await importAudits();
    const answer = await importLabTests({
      key: newKey(),
      dryRun: true,
      rows: [
        { row: 2, values: labTest('DRY-1') },
        { row: 3, values: labTest('DRY-2', { price: -5, turnaroundHours: 'soon' }) },
        { row: 4, values: labTest('DRY-3', { labDepartmentId: 999_999 }) },
        { row: 5, values: labTest('DRY-4', { appearanceName: '' }) },
        { row: 6, values: labTest('DRY-5', { price: 1e12 }) },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      results: [
        { row: 2, outcome: 'valid' },
        {
          row: 3,
          outcome: 'refused',
          errors: [
            { field: 'price', problem: 'tooSmall' },
            { field: 'turnaroundHours', problem: 'notANumber' },
          ],
        },
        { row: 4, outcome: 'refused', errors: [{ field: 'labDepartmentId', problem: 'missingChoice' }] },
        { row: 5, outcome: 'refused', errors: [{ field: 'appearanceName', problem: 'required' }] },
        { row: 6, outcome: 'refused', errors: [{ field: 'price', problem: 'tooLarge' }] },
      ],
    });
    expect(await labTestsWithCodes(['DRY-1', 'DRY-2', 'DRY-3', 'DRY-4', 'DRY-5'])).toEqual([]);
    expect(await importAudits()).toBe(auditsBefore);
  });

  it('writes exactly the valid rows, audits each, and a retry of the same batch writes none again', async () => {
    const key = newKey();
    const auditsBefore = await importAudits();
    const batch = {
      key,
      dryRun: false,
      rows: [
        { row: 2, values: labTest('IMP-1') },
        { row: 3, values: labTest('IMP-2', { turnaroundHours: -1 }) },
        { row: 4, values: labTest('IMP-3', { sampleType: 'Urine' }) },
        { row: 5, values: labTest('IMP-1', { appearanceName: 'Same code again' }) },
      ],
    };
    const first = await importLabTests(batch);
    expect(first.status).toBe(200);
    const results = (first.json as { results: Row[] }).results;
    expect(results.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'refused'],
      [4, 'created'],
      [5, 'refused'],
    ]);
    expect(results[1]).toMatchObject({ errors: [{ field: 'turnaroundHours', problem: 'tooSmall' }] });
    expect(results[3]).toMatchObject({ errors: [{ field: 'code', problem: 'duplicate' }] });

    const written = await labTestsWithCodes(['IMP-1', 'IMP-2', 'IMP-3']);
    expect(written.map((r) => [r.code, r.appearance_name, r.sample_type]).sort()).toEqual([
      ['IMP-1', 'Test IMP-1', 'Blood'],
      ['IMP-3', 'Test IMP-3', 'Urine'],
    ]);
    const ids = written.map((r) => Number(r.id)).sort((a, b) => a - b);
    expect([results[0]?.id, results[2]?.id].sort((a, b) => Number(a) - Number(b))).toEqual(ids);
    expect(await importAudits()).toBe(auditsBefore + 2);
    const audits = await server.db
      .selectFrom('audit_records')
      .select(['entity', 'entity_id', 'area', 'after_json'])
      .where('action', '=', 'Import')
      .where('entity_id', 'in', ids.map(String))
      .execute();
    expect(audits).toHaveLength(2);
    for (const audit of audits) {
      expect(audit).toMatchObject({ entity: 'LabTest', area: 'lab' });
      expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ importKey: key });
    }

    // The answer was lost: the browser sends the same batch again, twice at once.
    const [again, twice] = await Promise.all([importLabTests(batch), importLabTests(batch)]);
    for (const answer of [again, twice]) {
      expect(answer.status).toBe(200);
      const retried = (answer.json as { results: Row[] }).results;
      expect(retried[0]).toEqual({ row: 2, outcome: 'already', id: results[0]?.id });
      expect(retried[2]).toEqual({ row: 4, outcome: 'already', id: results[2]?.id });
    }
    expect(await labTestsWithCodes(['IMP-1', 'IMP-3'])).toHaveLength(2);
    expect(await importAudits()).toBe(auditsBefore + 2);
  });

  it('shows what it made in the lab tests list', async () => {
    const answer = await importLabTests({
      key: newKey(),
      dryRun: false,
      rows: [{ row: 2, values: labTest('LIST-1') }],
    });
    expect(answer.status).toBe(200);
    const listed = (await call(`${server.url}/api/LabDepartment/GetLabTestProfile`, { token: admin }))
      .json as Row[];
    expect(JSON.stringify(listed)).toContain('LIST-1');
  });

  it('refuses a caller without a token (401) and a role without the lab area (403), writing nothing', async () => {
    const body = { key: newKey(), dryRun: false, rows: [{ row: 2, values: labTest('DENIED-1') }] };
    expect((await importLabTests(body, null)).status).toBe(401);
    const denied = await importLabTests(body, reception);
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ area: 'lab' });
    const pharmacy = await call(`${server.url}/api/Records/pharmacyItems/import`, {
      method: 'POST',
      token: reception,
      body,
    });
    expect(pharmacy.status).toBe(403);
    expect(await labTestsWithCodes(['DENIED-1'])).toEqual([]);
  });

  it.each([
    ['not JSON at all', '{"key": "abc', undefined],
    ['no body', undefined, undefined],
    ['an array', [], 'body'],
    ['no rows', { key: 'k'.repeat(20), dryRun: true, rows: [] }, 'body.rows'],
    ['a short key', { key: 'short', dryRun: true, rows: [{ row: 2, values: {} }] }, 'body.key'],
    [
      'a key with spaces',
      { key: 'a key with spaces ok', dryRun: true, rows: [{ row: 2, values: {} }] },
      'body.key',
    ],
    ['dryRun as text', { key: 'k'.repeat(20), dryRun: 'yes', rows: [{ row: 2, values: {} }] }, 'body.dryRun'],
    [
      'a row number of 0',
      { key: 'k'.repeat(20), dryRun: true, rows: [{ row: 0, values: {} }] },
      'body.rows[0].row',
    ],
    [
      'values not an object',
      { key: 'k'.repeat(20), dryRun: true, rows: [{ row: 2, values: 'x' }] },
      'body.rows[0].values',
    ],
    ['an unknown property', { key: 'k'.repeat(20), dryRun: true, rows: [], extra: 1 }, undefined],
    [
      'too many rows',
      {
        key: 'k'.repeat(20),
        dryRun: true,
        rows: Array.from({ length: 101 }, (_, i) => ({ row: i + 2, values: {} })),
      },
      'body.rows',
    ],
  ])('answers a malformed body (%s) with 400 and a message, never 500', async (_name, body, field) => {
    const answer =
      body === undefined
        ? await call(`${server.url}/api/Records/labTests/import`, {
            method: 'POST',
            token: admin,
            headers: { 'content-type': 'application/json' },
          })
        : await importLabTests(body);
    expect(answer.status).toBe(400);
    const refusal = answer.json as { message?: unknown; field?: unknown };
    expect(typeof refusal.message).toBe('string');
    expect(String(refusal.message).length).toBeGreaterThan(5);
    if (field !== undefined) expect(refusal.field).toBe(field);
  });

  it('refuses a field the record does not have as that row’s problem, not the batch’s', async () => {
    const answer = await importLabTests({
      key: newKey(),
      dryRun: true,
      rows: [
        { row: 2, values: labTest('ODD-1', { colour: 'red' }) },
        { row: 3, values: labTest('ODD-2') },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      results: [
        { row: 2, outcome: 'refused', errors: [{ field: 'colour', problem: 'unknownField' }] },
        { row: 3, outcome: 'valid' },
      ],
    });
  });
});

describe('CSV import of pharmacy items', () => {
  it('writes the valid items of a batch once', async () => {
    const partition = await server.db
      .selectFrom('pharmacy_partitions')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const item = (name: string, extra: Row = {}): Row => ({
      nameEn: name,
      nameKu: `${name} ku`,
      nameAr: `${name} ar`,
      pharmacyPartitionId: partition.id,
      price: 3_000,
      stock: 10,
      barcode: null,
      imageUrl: null,
      isAvailable: true,
      ...extra,
    });
    const batch = {
      key: newKey(),
      dryRun: false,
      rows: [
        { row: 2, values: item('Imported syrup') },
        { row: 3, values: item('Imported tablets', { stock: 1.5 }) },
      ],
    };
    const answer = await call(`${server.url}/api/Records/pharmacyItems/import`, {
      method: 'POST',
      token: admin,
      body: batch,
    });
    expect(answer.status).toBe(200);
    expect((answer.json as { results: Row[] }).results.map((r) => r.outcome)).toEqual(['created', 'refused']);
    await call(`${server.url}/api/Records/pharmacyItems/import`, {
      method: 'POST',
      token: admin,
      body: batch,
    });
    const found = await server.db
      .selectFrom('pharmacy_items')
      .select('id')
      .where('name_en', 'in', ['Imported syrup', 'Imported tablets'])
      .execute();
    expect(found).toHaveLength(1);
  });
});
