import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf, type Answer } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/*
 * The lists made writable after the first fifteen records (migration 310), each written through
 * `/api/Records/{name}` and read back through the list the dashboard shows it in: created at
 * version 1 with what was sent, changed to version 2, a change from version 1 refused with the
 * record as it is, a bad field and a missing chosen record refused with 400, reception refused with
 * 403, the removal gone from the list, and each write on the audit trail in the list's area.
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

const rows = async (path: string): Promise<Row[]> => {
  const answer = await api(path);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Row[];
};

/** The id of the first row of a list (a choice for a lookup). */
const first = async (path: string): Promise<number> => Number((await rows(path))[0]?.id);

const tri = (stem: string, en: string, ku: string, ar: string): Row => ({
  [`${stem}En`]: en,
  [`${stem}Ku`]: ku,
  [`${stem}Ar`]: ar,
});

/** A new pharmacy item: the demo gives every item its details, and an item has at most one. */
async function newItem(): Promise<number> {
  const created = await api('/Records/pharmacyItems', {
    method: 'POST',
    body: {
      ...tri('name', 'Probe syrup', 'شرووبی تاقیکردنەوە', 'شراب تجريبي'),
      pharmacyPartitionId: await first('/Pharmacy/GetPharmacyPartionsDashboard'),
      price: 2500,
      stock: 4,
    },
  });
  expect(created.status, created.text).toBe(200);
  return Number((created.json as Row).id);
}

interface Case {
  readonly record: string;
  /** The list the dashboard shows the record in (its read path). */
  readonly list: string;
  readonly area: string;
  readonly entity: string;
  /** A whole valid body. */
  readonly body: () => Promise<Row>;
  /** The fields a change sets. */
  readonly change: Row;
  /** A field of the body made invalid, and the problem the 400 names. */
  readonly bad: readonly [field: string, value: unknown, problem: string];
  /** A lookup field set to a record that does not exist, if the form has one. */
  readonly lookup?: string;
}

const categoryCase = (record: string, list: string, area: string, entity: string): Case => ({
  record,
  list,
  area,
  entity,
  body: () => Promise.resolve({ ...tri('name', `Probe ${record}`, 'پۆلی نوێ', 'فئة جديدة'), sortOrder: 7 }),
  change: { nameEn: `Probe ${record} renamed`, sortOrder: 8 },
  bad: ['nameAr', '', 'required'],
});

const CASES: readonly Case[] = [
  categoryCase(
    'pharmacyPartitions',
    '/Pharmacy/GetPharmacyPartionsDashboard',
    'pharmacy',
    'PharmacyPartition',
  ),
  {
    record: 'pharmacyItemDetails',
    list: '/PharmacyItemDetails',
    area: 'pharmacy',
    entity: 'PharmacyItemDetails',
    body: async () => ({
      pharmacyItemId: await newItem(),
      manufacturer: 'Probe Pharma',
      countryOfOrigin: 'Iraq',
      dosageForm: 'Syrup',
      strength: '5 mg/ml',
      packSize: '100 ml',
      requiresPrescription: true,
      ...tri('description', 'Shake well.', 'باش ڕایبوەشێنە.', 'رجّ جيدًا.'),
    }),
    change: { strength: '10 mg/ml', requiresPrescription: false },
    bad: ['requiresPrescription', 'yes', 'notYesNo'],
    lookup: 'pharmacyItemId',
  },
  {
    record: 'labTestDetails',
    list: '/LabTestDetails',
    area: 'lab',
    entity: 'LabTestDetail',
    body: async () => ({
      labTestProfileId: await first('/LabDepartment/GetLabTestProfile'),
      name: 'Probe ferritin',
      unit: 'ng/ml',
      normalRange: '30–400',
      sortOrder: 3,
    }),
    change: { normalRange: '20–300' },
    bad: ['name', '   ', 'required'],
    lookup: 'labTestProfileId',
  },
  {
    record: 'buildingDepartments',
    list: '/BuildingDepartment/GetBuildingDepartments',
    area: 'lab',
    entity: 'BuildingDepartment',
    body: async () => ({
      ...tri('name', 'Probe radiology', 'تیشکی تاقیکردنەوە', 'أشعة تجريبية'),
      centerId: await first('/ControlPanelClinics/GetCentersDashboard'),
      floor: 2,
      phoneExtension: '214',
    }),
    change: { floor: 3 },
    bad: ['floor', 2.5, 'notWhole'],
    lookup: 'centerId',
  },
  {
    record: 'doctorAssistants',
    list: '/DoctorAssistants/Dashboard',
    area: 'assistants',
    entity: 'DoctorAssistant',
    body: async () => {
      const [a, b] = (await rows('/Doctor/getDoctors')).map((d) => d.id);
      return { fullName: 'Probe Assistant', phoneNumber: '+9647501110000', doctorIds: [b, a] };
    },
    change: { fullName: 'Probe Assistant Renamed', doctorIds: [] },
    bad: ['doctorIds', ['x'], 'notAChoice'],
  },
  {
    record: 'doctorCertificates',
    list: '/DoctorCertificates/GetDoctorsWithCertificates',
    area: 'doctors',
    entity: 'DoctorCertificate',
    body: async () => ({
      doctorId: await first('/Doctor/getDoctors'),
      ...tri('title', 'Probe board', 'بۆردی تاقیکردنەوە', 'بورد تجريبي'),
      issuedBy: 'Probe council',
      issuedYear: 2019,
      imageUrl: 'https://images.example.org/certificate.png',
    }),
    change: { issuedYear: 2020 },
    bad: ['issuedYear', 1800, 'tooSmall'],
    lookup: 'doctorId',
  },
  categoryCase('centerGroups', '/CenterGroupsDashboard/GetCenterGroups', 'centers', 'CenterGroup'),
  {
    record: 'centerPhotos',
    list: '/PhotoGallery',
    area: 'media',
    entity: 'CenterPhoto',
    body: async () => ({
      centerId: await first('/ControlPanelClinics/GetCentersDashboard'),
      ...tri('album', 'Probe album', 'ئەلبومی تاقیکردنەوە', 'ألبوم تجريبي'),
      ...tri('caption', 'Front door', 'دەرگای پێشەوە', 'الباب الأمامي'),
      imageUrl: 'https://images.example.org/door.png',
      sortOrder: 1,
    }),
    change: { captionEn: 'Main door' },
    bad: ['imageUrl', 'javascript:alert(1)', 'notAnImage'],
    lookup: 'centerId',
  },
  {
    record: 'centerInstructions',
    list: '/Instruction/GetCenterInstructions',
    area: 'center-instructions',
    entity: 'CenterInstruction',
    body: async () => ({
      centerId: await first('/ControlPanelClinics/GetCentersDashboard'),
      ...tri('title', 'Probe parking', 'شوێنی ئۆتۆمبێل', 'موقف السيارات'),
      ...tri('body', 'Use gate 3.', 'دەرگای ٣ بەکاربهێنە.', 'استخدم البوابة ٣.'),
      imageUrl: 'https://images.example.org/parking.png',
      sortOrder: 0,
    }),
    change: { bodyEn: 'Use gate 4.' },
    bad: ['imageUrl', '', 'required'],
    lookup: 'centerId',
  },
  {
    record: 'videos',
    list: '/Video/GetVideos',
    area: 'media',
    entity: 'Video',
    body: async () => ({
      ...tri('title', 'Probe video', 'ڤیدیۆی تاقیکردنەوە', 'فيديو تجريبي'),
      videoCategoryId: await first('/VideoCategories'),
      doctorId: await first('/Video/GetDoctorsForVideos'),
      centerId: await first('/Video/GetCentersForVideos'),
      specialityId: await first('/SpecialtyDashboard/GetSpecialties'),
      buildingDepartmentId: await first('/Video/GetDepartmentsForVideos'),
      videoUrl: 'https://videos.example.org/probe.mp4',
      thumbnailUrl: 'https://images.example.org/probe.png',
      durationSeconds: 95,
    }),
    change: { durationSeconds: 120, doctorId: null },
    bad: ['durationSeconds', -1, 'tooSmall'],
    lookup: 'videoCategoryId',
  },
  categoryCase('videoCategories', '/VideoCategories', 'media', 'VideoCategory'),
  categoryCase(
    'eventCategories',
    '/EventCategories/GetDashboardEventCategories',
    'categories',
    'EventCategory',
  ),
  {
    record: 'eventSpeakers',
    list: '/EventSpeakers',
    area: 'events',
    entity: 'EventSpeaker',
    body: () =>
      Promise.resolve({
        fullName: 'Dr Probe Speaker',
        ...tri('jobTitle', 'Cardiologist', 'پزیشکی دڵ', 'طبيب قلب'),
        ...tri('bio', '**Twenty** years.', 'بیست ساڵ.', 'عشرون عامًا.'),
        photoUrl: 'https://images.example.org/speaker.png',
      }),
    change: { jobTitleEn: 'Senior cardiologist' },
    bad: ['fullName', 42, 'notText'],
  },
  categoryCase(
    'researchCategories',
    '/ResearchCategories/GetDashboardResearchCategories',
    'research',
    'ResearchCategory',
  ),
  {
    record: 'guidelines',
    list: '/Guidelines/dashboard',
    area: 'guidelines',
    entity: 'Guideline',
    body: async () => ({
      ...tri('title', 'Probe guideline', 'ڕێنمایی تاقیکردنەوە', 'دليل تجريبي'),
      ...tri('body', 'Wash hands.', 'دەستەکانت بشۆ.', 'اغسل يديك.'),
      specialityId: await first('/SpecialtyDashboard/GetSpecialties'),
      fileUrl: 'https://files.example.org/guideline.pdf',
    }),
    change: { fileUrl: null },
    bad: ['titleEn', 'x'.repeat(201), 'tooLong'],
    lookup: 'specialityId',
  },
  {
    record: 'departmentInformation',
    list: '/HrDepartmentsInformations',
    area: 'department-info',
    entity: 'DepartmentInformation',
    body: async () => ({
      hrDepartmentId: await first('/HrDepartmentsInformations/GetHrDepartmentsWithNoInformation'),
      ...tri('description', 'Hiring and pay.', 'دامەزراندن و مووچە.', 'التوظيف والرواتب.'),
      managerName: 'Probe Manager',
      email: 'hr@example.org',
      phoneNumber: '+9647503330000',
      employeeCount: 12,
    }),
    change: { employeeCount: 13 },
    bad: ['employeeCount', -3, 'tooSmall'],
    lookup: 'hrDepartmentId',
  },
  {
    record: 'rootInstructions',
    list: '/RootInstructions',
    area: 'center-instructions',
    entity: 'RootInstruction',
    body: () =>
      Promise.resolve({
        ...tri('title', 'Probe fasting', 'ڕۆژووی تاقیکردنەوە', 'صيام تجريبي'),
        ...tri('description', 'Before surgery.', 'پێش نەشتەرگەری.', 'قبل العملية.'),
        isForOperations: true,
        sortOrder: 4,
      }),
    change: { isForOperations: false },
    bad: ['sortOrder', 'four', 'notANumber'],
  },
  {
    record: 'instructionCategories',
    list: '/InstructionCategories/GetDashboardInstructionCategories',
    area: 'categories',
    entity: 'InstructionCategory',
    body: async () => ({
      ...tri('name', 'Probe diet', 'خۆراکی تاقیکردنەوە', 'نظام غذائي تجريبي'),
      rootInstructionId: await first('/RootInstructions'),
      sortOrder: 2,
    }),
    change: { nameKu: 'خۆراک' },
    bad: ['rootInstructionId', 0, 'notAChoice'],
    lookup: 'rootInstructionId',
  },
  {
    record: 'operationInstructions',
    list: '/RootInstructions/GetRootInstructionForOperations',
    area: 'website-content',
    entity: 'OperationInstruction',
    body: async () => ({
      ...tri('operationName', 'Probe knee', 'ئەژنۆی تاقیکردنەوە', 'ركبة تجريبية'),
      rootInstructionId: await first('/RootInstructions'),
      ...tri('before', 'No food after midnight.', 'دوای نیوەشەو خواردن مەخۆ.', 'لا طعام بعد منتصف الليل.'),
      ...tri('after', 'Rest a week.', 'هەفتەیەک پشوو بدە.', 'استرح أسبوعًا.'),
      sortOrder: 1,
    }),
    change: { afterEn: 'Rest two weeks.' },
    bad: ['operationNameEn', null, 'required'],
    lookup: 'rootInstructionId',
  },
  {
    record: 'smartComponents',
    list: '/SmartComponents/GetDashboardSmartComponents',
    area: 'website-content',
    entity: 'SmartComponent',
    body: () =>
      Promise.resolve({
        ...tri('title', 'Probe card', 'کارتی تاقیکردنەوە', 'بطاقة تجريبية'),
        ...tri('description', 'Book online.', 'ئۆنلاین نۆرە بگرە.', 'احجز عبر الإنترنت.'),
        imageUrl: 'https://images.example.org/card.png',
        linkUrl: 'https://example.org/book',
        isActive: true,
        sortOrder: 5,
      }),
    change: { isActive: false },
    bad: ['isActive', 1, 'notYesNo'],
  },
  categoryCase(
    'announcementCategories',
    '/AnnouncementsCategories/GetDashboardAnnouncementCategories',
    'website-content',
    'AnnouncementCategory',
  ),
  categoryCase(
    'articleCategories',
    '/ArticleCategories/GetDashboardArticleCategories',
    'website-content',
    'ArticleCategory',
  ),
  categoryCase('postCategories', '/NewsFeedPostCategories', 'website-content', 'PostCategory'),
  {
    record: 'guidanceClinics',
    list: '/GuidanceClinics/GetGuidanceClinicDashboard',
    area: 'website-content',
    entity: 'GuidanceClinic',
    body: async () => ({
      ...tri('name', 'Probe clinic', 'کلینیکی تاقیکردنەوە', 'عيادة تجريبية'),
      ...tri('description', 'Walk in.', 'بێ نۆرە وەرە.', 'بدون موعد.'),
      centerId: await first('/ControlPanelClinics/GetCentersDashboard'),
      doctorAssistantId: await first('/GuidanceClinics/GetAssistantForGuidanceClinic'),
      phoneNumber: '+9647502220000',
      workingHours: '08:00–14:00',
      sortOrder: 2,
    }),
    change: { workingHours: '09:00–15:00', doctorAssistantId: null },
    bad: ['centerId', 'one', 'notAChoice'],
    lookup: 'centerId',
  },
  {
    record: 'carouselImages',
    list: '/Carousel/GetCarousellImagesDashboard',
    area: 'website-content',
    entity: 'CarouselImage',
    body: async () => {
      const group = (await rows('/Carousel/GetCarouselGroupedByDestinations')).find((g) => g.id !== null);
      return {
        imageUrl: 'https://images.example.org/slide.png',
        carouselFor: 3,
        sliderDestinationGroupId: group?.id,
        ...tri('title', 'Probe slide', 'سلایدی تاقیکردنەوە', 'شريحة تجريبية'),
        linkUrl: 'https://example.org/emergency',
        isActive: true,
        sortOrder: 9,
      };
    },
    change: { carouselFor: 4, titleEn: 'Probe slide moved', isActive: false },
    // The placements are the spec's 26, numbered 0 to 25.
    bad: ['carouselFor', 26, 'notAChoice'],
    lookup: 'sliderDestinationGroupId',
  },
];

describe.each(CASES)('the $record list, written', (c) => {
  it('creates, reads back, changes, refuses a stale change and removes, each audited in its area', async () => {
    const body = await c.body();
    const created = await api(`/Records/${c.record}`, { method: 'POST', body });
    expect(created.status, created.text).toBe(200);
    const id = (created.json as Row).id;
    const stored = async (): Promise<Row | undefined> => (await rows(c.list)).find((r) => r.id === id);
    expect(await stored()).toMatchObject({ ...body, version: 1 });

    const path = `/Records/${c.record}/${String(id)}`;
    const changed = await api(path, { method: 'PUT', body: { ...body, ...c.change, version: 1 } });
    expect(changed.status, changed.text).toBe(200);
    expect(await stored()).toMatchObject({ ...body, ...c.change, version: 2 });

    const stale = await api(path, { method: 'PUT', body: { ...body, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { ...c.change, version: 2 } });
    expect(await stored()).toMatchObject({ ...c.change, version: 2 });

    expect((await api(`${path}?version=1`, { method: 'DELETE' })).status).toBe(409);
    expect((await api(`${path}?version=2`, { method: 'DELETE' })).status).toBe(200);
    expect(await stored()).toBeUndefined();
    expect((await api(path, { method: 'DELETE' })).status).toBe(404);

    const audits = await server.db
      .selectFrom('audit_records')
      .select(['action', 'area'])
      .where('entity', '=', c.entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'Create', area: c.area },
      { action: 'Update', area: c.area },
      { action: 'Delete', area: c.area },
    ]);
  });

  it('refuses a bad field, a chosen record that does not exist and reception, writing nothing', async () => {
    const count = async (): Promise<number> => (await rows(c.list)).length;
    const before = await count();
    const body = await c.body();
    const [field, value, problem] = c.bad;
    const bad = await api(`/Records/${c.record}`, { method: 'POST', body: { ...body, [field]: value } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: [{ field, problem }] });

    if (c.lookup !== undefined) {
      const missing = await api(`/Records/${c.record}`, {
        method: 'POST',
        body: { ...body, [c.lookup]: 987_654 },
      });
      expect(missing.status, missing.text).toBe(400);
      expect(missing.json).toMatchObject({ message: 'A chosen record does not exist.' });
    }

    const denied = await api(`/Records/${c.record}`, { method: 'POST', token: reception, body });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ area: c.area });
    expect(await count()).toBe(before);
  });
});

describe('what the new lists’ writes keep together', () => {
  it('shows a carousel image added to a destination group in that group of the slider board', async () => {
    const groups = await rows('/Carousel/GetCarouselGroupedByDestinations');
    const group = groups.find((g) => g.id !== null) ?? {};
    const created = await api('/Records/carouselImages', {
      method: 'POST',
      body: {
        imageUrl: 'https://images.example.org/board.png',
        carouselFor: 0,
        sliderDestinationGroupId: group.id,
        ...tri('title', 'Probe board slide', 'سلایدی تەختە', 'شريحة اللوحة'),
        sortOrder: 1000,
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = (created.json as Row).id;
    const board = await rows('/Carousel/GetCarouselGroupedByDestinations');
    const imagesOf = (g: Row | undefined) => (g?.childerens as Row[] | undefined) ?? [];
    const shown = imagesOf(board.find((g) => g.id === group.id)).find((i) => i.id === id);
    expect(shown).toMatchObject({
      imageUrl: 'https://images.example.org/board.png',
      destination: group.nameEn,
    });
    expect((await api(`/Records/carouselImages/${String(id)}?version=1`, { method: 'DELETE' })).status).toBe(
      200,
    );
    const after = await rows('/Carousel/GetCarouselGroupedByDestinations');
    expect(after.flatMap(imagesOf).map((i) => i.id)).not.toContain(id);
  });

  it('refuses a second details record for the same pharmacy item with 409', async () => {
    const pharmacyItemId = await newItem();
    const body = { pharmacyItemId, manufacturer: 'First', requiresPrescription: false };
    expect((await api('/Records/pharmacyItemDetails', { method: 'POST', body })).status).toBe(200);
    const twice = await api('/Records/pharmacyItemDetails', {
      method: 'POST',
      body: { ...body, manufacturer: 'Second' },
    });
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ message: 'Another record already has this value.' });
    const kept = (await rows('/PharmacyItemDetails')).filter((r) => r.pharmacyItemId === pharmacyItemId);
    expect(kept.map((r) => r.manufacturer)).toEqual(['First']);
  });

  it('keeps a center group its centers refer to, naming them', async () => {
    const center = (await rows('/ControlPanelClinics/GetCentersDashboard'))[0] ?? {};
    const refused = await api(`/Records/centerGroups/${String(center.centerGroupId)}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ referencedBy: [{ table: 'centers', count: expect.any(Number) }] });
    const groups = await rows('/CenterGroupsDashboard/GetCenterGroups');
    expect(groups.map((g) => g.id)).toContain(center.centerGroupId);
  });

  it('removes a root instruction with its categories, their instructions and its tree entries', async () => {
    const root = await api('/Records/rootInstructions', {
      method: 'POST',
      body: { ...tri('title', 'Probe tree root', 'ڕەگ', 'جذر'), sortOrder: 9 },
    });
    const rootId = Number((root.json as Row).id);
    const category = await api('/Records/instructionCategories', {
      method: 'POST',
      body: { ...tri('name', 'Probe branch', 'لق', 'فرع'), rootInstructionId: rootId, sortOrder: 0 },
    });
    expect(category.status, category.text).toBe(200);
    const categoryId = Number((category.json as Row).id);
    await server.db
      .insertInto('instructions')
      .values({ instruction_category_id: categoryId, title_en: 'Leaf', title_ku: 'گەڵا', title_ar: 'ورقة' })
      .execute();
    await server.db
      .insertInto('content_tree_nodes')
      .values({ kind: 'Instructions', owner_id: rootId, parent_id: null, title: 'Node' })
      .execute();

    expect((await api(`/Records/rootInstructions/${rootId}`, { method: 'DELETE' })).status).toBe(200);
    const left = async (table: 'instructions' | 'content_tree_nodes', column: string, id: number) =>
      (
        await server.db
          .selectFrom(table)
          .select('id')
          .where(column as never, '=', id as never)
          .execute()
      ).length;
    expect(await left('instructions', 'instruction_category_id', categoryId)).toBe(0);
    expect(await left('content_tree_nodes', 'owner_id', rootId)).toBe(0);
    const categories = await rows('/InstructionCategories/GetDashboardInstructionCategories');
    expect(categories.map((r) => r.id)).not.toContain(categoryId);
  });

  it('keeps an assistant’s doctors once each in the order chosen', async () => {
    const [a, b, c] = (await rows('/Doctor/getDoctors')).map((d) => d.id);
    const created = await api('/Records/doctorAssistants', {
      method: 'POST',
      body: { fullName: 'Probe Ordered', phoneNumber: '', doctorIds: [c, a, c, b] },
    });
    expect(created.status, created.text).toBe(200);
    const listed = (await rows('/DoctorAssistants/Dashboard')).find((r) => r.id === (created.json as Row).id);
    expect(listed?.doctorIds).toEqual([c, a, b]);
  });
});
