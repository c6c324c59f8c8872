import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf, type Answer } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/*
 * The records made writable by migration 350: the feedback form's questions and the why-choose-us
 * items (lists: created, changed, removed), the logo record of app preferences and the network's
 * contact (single records: one row, created once, changed, never removed), and a job applicant's
 * status (changed only). Each read back through the read the dashboard shows it in, a change from
 * an older version refused with the record as it is, bad bodies refused with the field, reception
 * refused, every write on the audit trail in its area.
 */

let server: TestServer;
let admin: string;
let reception: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 300_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

type Row = Record<string, unknown>;

const api = (path: string, options: Parameters<typeof call>[1] = {}): Promise<Answer> =>
  call(`${server.url}/api${path}`, { token: admin, ...options });

const read = async (path: string): Promise<unknown> => {
  const answer = await api(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};
const rows = async (path: string): Promise<Row[]> => (await read(path)) as Row[];
const first = async (path: string): Promise<number> => Number((await rows(path))[0]?.id);

const tri = (stem: string, en: string, ku: string, ar: string): Row => ({
  [`${stem}En`]: en,
  [`${stem}Ku`]: ku,
  [`${stem}Ar`]: ar,
});

/** The audit records of a record written after the audit record `since` (the demo has older ones). */
const auditsOf = (entity: string, id: unknown, since = 0) =>
  server.db
    .selectFrom('audit_records')
    .select(['action', 'area'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .where('id', '>', since)
    .orderBy('id')
    .execute();

const lastAudit = async (): Promise<number> =>
  Number(
    (await server.db.selectFrom('audit_records').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ??
      0,
  );

interface ListCase {
  readonly record: string;
  readonly list: string;
  /** The list's rows, from its read's answer. */
  readonly rowsOf: (answer: unknown) => Row[];
  readonly area: string;
  readonly entity: string;
  readonly body: () => Promise<Row>;
  readonly change: Row;
  readonly bad: readonly [field: string, value: unknown, problem: string];
}

const LISTS: readonly ListCase[] = [
  {
    record: 'labDepartments',
    list: '/LabDepartment/GetLabDepartmentNameProfiles',
    rowsOf: (answer) => answer as Row[],
    area: 'lab',
    entity: 'LabDepartment',
    body: () =>
      Promise.resolve({ ...tri('name', 'Probe virology', 'ڤایرۆسناسی', 'علم الفيروسات'), sortOrder: 12 }),
    change: { nameEn: 'Probe molecular virology', sortOrder: 13 },
    bad: ['nameEn', 'x'.repeat(201), 'tooLong'],
  },
  {
    record: 'feedbackQuestions',
    list: '/FeedbackQuestions',
    rowsOf: (answer) => answer as Row[],
    area: 'feedback',
    entity: 'FeedbackQuestion',
    body: async () => ({
      ...tri('name', 'Was the doctor on time?', 'ئایا دکتۆر لە کاتی خۆیدا بوو؟', 'هل كان الطبيب في الموعد؟'),
      doctorId: await first('/Doctor/getDoctors'),
      buildingDepartmentId: null,
      sortOrder: 4,
    }),
    change: { nameEn: 'Did the doctor arrive on time?', sortOrder: 5 },
    bad: ['nameKu', '', 'required'],
  },
  {
    record: 'whyChooseUs',
    list: '/',
    rowsOf: (answer) => (answer as { items: Row[] }).items,
    area: 'website-content',
    entity: 'WhyChooseUsItem',
    body: () =>
      Promise.resolve({
        ...tri('title', 'Care around the clock', 'چاودێری شەو و ڕۆژ', 'رعاية على مدار الساعة'),
        ...tri(
          'body',
          'Doctors on call every night.',
          'دکتۆر هەموو شەوێک ئامادەیە.',
          'أطباء مناوبون كل ليلة.',
        ),
        icon: 'time',
        sortOrder: 9,
      }),
    change: { titleAr: 'رعاية طوال اليوم', icon: 'heart' },
    bad: ['sortOrder', 'first', 'notANumber'],
  },
];

describe.each(LISTS)('the $record list, written', (c) => {
  it('creates, reads back, changes, refuses a stale change and removes, each audited in its area', async () => {
    const body = await c.body();
    const created = await api(`/Records/${c.record}`, { method: 'POST', body });
    expect(created.status, created.text).toBe(200);
    const id = (created.json as Row).id;
    const stored = async (): Promise<Row | undefined> =>
      c.rowsOf(await read(c.list)).find((r) => r.id === id);
    expect(await stored()).toMatchObject({ ...body, version: 1 });

    const path = `/Records/${c.record}/${String(id)}`;
    const changed = await api(path, { method: 'PUT', body: { ...body, ...c.change, version: 1 } });
    expect(changed.status, changed.text).toBe(200);
    expect(await stored()).toMatchObject({ ...body, ...c.change, version: 2 });

    const stale = await api(path, { method: 'PUT', body: { ...body, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { ...c.change, version: 2 } });

    expect((await api(`${path}?version=2`, { method: 'DELETE' })).status).toBe(200);
    expect(await stored()).toBeUndefined();
    expect(await auditsOf(c.entity, id)).toEqual([
      { action: 'Create', area: c.area },
      { action: 'Update', area: c.area },
      { action: 'Delete', area: c.area },
    ]);
  });

  it('refuses a bad field and reception, writing nothing', async () => {
    const count = async (): Promise<number> => c.rowsOf(await read(c.list)).length;
    const before = await count();
    const body = await c.body();
    const [field, value, problem] = c.bad;
    const bad = await api(`/Records/${c.record}`, { method: 'POST', body: { ...body, [field]: value } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: [{ field, problem }] });
    const denied = await api(`/Records/${c.record}`, { method: 'POST', token: reception, body });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ area: c.area });
    expect(await count()).toBe(before);
  });
});

describe('a feedback question is about a doctor or a department, exactly one', () => {
  const question = tri('name', 'Was the ward clean?', 'ئایا بەشەکە پاک بوو؟', 'هل كان القسم نظيفًا؟');

  it('refuses a question about both, or about neither, naming the doctor field', async () => {
    const doctorId = await first('/Doctor/getDoctors');
    const buildingDepartmentId = await first('/BuildingDepartment/GetBuildingDepartments');
    for (const pair of [
      { doctorId, buildingDepartmentId },
      { doctorId: null, buildingDepartmentId: null },
    ]) {
      const refused = await api('/Records/feedbackQuestions', {
        method: 'POST',
        body: { ...question, ...pair, sortOrder: 0 },
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json).toMatchObject({ errors: [{ field: 'doctorId', problem: 'chooseOne' }] });
    }
  });

  it('groups a department’s new question under that department', async () => {
    const buildingDepartmentId = await first('/BuildingDepartment/GetBuildingDepartments');
    const created = await api('/Records/feedbackQuestions', {
      method: 'POST',
      body: { ...question, doctorId: null, buildingDepartmentId, sortOrder: 0 },
    });
    expect(created.status, created.text).toBe(200);
    const groups = await rows('/FeedbackQuestions/GetDepartmentQuestionsGrouped');
    const group = groups.find((g) => g.id === buildingDepartmentId);
    expect((group?.questions as Row[]).map((q) => q.name)).toContain('Was the ward clean?');
  });
});

interface SingleCase {
  readonly record: string;
  readonly read: string;
  /** The single record's row, from its read's answer. */
  readonly rowOf: (answer: Row) => Row;
  readonly area: string;
  readonly entity: string;
  readonly body: Row;
  /** What the read shows once `body` is saved, by the spec's field names where it has them. */
  readonly shown: Row;
  readonly bad: readonly [field: string, value: unknown, problem: string];
}

const SINGLES: readonly SingleCase[] = [
  {
    record: 'appConfig',
    read: '/AppConfig/GetAppconfig',
    rowOf: (answer) => answer,
    area: 'settings',
    entity: 'AppConfiguration',
    body: {
      androidMinVersion: '3.5.0',
      iosMinVersion: '3.5.1',
      forceUpdate: true,
      maintenanceMode: false,
      onlineBookingEnabled: true,
      pharmacyDeliveryEnabled: false,
      chatEnabled: true,
      supportPhoneNumber: '+9647504400001',
      supportWhatsApp: '+9647504400002',
      otpLength: 6,
      otpValidityMinutes: 10,
      defaultLanguage: 'ar',
    },
    // Each setting as the spec's read sends it: text.
    shown: {
      androidMinVersion: '3.5.0',
      forceUpdate: 'true',
      pharmacyDeliveryEnabled: 'false',
      otpValidityMinutes: '10',
      defaultLanguage: 'ar',
    },
    bad: ['otpLength', 12, 'tooLarge'],
  },
  {
    record: 'appPreferences',
    read: '/AppPref/GetAppPref',
    rowOf: (answer) => answer,
    area: 'app-preferences',
    entity: 'LogoRecord',
    body: {
      imageUrl: 'https://images.example.org/logo.png',
      ...tri('name', 'Harem Care Hospital', 'نەخۆشخانەی حەرەم', 'مستشفى حرم'),
    },
    shown: {
      imageUrl: 'https://images.example.org/logo.png',
      englishName: 'Harem Care Hospital',
      kurdishName: 'نەخۆشخانەی حەرەم',
      arabicName: 'مستشفى حرم',
    },
    bad: ['imageUrl', '', 'required'],
  },
  {
    record: 'contactUs',
    read: '/ContactUs/GetContactUsData',
    rowOf: (answer) => answer,
    area: 'contact',
    entity: 'ContactUs',
    body: {
      phoneNumber: '+9647501112233',
      whatsappNumber: '+9647501112244',
      email: 'hello@example.org',
      ...tri('address', '100m Street, Erbil', 'شەقامی ١٠٠ مەتری، هەولێر', 'شارع ١٠٠ متر، أربيل'),
      ...tri('workingHours', 'Every day', 'هەموو ڕۆژێک', 'كل يوم'),
      websiteUrl: 'https://example.org',
      facebookUrl: null,
      instagramUrl: 'https://instagram.com/example',
    },
    shown: { phoneNumber: '+9647501112233', addressEn: '100m Street, Erbil', facebookUrl: null },
    bad: ['email', 'x'.repeat(201), 'tooLong'],
  },
];

describe.each(SINGLES)('the single $record record', (c) => {
  it('is changed from the version read, a stale change refused, each change audited', async () => {
    const since = await lastAudit();
    const before = c.rowOf((await read(c.read)) as Row);
    // The demo has the row: it is changed, never created a second time.
    expect(before.id).toBeDefined();
    const second = await api(`/Records/${c.record}`, { method: 'POST', body: c.body });
    expect(second.status).toBe(409);

    const path = `/Records/${c.record}/${String(before.id)}`;
    // The configuration's read sends its version as text, as every setting.
    const version = Number(before.version);
    const changed = await api(path, { method: 'PUT', body: { ...c.body, version } });
    expect(changed.status, changed.text).toBe(200);
    const after = c.rowOf((await read(c.read)) as Row);
    expect(after).toMatchObject({ ...c.shown, id: before.id });
    expect(Number(after.version)).toBe(version + 1);

    const stale = await api(path, { method: 'PUT', body: { ...c.body, version } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { version: version + 1 } });

    // Never removed: there is no such call.
    expect((await api(path, { method: 'DELETE' })).status).toBe(404);
    expect(c.rowOf((await read(c.read)) as Row).id).toBe(before.id);
    expect(await auditsOf(c.entity, before.id, since)).toEqual([{ action: 'Update', area: c.area }]);
  });

  it('refuses a bad field and reception, changing nothing', async () => {
    const before = c.rowOf((await read(c.read)) as Row);
    const path = `/Records/${c.record}/${String(before.id)}`;
    const [field, value, problem] = c.bad;
    const version = Number(before.version);
    const bad = await api(path, { method: 'PUT', body: { ...c.body, [field]: value, version } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: [{ field, problem }] });
    const denied = await api(path, {
      method: 'PUT',
      token: reception,
      body: { ...c.body, version },
    });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ area: c.area });
    expect(c.rowOf((await read(c.read)) as Row).version).toBe(before.version);
  });
});

describe('the logo record, when there is none yet', () => {
  it('is created once, and a second creation is refused', async () => {
    await server.db.deleteFrom('logos').execute();
    const body = {
      imageUrl: 'https://images.example.org/first-logo.png',
      ...tri('name', 'First name', 'یەکەم', 'الأول'),
    };
    const created = await api('/Records/appPreferences', { method: 'POST', body });
    expect(created.status, created.text).toBe(200);
    expect(await read('/AppPref/GetAppPref')).toMatchObject({ englishName: 'First name', version: 1 });
    const again = await api('/Records/appPreferences', { method: 'POST', body });
    expect(again.status).toBe(409);
    expect(await server.db.selectFrom('logos').select('id').execute()).toHaveLength(1);
  });
});

describe('a job applicant’s status', () => {
  it('is changed from the version read and audited; applicants are neither created nor removed here', async () => {
    const since = await lastAudit();
    const applicant = (await rows('/Job/GetJobApplicants'))[0] ?? {};
    const path = `/Records/jobApplicants/${String(applicant.id)}`;
    const changed = await api(path, {
      method: 'PUT',
      body: { status: 'Shortlisted', version: applicant.version },
    });
    expect(changed.status, changed.text).toBe(200);
    const after = (await rows('/Job/GetJobApplicants')).find((r) => r.id === applicant.id);
    expect(after).toMatchObject({
      status: 'Shortlisted',
      fullName: applicant.fullName,
      version: Number(applicant.version) + 1,
    });
    const stale = await api(path, { method: 'PUT', body: { status: 'Hired', version: applicant.version } });
    expect(stale.status).toBe(409);
    const bad = await api(path, { method: 'PUT', body: { status: 'Fired', version: after?.version } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: [{ field: 'status', problem: 'notAChoice' }] });
    const denied = await api(path, {
      method: 'PUT',
      token: reception,
      body: { status: 'Hired', version: after?.version },
    });
    expect(denied.status).toBe(403);
    expect((await api('/Records/jobApplicants', { method: 'POST', body: { status: 'New' } })).status).toBe(
      404,
    );
    expect((await api(path, { method: 'DELETE' })).status).toBe(404);
    expect(await auditsOf('JobApplicant', applicant.id, since)).toEqual([{ action: 'Update', area: 'jobs' }]);
  });
});

describe('a carousel image’s placement', () => {
  it('is one of the spec’s 26 placements by number: a name or a number outside them is refused', async () => {
    for (const carouselFor of ['Home Page', 26, 1.5]) {
      const refused = await api('/Records/carouselImages', {
        method: 'POST',
        body: { imageUrl: 'https://images.example.org/slide.png', carouselFor, sortOrder: 0 },
      });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ errors: [{ field: 'carouselFor', problem: 'notAChoice' }] });
    }
    const placed = await api('/Records/carouselImages', {
      method: 'POST',
      body: { imageUrl: 'https://images.example.org/slide.png', carouselFor: 25, sortOrder: 0 },
    });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json).toMatchObject({ carouselFor: 25 });
  });
});

describe('a lab department', () => {
  it('is kept while lab tests are in it, the answer naming them', async () => {
    const departments = await rows('/LabDepartment/GetLabDepartmentNameProfiles');
    const used = departments.find((d) => (d.profiles as Row[]).length > 0) ?? {};
    const refused = await api(`/Records/labDepartments/${String(used.id)}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ referencedBy: [{ table: 'lab_test_profiles' }] });
    expect((await rows('/LabDepartment/GetLabDepartmentNameProfiles')).map((d) => d.id)).toContain(used.id);
  });
});
