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

describe('announcements and articles through the record editor', () => {
  it('creates, reads back, changes, refuses a stale change of, and removes an announcement, audited', async () => {
    const category = (await rows('/AnnouncementsCategories/GetDashboardAnnouncementCategories'))[0] ?? {};
    const body = {
      titleEn: 'Lift out of order',
      titleKu: 'بەرزکەرەوە تێکچووە',
      titleAr: 'المصعد معطل',
      bodyEn: '**Use the stairs** by gate 2.',
      bodyKu: '',
      bodyAr: '',
      announcementCategoryId: category.id,
      isPinned: true,
      expiresAt: '2027-01-01T09:00:00.000Z',
    };
    const created = await api('/Records/announcements', { method: 'POST', body });
    expect(created.status).toBe(200);
    const made = created.json as Row;
    expect(made).toMatchObject({ ...body, version: 1 });
    const listed = (await rows('/Announcements/GetAnnouncementDashboard')).find((r) => r.id === made.id);
    expect(listed).toMatchObject({ titleEn: 'Lift out of order', isPinned: true, version: 1 });

    const path = `/Records/announcements/${String(made.id)}`;
    const changed = await api(path, {
      method: 'PUT',
      body: { ...body, isPinned: false, expiresAt: null, version: 1 },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ isPinned: false, expiresAt: null, version: 2 });
    const stale = await api(path, { method: 'PUT', body: { ...body, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { isPinned: false, version: 2 } });

    const missing = await api('/Records/announcements', { method: 'POST', body: { ...body, titleEn: '' } });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errors: [{ field: 'titleEn', problem: 'required' }] });

    expect((await api(path, { method: 'DELETE' })).status).toBe(200);
    expect((await rows('/Announcements/GetAnnouncementDashboard')).some((r) => r.id === made.id)).toBe(false);
    const audits = await server.db
      .selectFrom('audit_records')
      .select(['action', 'area'])
      .where('entity', '=', 'Announcement')
      .where('entity_id', '=', String(made.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['Create', 'Update', 'Delete']);
    expect(new Set(audits.map((a) => a.area))).toEqual(new Set(['website-content']));
  });

  it('writes an article with its doctor, and refuses a role without the website-content area', async () => {
    const category = (await rows('/ArticleCategories/GetDashboardArticleCategories'))[0] ?? {};
    const doctor = (await rows('/Articles/GetDoctorsForArticles'))[0] ?? {};
    const body = {
      titleEn: 'Eating well while pregnant',
      titleKu: 'خواردنی باش لە کاتی دووگیانیدا',
      titleAr: 'التغذية الجيدة أثناء الحمل',
      bodyEn: '## Every day\n\n- fruit\n- water',
      bodyKu: '',
      bodyAr: '',
      articleCategoryId: category.id,
      doctorId: doctor.id,
      imageUrl: null,
    };
    const created = await api('/Records/articles', { method: 'POST', body });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ ...body, version: 1 });
    const listed = (await rows('/Articles/GetArticlesDashboard')).find((r) => r.titleEn === body.titleEn);
    expect(listed).toMatchObject({ doctorId: doctor.id, version: 1 });

    const reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
    const denied = await api('/Records/articles', { method: 'POST', token: reception, body });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ area: 'website-content' });
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
