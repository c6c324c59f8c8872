import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokensOf, type Answer } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/*
 * The three managed records written last: the news-feed posts (a list of their own, the product's
 * `/NewsFeedPosts/GetNewsFeedPostsDashboard`), each center's contact details (the `centers` of the
 * spec's `/ContactUs/GetContactUsData`, listed alone by `/ContactUs/GetCenterContactsDashboard`),
 * and the logo record's picture, kept at the spec's 50 × 50.
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

const rows = async (path: string, token?: string): Promise<Row[]> => {
  const answer = token === undefined ? await api(path) : await call(`${server.url}/api${path}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Row[];
};
const first = async (path: string): Promise<number> => Number((await rows(path))[0]?.id);

const tri = (stem: string, en: string, ku: string, ar: string): Row => ({
  [`${stem}En`]: en,
  [`${stem}Ku`]: ku,
  [`${stem}Ar`]: ar,
});

const auditsOf = (entity: string, id: unknown) =>
  server.db
    .selectFrom('audit_records')
    .select(['action', 'area'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

const POSTS = '/NewsFeedPosts/GetNewsFeedPostsDashboard';
const CENTER_CONTACTS = '/ContactUs/GetCenterContactsDashboard';

describe('news-feed posts', () => {
  const body = async (): Promise<Row> => ({
    ...tri(
      'body',
      'Our new heart clinic opens on Sunday.',
      'کلینیکی دڵی نوێمان یەکشەممە دەکرێتەوە.',
      'تفتح عيادة القلب الجديدة يوم الأحد.',
    ),
    newsFeedPostCategoryId: await first('/NewsFeedPostCategories'),
    doctorId: await first('/NewsFeedGenerationRules/GetDoctorsForPostGeneration'),
    centerId: null,
    videoId: null,
    instructionId: null,
    imageUrl: 'https://images.example.org/heart-clinic.jpg',
  });
  const stored = async (id: unknown): Promise<Row | undefined> =>
    (await rows(POSTS)).find((r) => r.id === id);

  it('creates, reads back, changes, refuses a stale change and removes, each audited in website-content', async () => {
    const sent = await body();
    const created = await api('/Records/newsFeedPosts', { method: 'POST', body: sent });
    expect(created.status, created.text).toBe(200);
    const id = (created.json as Row).id;
    expect(await stored(id)).toMatchObject({ ...sent, version: 1, likes: 0 });

    const path = `/Records/newsFeedPosts/${String(id)}`;
    const change = { bodyAr: 'تفتح عيادة القلب يوم الاثنين.', doctorId: null };
    const changed = await api(path, { method: 'PUT', body: { ...sent, ...change, version: 1 } });
    expect(changed.status, changed.text).toBe(200);
    expect(await stored(id)).toMatchObject({ ...change, bodyEn: sent.bodyEn, version: 2 });

    const stale = await api(path, { method: 'PUT', body: { ...sent, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { ...change, version: 2 } });
    const staleRemoval = await api(`${path}?version=1`, { method: 'DELETE' });
    expect(staleRemoval.status).toBe(409);

    expect((await api(`${path}?version=2`, { method: 'DELETE' })).status).toBe(200);
    expect(await stored(id)).toBeUndefined();
    expect(await auditsOf('NewsFeedPost', id)).toEqual([
      { action: 'Create', area: 'website-content' },
      { action: 'Update', area: 'website-content' },
      { action: 'Delete', area: 'website-content' },
    ]);
  });

  it('refuses an empty Kurdish text and an unknown category on their fields, and reception, writing nothing', async () => {
    const before = (await rows(POSTS)).length;
    const sent = await body();
    const empty = await api('/Records/newsFeedPosts', { method: 'POST', body: { ...sent, bodyKu: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ errors: [{ field: 'bodyKu', problem: 'required' }] });
    const noCategory = await api('/Records/newsFeedPosts', {
      method: 'POST',
      body: { ...sent, newsFeedPostCategoryId: 'news' },
    });
    expect(noCategory.status).toBe(400);
    expect(noCategory.json).toMatchObject({
      errors: [{ field: 'newsFeedPostCategoryId', problem: 'notAChoice' }],
    });
    const missing = await api('/Records/newsFeedPosts', {
      method: 'POST',
      body: { ...sent, newsFeedPostCategoryId: 999_999 },
    });
    expect(missing.status).toBe(400);
    const denied = await api('/Records/newsFeedPosts', { method: 'POST', token: reception, body: sent });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ area: 'website-content' });
    expect(await call(`${server.url}/api${POSTS}`, { token: reception })).toMatchObject({ status: 403 });
    expect((await rows(POSTS)).length).toBe(before);
  });

  it('keeps a post category while a post is filed under it, naming the posts', async () => {
    const category = await api('/Records/postCategories', {
      method: 'POST',
      body: { ...tri('name', 'Clinic news', 'هەواڵی کلینیک', 'أخبار العيادة'), sortOrder: 3 },
    });
    expect(category.status, category.text).toBe(200);
    const categoryId = (category.json as Row).id;
    const post = await api('/Records/newsFeedPosts', {
      method: 'POST',
      body: { ...(await body()), newsFeedPostCategoryId: categoryId },
    });
    expect(post.status, post.text).toBe(200);

    const refused = await api(`/Records/postCategories/${String(categoryId)}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ referencedBy: [{ table: 'news_feed_posts', count: 1 }] });

    const postId = String((post.json as Row).id);
    expect((await api(`/Records/newsFeedPosts/${postId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/Records/postCategories/${String(categoryId)}`, { method: 'DELETE' })).status).toBe(
      200,
    );
  });
});

describe("a center's contact details", () => {
  /** A center of its own, without contact details yet. */
  const newCenter = async (name: string): Promise<number> => {
    const created = await api('/Records/centers', {
      method: 'POST',
      body: {
        ...tri('name', name, 'سەنتەری تاقیکردنەوە', 'مركز التجربة'),
        centerGroupId: await first('/CenterGroupsDashboard/GetCenterGroups'),
        sortOrder: 50,
      },
    });
    expect(created.status, created.text).toBe(200);
    return Number((created.json as Row).id);
  };
  const contact = (centerId: number): Row => ({
    centerId,
    phoneNumber: '+9647501230001',
    whatsappNumber: '+9647501230002',
    email: 'shaqlawa@example.org',
    ...tri('address', 'Main road, Shaqlawa', 'ڕێگای سەرەکی، شەقڵاوە', 'الطريق الرئيسي، شقلاوة'),
    ...tri('workingHours', 'Saturday to Thursday', 'شەممە تا پێنجشەممە', 'من السبت إلى الخميس'),
    websiteUrl: null,
    facebookUrl: 'https://facebook.com/shaqlawa',
    instagramUrl: null,
    sortOrder: 2,
  });
  /** The center's row as the public site reads it, under `centers` of the network's contact. */
  const onTheSite = async (id: unknown): Promise<Row | undefined> => {
    const answer = await call(`${server.url}/api/ContactUs/GetContactUsData`);
    expect(answer.status).toBe(200);
    return ((answer.json as { centers: Row[] }).centers ?? []).find((r) => r.id === id);
  };

  it('is created for a center, read back by staff and at once on the public read, changed, refused when stale, removed, audited', async () => {
    const centerId = await newCenter('Probe center Shaqlawa');
    // Read once before the write: the public answer is cached, and the write must empty the cache.
    expect(await onTheSite(-1)).toBeUndefined();
    const sent = contact(centerId);
    const created = await api('/Records/centerContacts', { method: 'POST', body: sent });
    expect(created.status, created.text).toBe(200);
    const id = (created.json as Row).id;
    expect((await rows(CENTER_CONTACTS)).find((r) => r.id === id)).toMatchObject({ ...sent, version: 1 });
    expect(await onTheSite(id)).toMatchObject({ centerId, phoneNumber: '+9647501230001' });

    const path = `/Records/centerContacts/${String(id)}`;
    const changed = await api(path, {
      method: 'PUT',
      body: { ...sent, phoneNumber: '+9647501230009', version: 1 },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await onTheSite(id)).toMatchObject({ phoneNumber: '+9647501230009', version: 2 });
    const stale = await api(path, { method: 'PUT', body: { ...sent, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ current: { phoneNumber: '+9647501230009', version: 2 } });

    expect((await api(`${path}?version=2`, { method: 'DELETE' })).status).toBe(200);
    expect(await onTheSite(id)).toBeUndefined();
    expect(await auditsOf('CenterContact', id)).toEqual([
      { action: 'Create', area: 'centers' },
      { action: 'Update', area: 'centers' },
      { action: 'Delete', area: 'centers' },
    ]);
  });

  it('is one a center: a second for the same center is refused as a duplicate', async () => {
    const centerId = await newCenter('Probe center Koya');
    expect((await api('/Records/centerContacts', { method: 'POST', body: contact(centerId) })).status).toBe(
      200,
    );
    const second = await api('/Records/centerContacts', { method: 'POST', body: contact(centerId) });
    expect(second.status).toBe(409);
    expect((await rows(CENTER_CONTACTS)).filter((r) => r.centerId === centerId)).toHaveLength(1);
  });

  it("never reaches the network's own contact, nor the main contact a center's", async () => {
    const main = (await api('/ContactUs/GetContactUsData')).json as Row & { centers: Row[] };
    const centerRow = main.centers[0] ?? {};
    const mainPath = `/Records/centerContacts/${String(main.id)}`;
    const asCenter = await api(mainPath, {
      method: 'PUT',
      body: { ...contact(Number(centerRow.centerId)), version: main.version },
    });
    expect(asCenter.status).toBe(404);
    expect((await api(`${mainPath}`, { method: 'DELETE' })).status).toBe(404);
    const asMain = await api(`/Records/contactUs/${String(centerRow.id)}`, {
      method: 'PUT',
      body: { phoneNumber: '+9647500000000', version: centerRow.version },
    });
    expect(asMain.status).toBe(404);
    expect((await api('/ContactUs/GetContactUsData')).json).toMatchObject({
      id: main.id,
      version: main.version,
    });
  });

  it('refuses a missing center and a bad e-mail on their fields, and reception, writing nothing', async () => {
    const before = (await rows(CENTER_CONTACTS)).length;
    const centerId = await newCenter('Probe center Ranya');
    const noCenter = await api('/Records/centerContacts', {
      method: 'POST',
      body: { ...contact(centerId), centerId: null },
    });
    expect(noCenter.status).toBe(400);
    expect(noCenter.json).toMatchObject({ errors: [{ field: 'centerId', problem: 'required' }] });
    const longEmail = await api('/Records/centerContacts', {
      method: 'POST',
      body: { ...contact(centerId), email: `${'x'.repeat(200)}@example.org` },
    });
    expect(longEmail.status).toBe(400);
    expect(longEmail.json).toMatchObject({ errors: [{ field: 'email', problem: 'tooLong' }] });
    const denied = await api('/Records/centerContacts', {
      method: 'POST',
      token: reception,
      body: contact(centerId),
    });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ area: 'centers' });
    expect((await rows(CENTER_CONTACTS)).length).toBe(before);
  });
});

describe('the logo picture', () => {
  /** Uploads a picture for the logo record, as the form does. */
  const uploadLogo = async (bytes: Buffer, type: string): Promise<Row> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'logo');
    const answer = await fetch(`${server.url}/api/Records/appPreferences/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Row;
  };
  const stored = async (address: unknown) => {
    const image = await call(`${server.url}${String(address)}`);
    expect(image.status).toBe(200);
    return sharp(image.bytes);
  };

  it('is kept at 50 × 50, the whole of a wide picture fitted inside on a transparent margin', async () => {
    // A red 400 × 200 banner: fitted whole, it fills the middle 50 × 25 and leaves the rest clear.
    const banner = await sharp({
      create: { width: 400, height: 200, channels: 3, background: { r: 220, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();
    const answer = await uploadLogo(banner, 'image/png');
    expect(answer).toMatchObject({ type: 'image/png', width: 50, height: 50 });
    const logo = await stored(answer.imageUrl);
    expect(await logo.metadata()).toMatchObject({ format: 'png', width: 50, height: 50, hasAlpha: true });
    const { data, info } = await logo.raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number): number | undefined =>
      data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(25, 25)).toBe(255);
    expect(alphaAt(25, 2)).toBe(0);
    expect(alphaAt(25, 47)).toBe(0);
    expect(await (await stored(answer.thumbnailUrl)).metadata()).toMatchObject({ width: 50, height: 50 });
  });

  it('is kept at 50 × 50 from a large JPEG photo too, as PNG', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const answer = await uploadLogo(photo, 'image/jpeg');
    expect(String(answer.imageUrl)).toMatch(/^\/api\/Media\/images\/[0-9a-f]{32}\.png$/);
    expect(await (await stored(answer.imageUrl)).metadata()).toMatchObject({
      format: 'png',
      width: 50,
      height: 50,
    });
  });

  it('leaves the other records their display size', async () => {
    const form = new FormData();
    const wide = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(wide)], { type: 'image/png' }), 'post.png');
    const answer = await fetch(`${server.url}/api/Records/newsFeedPosts/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await answer.json()).toMatchObject({ width: 400, height: 200 });
  });
});
