import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READS } from '../../src/contract/reads/reads';
import { wireFields, type FormField, type RecordForm } from '../../src/contract/writes/record-form';
import { MANAGED_RECORDS, RECORD_NAMES, writesOf, type RecordName } from '../../src/contract/writes/records';
import { RECORD_STORAGE } from '../../server/features/records/record-table';
import { RecordMessage } from '../../server/features/records/record-writes';
import { call, tokensOf, type Answer } from './support/http-client';
import { hubClient, nextMessage } from './support/signalr-client';
import { HaremHubEvent, HubPath } from '../../server/realtime';
import { RECORD_CHANGED_EVENT } from '../../src/contract/writes/records';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 60_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

type Row = Record<string, unknown>;

const api = (path: string, options: Parameters<typeof call>[1] = {}): Promise<Answer> =>
  call(`${server.url}/api${path}`, { token: admin, ...options });

const firstIdOf = async (read: keyof typeof READS): Promise<number> => {
  const rows = (await api(READS[read].path)).json as Row[];
  return Number(rows[0]?.id);
};

/** A center without contact details yet: a center has at most one contact record. */
const centerWithoutContact = async (): Promise<number> => {
  const taken = new Set(((await api(READS.centerContacts.path)).json as Row[]).map((r) => r.centerId));
  const centers = (await api(READS.clinicCenters.path)).json as Row[];
  const free = centers.find((center) => !taken.has(center.id));
  if (free !== undefined) return Number(free.id);
  const center = await api('/Records/centers', {
    method: 'POST',
    body: {
      nameEn: 'Probe center',
      nameKu: 'Probe center',
      nameAr: 'Probe center',
      centerGroupId: await firstIdOf('centerGroups'),
      sortOrder: 0,
    },
  });
  return Number((center.json as Row).id);
};

/** A pharmacy item without details yet: an item has at most one details record. */
const itemWithoutDetails = async (): Promise<number> => {
  const taken = new Set(
    ((await api(READS.pharmacyItemDetails.path)).json as Row[]).map((r) => r.pharmacyItemId),
  );
  const items = (await api(READS.pharmacyItems.path)).json as Row[];
  const free = items.find((item) => !taken.has(item.id));
  if (free !== undefined) return Number(free.id);
  // The demo gives every item its details: a new item has none.
  const item = await api('/Records/pharmacyItems', {
    method: 'POST',
    body: {
      nameEn: 'Probe item',
      nameKu: 'Probe item',
      nameAr: 'Probe item',
      pharmacyPartitionId: await firstIdOf('pharmacyPartitions'),
      price: 1000,
      stock: 1,
    },
  });
  return Number((item.json as Row).id);
};

/** A valid body for any form: the smallest value of each field, the first choice of each lookup. */
async function validBody(form: RecordForm, tag: string): Promise<Row> {
  const body: Row = {};
  for (const field of form as readonly FormField[]) {
    for (const name of wireFields(field)) {
      switch (field.kind) {
        case 'text':
        case 'longText':
        case 'multilingual':
          body[name] = `${tag} ${name}`.slice(0, field.maxLength);
          break;
        case 'image':
          if (field.required) body[name] = 'https://images.example.org/probe.png';
          break;
        case 'number':
          body[name] = field.min !== undefined && field.min > 0 ? field.min : 1;
          break;
        case 'yesNo':
          body[name] = true;
          break;
        case 'date':
          body[name] = '2027-03-01';
          break;
        case 'dateTime':
          body[name] = name === 'endsAt' ? '2027-03-01T12:00:00.000Z' : '2027-03-01T10:00:00.000Z';
          break;
        case 'enum':
          body[name] = field.options[0];
          break;
        case 'choice':
          body[name] = field.choices[0]?.value;
          break;
        case 'lookup':
          // Of a pair where exactly one is chosen, the first.
          body[name] = (form as readonly FormField[]).some((f) => f.kind === 'lookup' && f.orElse === name)
            ? null
            : name === 'pharmacyItemId'
              ? await itemWithoutDetails()
              : form === MANAGED_RECORDS.centerContacts.form && name === 'centerId'
                ? await centerWithoutContact()
                : await firstIdOf(field.read);
          break;
      }
    }
  }
  return body;
}

const newsBody = async (title: string): Promise<Row> => ({
  ...(await validBody(MANAGED_RECORDS.news.form, title)),
  titleEn: title,
  titleKu: 'هەواڵی نوێ',
  titleAr: 'خبر جديد',
  isPublished: true,
});

const auditOf = (entity: string, entityId: unknown) =>
  server.db
    .selectFrom('audit_records')
    .select(['action', 'area', 'user_name', 'before_json', 'after_json'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

describe('writes of managed records', () => {
  it('creates a news item at version 1, which the public news list shows at once', async () => {
    const before = (await call(`${server.url}/api/News`)).json as Row[];
    const created = await api('/Records/news', { method: 'POST', body: await newsBody('Fresh news') });
    expect(created.status).toBe(200);
    const row = created.json as Row;
    expect(row).toMatchObject({ titleEn: 'Fresh news', titleAr: 'خبر جديد', version: 1 });
    const after = (await call(`${server.url}/api/News`)).json as Row[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((r) => r.id)).toContain(row.id);
  });

  it('changes a record from its current version and moves it one version on', async () => {
    const row = (await api('/Records/news', { method: 'POST', body: await newsBody('To edit') })).json as Row;
    const changed = await api(`/Records/news/${String(row.id)}`, {
      method: 'PUT',
      body: { ...(await newsBody('Edited')), version: 1 },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: row.id, titleEn: 'Edited', version: 2 });
  });

  it('refuses a change from an older version with 409 and the record as it is now', async () => {
    const row = (await api('/Records/news', { method: 'POST', body: await newsBody('Raced') })).json as Row;
    const path = `/Records/news/${String(row.id)}`;
    await api(path, { method: 'PUT', body: { ...(await newsBody('First writer')), version: 1 } });
    const stale = await api(path, {
      method: 'PUT',
      body: { ...(await newsBody('Second writer')), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      message: RecordMessage.Stale,
      current: { id: row.id, titleEn: 'First writer', version: 2 },
    });
    const overwritten = await api(path, {
      method: 'PUT',
      body: { ...(await newsBody('Second writer')), version: 2 },
    });
    expect(overwritten.json).toMatchObject({ titleEn: 'Second writer', version: 3 });
  });

  it('answers a bad body with 400 naming every refused field and its problem', async () => {
    const body = { ...(await newsBody('Bad')), titleEn: '   ', titleAr: 7, newsCategoryId: 'one', extra: 1 };
    const refused = await api('/Records/news', { method: 'POST', body });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      field: expect.stringMatching(/^body/),
      errors: expect.arrayContaining([
        { field: 'titleEn', problem: 'required' },
        { field: 'titleAr', problem: 'notText' },
        { field: 'newsCategoryId', problem: 'notAChoice' },
      ]),
    });
  });

  it('refuses a version that is not a whole number, and a change without one', async () => {
    const row = (await api('/Records/news', { method: 'POST', body: await newsBody('No version') }))
      .json as Row;
    const missing = await api(`/Records/news/${String(row.id)}`, {
      method: 'PUT',
      body: await newsBody('x'),
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errors: [{ field: 'version', problem: 'notAVersion' }] });
  });

  it('answers a choice of a record that does not exist, and values that do not fit together, with 400', async () => {
    const noCategory = await api('/Records/news', {
      method: 'POST',
      body: { ...(await newsBody('Orphan')), newsCategoryId: 999_999 },
    });
    expect(noCategory.status).toBe(400);
    expect(noCategory.json).toMatchObject({ message: RecordMessage.MissingChoice });
    const backwards = await api('/Records/events', {
      method: 'POST',
      body: {
        ...(await validBody(MANAGED_RECORDS.events.form, 'Backwards')),
        startsAt: '2027-03-02T10:00:00.000Z',
        endsAt: '2027-03-01T10:00:00.000Z',
      },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json).toMatchObject({ message: RecordMessage.Inconsistent });
  });

  it("refuses writes outside the role's areas with 403 and writes nothing", async () => {
    const count = async () => ((await api('/News/GetNewsDashboard')).json as Row[]).length;
    const before = await count();
    const denied = await api('/Records/news', {
      method: 'POST',
      token: reception,
      body: await newsBody('Nope'),
    });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ area: 'news' });
    expect(await api('/Records/news/1', { method: 'DELETE', token: reception })).toMatchObject({
      status: 403,
    });
    expect(await count()).toBe(before);
  });

  it('refuses to remove a record others still refer to, naming what refers to it', async () => {
    const categoryId = await firstIdOf('newsCategories');
    const refused = await api(`/Records/newsCategories/${categoryId}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      message: RecordMessage.Referenced,
      referencedBy: [{ table: 'news', count: expect.any(Number) }],
    });
    expect(((await api('/NewsCategories')).json as Row[]).map((r) => r.id)).toContain(categoryId);
  });

  it('removes a record from its current version only, and answers 404 after', async () => {
    const row = (await api('/Records/news', { method: 'POST', body: await newsBody('Gone') })).json as Row;
    const path = `/Records/news/${String(row.id)}`;
    await api(path, { method: 'PUT', body: { ...(await newsBody('Gone soon')), version: 1 } });
    expect(await api(`${path}?version=1`, { method: 'DELETE' })).toMatchObject({ status: 409 });
    expect(await api(`${path}?version=x`, { method: 'DELETE' })).toMatchObject({ status: 400 });
    expect(await api(`${path}?version=2`, { method: 'DELETE' })).toMatchObject({ status: 200 });
    expect(await api(path, { method: 'DELETE' })).toMatchObject({ status: 404 });
    expect(((await call(`${server.url}/api/News`)).json as Row[]).map((r) => r.id)).not.toContain(row.id);
  });

  it('writes an audit record of each create, change and removal, with the record before and after', async () => {
    const row = (await api('/Records/news', { method: 'POST', body: await newsBody('Audited') })).json as Row;
    const path = `/Records/news/${String(row.id)}`;
    await api(path, { method: 'PUT', body: { ...(await newsBody('Audited again')), version: 1 } });
    await api(path, { method: 'DELETE' });
    const records = await auditOf('News', row.id);
    expect(records.map((r) => [r.action, r.area, r.user_name])).toEqual([
      ['Create', 'news', 'admin'],
      ['Update', 'news', 'admin'],
      ['Delete', 'news', 'admin'],
    ]);
    const json = (text: string | null): Row => JSON.parse(text ?? 'null') as Row;
    expect(records[0]?.before_json).toBeNull();
    expect(json(records[0]?.after_json ?? null)).toMatchObject({ titleEn: 'Audited', version: 1 });
    expect(json(records[1]?.before_json ?? null)).toMatchObject({ titleEn: 'Audited', version: 1 });
    expect(json(records[1]?.after_json ?? null)).toMatchObject({ titleEn: 'Audited again', version: 2 });
    expect(json(records[2]?.before_json ?? null)).toMatchObject({ titleEn: 'Audited again' });
    expect(records[2]?.after_json).toBeNull();
  });

  // The single and change-only records have their own test (record-writes-settings.test.ts).
  const LIST_RECORDS = RECORD_NAMES.filter((name) => writesOf(name).remove);
  it.each(LIST_RECORDS)('creates, changes, lists and removes a %s record', async (name: RecordName) => {
    const { form, list } = MANAGED_RECORDS[name];
    const body = await validBody(form, `Probe ${name}`);
    const created = await api(`/Records/${name}`, { method: 'POST', body });
    expect(created.status, created.text).toBe(200);
    const row = created.json as Row;
    expect(row.version).toBe(1);
    const path = `/Records/${name}/${String(row.id)}`;
    const changed = await api(path, { method: 'PUT', body: { ...body, version: 1 } });
    expect(changed.status, changed.text).toBe(200);
    // The why-choose-us read holds its items under `items`.
    const answer = (await api(READS[list].path)).json as Row[] | { items: Row[] };
    const listed = Array.isArray(answer) ? answer : answer.items;
    expect(listed.find((r) => r.id === row.id)).toMatchObject({ version: 2 });
    expect((await api(path, { method: 'DELETE' })).status).toBe(200);
  });

  it('lists, for each record, exactly the foreign keys that refuse its removal', async () => {
    for (const name of RECORD_NAMES) {
      const { table, referencedBy } = RECORD_STORAGE[name];
      const { rows } = await sql<{ table: string; column: string }>`
        select c.conrelid::regclass::text as table, a.attname as column
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = ${table}::regclass and c.confdeltype in ('a', 'r')
        order by 1, 2`.execute(server.db);
      expect(
        [...referencedBy].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`)),
        name,
      ).toEqual(rows.map((r) => ({ table: r.table, column: r.column })));
    }
  });
});

describe('a removal’s question', () => {
  it('names, for each record, every table whose rows go with it: cascading keys, at any depth, and rows it owns', async () => {
    const { rows: cascades } = await sql<{ table: string; target: string }>`
      select c.conrelid::regclass::text as table, c.confrelid::regclass::text as target
      from pg_constraint c
      where c.contype = 'f' and c.confdeltype = 'c'`.execute(server.db);
    const goWith = (table: string): string[] => {
      const found = new Set<string>();
      const walk = (target: string): void => {
        for (const edge of cascades) {
          if (edge.target !== target || found.has(edge.table)) continue;
          found.add(edge.table);
          walk(edge.table);
        }
      };
      walk(table);
      return [...found];
    };
    for (const name of RECORD_NAMES) {
      const { table, owns = [] } = RECORD_STORAGE[name];
      const expected = [...goWith(table), ...owns.map((o) => o.table)];
      const declared: readonly string[] =
        (MANAGED_RECORDS[name] as { alsoRemoves?: readonly string[] }).alsoRemoves ?? [];
      expect([...declared].sort(), name).toEqual([...new Set(expected)].sort());
    }
  });
});

describe('a record written', () => {
  it('is announced to every staff connection of /HaremHub after its commit, and a refused write is not', async () => {
    expect(HaremHubEvent.RecordChanged).toBe(RECORD_CHANGED_EVENT);
    const { chatToken } = await tokensOf(server.url, 'reception', 'demo-reception');
    const hub = hubClient(`${server.url}${HubPath.Harem}`, chatToken);
    await hub.start();
    try {
      const created = nextMessage(hub, RECORD_CHANGED_EVENT);
      const answer = await api('/Records/news', { method: 'POST', body: await newsBody('Announced') });
      expect(answer.status).toBe(200);
      const id = (answer.json as Row).id;
      expect(await created).toEqual([{ record: 'news', id, action: 'create' }]);

      const refused: unknown[] = [];
      hub.on(RECORD_CHANGED_EVENT, (...args: unknown[]) => refused.push(args));
      const stale = await api(`/Records/news/${String(id)}`, {
        method: 'PUT',
        body: { ...(await newsBody('Too late')), version: 99 },
      });
      expect(stale.status).toBe(409);
      const removed = nextMessage(hub, RECORD_CHANGED_EVENT);
      expect((await api(`/Records/news/${String(id)}`, { method: 'DELETE' })).status).toBe(200);
      expect(await removed).toEqual([{ record: 'news', id, action: 'delete' }]);
      // Only the removal was announced: the refused change said nothing.
      expect(refused).toEqual([[{ record: 'news', id, action: 'delete' }]]);
    } finally {
      await hub.stop();
    }
  });
});
