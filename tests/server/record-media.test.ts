import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READS } from '../../src/contract/reads/reads';
import { thumbnailOf, UploadRefusal } from '../../src/contract/writes/record-media';
import { call, tokensOf } from './support/http-client';
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

interface Uploaded {
  readonly status: number;
  readonly body: Row;
}

/** Uploads bytes as staff would from the form: one multipart part named `file`. */
async function upload(
  bytes: Buffer,
  options: { name?: string; type?: string; token?: string | null; record?: string; field?: string } = {},
): Promise<Uploaded> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.name ?? 'picture.png',
  );
  const token = options.token === undefined ? admin : options.token;
  const answer = await fetch(`${server.url}/api/Records/${options.record ?? 'doctors'}/images`, {
    method: 'POST',
    body: form,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  const text = await answer.text();
  return { status: answer.status, body: (text === '' ? {} : JSON.parse(text)) as Row };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/** A camera photo: JPEG with EXIF naming where it was taken and who owns it. */
const cameraPhoto = (): Promise<Buffer> =>
  picture(3000, 2000)
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Patient Ahmed', ImageDescription: 'ward 7 bed 3' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 11/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '44/1 0/1 9/1',
      },
    })
    .toBuffer();

const fetchImage = (address: string) => call(`${server.url}${address}`);

describe('image uploads of managed records', () => {
  it('stores a PNG re-encoded, with a 250 × 200 thumbnail, both served with their sniffed type', async () => {
    const { status, body } = await upload(await picture(800, 600).png().toBuffer());
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'image/png', width: 800, height: 600 });
    expect(body.imageUrl).toMatch(/^\/api\/Media\/images\/[0-9a-f]{32}\.png$/);
    expect(body.thumbnailUrl).toBe(thumbnailOf(body.imageUrl as string));

    const image = await fetchImage(body.imageUrl as string);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'png', width: 800, height: 600 });

    const thumbnail = await fetchImage(body.thumbnailUrl as string);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'png', width: 250, height: 200 });

    const stored = await readdir(join(server.config.uploadsDir, 'images'));
    const file = (body.imageUrl as string).split('/').pop() as string;
    expect(stored).toEqual(expect.arrayContaining([file, file.replace('.png', '.thumb.png')]));
  });

  it("shrinks a camera photo to 1600 px and strips its EXIF: the GPS position and the owner's name are gone", async () => {
    const photo = await cameraPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, body } = await upload(photo, { name: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'image/jpeg', width: 1600, height: 1067 });
    for (const address of [body.imageUrl, body.thumbnailUrl] as string[]) {
      const { bytes, headers } = await fetchImage(address);
      expect(headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('Patient Ahmed'))).toBe(false);
    }
  });

  it('accepts WebP by its bytes even when the name and the declared type say otherwise', async () => {
    const { status, body } = await upload(await picture(300, 300).webp().toBuffer(), {
      name: 'scan.pdf',
      type: 'application/pdf',
    });
    expect(status).toBe(200);
    expect(body.imageUrl).toMatch(/\.webp$/);
    expect((await fetchImage(body.imageUrl as string)).headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['a text file named .png', Buffer.from('just some words, not a picture'), 'notes.png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), 'cv.png'],
  ])('refuses %s with 415 naming the problem, and stores nothing', async (_what, bytes, name) => {
    const before = await readdir(join(server.config.uploadsDir, 'images')).catch(() => []);
    const { status, body } = await upload(bytes, { name });
    expect(status).toBe(415);
    expect(body).toMatchObject({
      message: 'Only JPEG, PNG and WebP images are accepted.',
      errors: [{ field: 'file', problem: UploadRefusal.NotAnImage }],
    });
    expect(await readdir(join(server.config.uploadsDir, 'images')).catch(() => [])).toEqual(before);
  });

  it('refuses a GIF: only the three types are kept', async () => {
    const { status } = await upload(await picture(20, 20).gif().toBuffer(), { name: 'a.gif' });
    expect(status).toBe(415);
  });

  it('refuses a picture whose first bytes are right but whose body is not, with 400', async () => {
    const png = await picture(400, 400).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(2000, 7)]);
    const { status, body } = await upload(broken);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'file', problem: UploadRefusal.Unreadable }]);
  });

  it('refuses a file over the 5 MiB limit with 413', async () => {
    const big = Buffer.concat([await picture(10, 10).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const { status, body } = await upload(big);
    expect(status).toBe(413);
    expect(body.errors).toEqual([{ field: 'file', problem: UploadRefusal.TooLarge }]);
  });

  it('answers 400 to a request without a file part or with a JSON body', async () => {
    const png = await picture(10, 10).png().toBuffer();
    expect((await upload(png, { field: 'photo' })).status).toBe(400);
    const json = await call(`${server.url}/api/Records/doctors/images`, {
      token: admin,
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    expect((json.json as Row).errors).toEqual([{ field: 'file', problem: UploadRefusal.NoFile }]);
  });

  it("keeps uploads in the record's area: reception gets 403, no token 401", async () => {
    const png = await picture(10, 10).png().toBuffer();
    expect((await upload(png, { token: reception })).status).toBe(403);
    expect((await upload(png, { token: null })).status).toBe(401);
  });

  it('writes an audit record naming the uploader, the record and the stored file', async () => {
    const { body } = await upload(await picture(64, 64).png().toBuffer(), { record: 'news' });
    const file = (body.imageUrl as string).split('/').pop();
    const rows = await server.db
      .selectFrom('audit_records')
      .select(['action', 'area', 'user_name', 'after_json'])
      .where('entity', '=', 'Image')
      .where('entity_id', '=', String(file))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'Create', area: 'news', user_name: 'admin' });
    expect(JSON.parse(String(rows[0]?.after_json))).toMatchObject({
      record: 'news',
      imageUrl: body.imageUrl,
    });
  });

  it.each(['../../config.json', 'x.svg', '0123456789abcdef0123456789abcdef.html', 'nothing.png'])(
    'answers 404 for %s, never a file outside the images',
    async (name) => {
      const answer = await call(`${server.url}/api/Media/images/${encodeURIComponent(name)}`);
      expect(answer.status).toBe(404);
    },
  );

  it("saves a doctor with the uploaded photo; the site's doctor list shows its address", async () => {
    const { body } = await upload(await picture(500, 500).jpeg().toBuffer(), { type: 'image/jpeg' });
    const doctors = (await call(`${server.url}/api${READS.doctors.path}`, { token: admin })).json as Row[];
    const doctor = doctors[0] as Row;
    const changed = await call(`${server.url}/api/Records/doctors/${String(doctor.id)}`, {
      token: admin,
      method: 'PUT',
      body: {
        nameEn: doctor.nameEn,
        nameKu: doctor.nameKu,
        nameAr: doctor.nameAr,
        specialityId: doctor.specialityId,
        centerId: doctor.centerId,
        sex: doctor.sex,
        phoneNumber: doctor.phoneNumber,
        yearsOfExperience: doctor.yearsOfExperience,
        bioEn: doctor.bioEn,
        bioKu: doctor.bioKu,
        bioAr: doctor.bioAr,
        photoUrl: body.imageUrl,
        isActive: doctor.isActive,
        sortOrder: doctor.sortOrder,
        version: doctor.version,
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((changed.json as Row).photoUrl).toBe(body.imageUrl);
  });

  it.each(['javascript:alert(1)', 'http://tracker.example/p.png', '/etc/passwd', 'data:text/html,<b>'])(
    'refuses %s as an image address with 400 on that field',
    async (address) => {
      const answer = await call(`${server.url}/api/Records/partners`, {
        token: admin,
        method: 'POST',
        body: { kind: 'Partner', nameEn: 'P', nameKu: 'P', nameAr: 'P', imageUrl: address, sortOrder: 1 },
      });
      expect(answer.status).toBe(400);
      expect((answer.json as Row).errors).toEqual([{ field: 'imageUrl', problem: 'notAnImage' }]);
    },
  );

  it('is described in the OpenAPI document as a multipart upload of one image file', async () => {
    const document = (await call(`${server.url}/api/openapi.json`)).json as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Row }>
      >;
    };
    const upload = document.paths['/api/Records/doctors/images']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['413', '415', '403']));
    expect(document.paths['/api/Media/images/{file}']?.get).toBeDefined();
  });
});
