import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf, type Answer } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
}, 300_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

type Row = Record<string, unknown>;

const api = (path: string, options: Parameters<typeof call>[1] = {}): Promise<Answer> =>
  call(`${server.url}/api${path}`, { token: admin, ...options });

const rows = async (path: string): Promise<Row[]> => (await api(path)).json as Row[];

const newTag = async (nameEn: string, color: string | null = null): Promise<Row> => {
  const created = await api('/Records/doctorTags', {
    method: 'POST',
    body: { nameEn, nameKu: `${nameEn} ku`, nameAr: `${nameEn} ar`, color },
  });
  expect(created.status).toBe(200);
  return created.json as Row;
};

describe('doctor tags and a doctor’s tags', () => {
  it('writes a tag with a palette colour, stored in lower case, and refuses any other colour', async () => {
    const tag = await newTag('Tagged heart', '#E60000');
    expect(tag).toMatchObject({ nameEn: 'Tagged heart', color: '#e60000', version: 1 });
    const refused = await api('/Records/doctorTags', {
      method: 'POST',
      body: { nameEn: 'x', nameKu: 'x', nameAr: 'x', color: '#123456' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ errors: [{ field: 'color', problem: 'notAColour' }] });
    const listed = await rows('/DoctorTagName/GetDoctorsTag');
    expect(listed.find((r) => r.id === tag.id)).toMatchObject({ color: '#e60000' });
  });

  it('keeps a doctor’s tags once each, in the order chosen, in the list and in the audit', async () => {
    const [a, b, c] = [await newTag('Order A'), await newTag('Order B'), await newTag('Order C')];
    const doctor = (await rows('/Doctor/getDoctors'))[0] as Row;
    const { id, version } = doctor;
    const body = doctorBody(doctor);
    const path = `/Records/doctors/${String(id)}`;
    const changed = await api(path, {
      method: 'PUT',
      body: { ...body, tagIds: [c?.id, a?.id, c?.id, b?.id], version },
    });
    expect(changed.status).toBe(200);
    expect((changed.json as Row).tagIds).toEqual([c?.id, a?.id, b?.id]);
    const listed = (await rows('/Doctor/getDoctors')).find((r) => r.id === id);
    expect(listed?.tagIds).toEqual([c?.id, a?.id, b?.id]);
    const audit = await server.db
      .selectFrom('audit_records')
      .select(['after_json'])
      .where('entity', '=', 'Doctor')
      .where('entity_id', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ tagIds: [c?.id, a?.id, b?.id] });

    const stale = await api(path, { method: 'PUT', body: { ...body, tagIds: [], version } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { tagIds: [c?.id, a?.id, b?.id] } });

    const cleared = await api(path, {
      method: 'PUT',
      body: { ...body, tagIds: [], version: Number(version) + 1 },
    });
    expect((cleared.json as Row).tagIds).toEqual([]);
  });

  it('refuses a tag that does not exist with 400, and changes nothing', async () => {
    const doctor = (await rows('/Doctor/getDoctors'))[1] as Row;
    const before = doctor.tagIds;
    const refused = await api(`/Records/doctors/${String(doctor.id)}`, {
      method: 'PUT',
      body: { ...doctorBody(doctor), tagIds: [999_999], version: doctor.version },
    });
    expect(refused.status).toBe(400);
    const after = (await rows('/Doctor/getDoctors')).find((r) => r.id === doctor.id);
    expect(after).toMatchObject({ tagIds: before, version: doctor.version });
  });
});

const DOCTOR_FIELDS = [
  'nameEn',
  'nameKu',
  'nameAr',
  'specialityId',
  'centerId',
  'sex',
  'phoneNumber',
  'yearsOfExperience',
  'bioEn',
  'bioKu',
  'bioAr',
  'photoUrl',
  'isActive',
  'sortOrder',
];

function doctorBody(doctor: Row): Row {
  return Object.fromEntries(Object.entries(doctor).filter(([k]) => DOCTOR_FIELDS.includes(k)));
}
