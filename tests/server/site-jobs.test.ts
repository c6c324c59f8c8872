import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubPath } from '../../server/realtime';
import { call, tokensOf, type Answer } from './support/http-client';
import { eventually, hubClient, nextMessage } from './support/signalr-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;
let chatToken: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true', UPLOAD_MAX_BYTES: String(64 * 1024) } });
  const tokens = await tokensOf(server.url, 'admin', 'demo-admin');
  admin = tokens.serviceToken;
  chatToken = tokens.chatToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

let nextHost = 10;
const address = () => `127.0.10.${nextHost++}`;

/** The smallest files of each kind, by their first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** A stored (uncompressed) zip entry: its local header, its name, its bytes. */
function zipEntry(name: string, data: string): Buffer {
  const [n, d] = [Buffer.from(name), Buffer.from(data)];
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(d.length, 18);
  header.writeUInt32LE(d.length, 22);
  header.writeUInt16LE(n.length, 26);
  return Buffer.concat([header, n, d]);
}
/** A Word document's parts as a DOCX starts: its content types naming the main document. */
const DOCX = Buffer.concat([
  zipEntry(
    '[Content_Types].xml',
    '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ),
  zipEntry('word/document.xml', '<w:document/>'),
]);
/** A Windows program's header ("MZ" and the PE signature), named as a PDF by the sender. */
const EXE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
  Buffer.alloc(48),
  Buffer.from('PE\0\0'),
]);
EXE.writeUInt32LE(64, 60);

/** A multipart application: the text parts first, then the file (as a browser's FormData sends them). */
async function apply(
  formId: number,
  answers: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(answers)) form.append(name, value);
  if (file !== undefined)
    form.append('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? '';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.url}/api/SiteForms/JobForms/${formId}/Apply`,
      { method: 'POST', headers: { 'content-type': contentType }, localAddress: address() },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          let json: unknown;
          try {
            json = JSON.parse(body.toString('utf8'));
          } catch {
            json = undefined;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: body.toString('utf8'),
            bytes: body,
            json,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

interface SiteJobs {
  jobs: { id: number }[];
  forms: { id: number; placement: number; fields: { name: string; type: string; required: boolean }[] }[];
}

const ANSWERS = {
  fullName: 'Dilan Omar',
  phoneNumber: '0750 222 3344',
  city: 'Erbil',
  degree: 'Bachelor',
  yearsOfExperience: '6',
  languages: 'Kurdish, English',
};

async function normalJobsForm(): Promise<number> {
  const jobs = (await call(`${server.url}/api/SiteForms/Jobs`)).json as SiteJobs;
  const form = jobs.forms.find((f) => f.placement === 1);
  if (form === undefined) throw new Error('The demo has no Normal Jobs form on the web.');
  return form.id;
}

const cvFiles = async () => readdir(join(server.config.uploadsDir, 'cv')).catch(() => [] as string[]);

describe('GET /api/SiteForms/Jobs', () => {
  it('lists the open jobs and only the active forms for the web or both, with their fields', async () => {
    const answer = await call(`${server.url}/api/SiteForms/Jobs`);
    expect(answer.status).toBe(200);
    const { jobs, forms } = answer.json as SiteJobs;
    const stored = await server.db.selectFrom('job_forms').select(['id', 'platform', 'is_active']).execute();
    expect(forms.map((f) => f.id).sort()).toEqual(
      stored
        .filter((f) => f.is_active && f.platform !== 1)
        .map((f) => f.id)
        .sort(),
    );
    expect(forms.map((f) => f.placement)).toContain(0);
    expect(forms[0]?.fields.map((f) => f.name)).toContain('fullName');
    const open = await server.db.selectFrom('jobs').select('id').where('is_open', '=', true).execute();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(open.map((j) => j.id)).toContain(job.id);
  });
});

describe('POST /api/SiteForms/JobForms/{id}/Apply', () => {
  it("stores an application with its PDF under a random name, on the form's applicants and the CV list; staff download it", async () => {
    const formId = await normalJobsForm();
    const hub = hubClient(`${server.url}${HubPath.Harem}`, chatToken);
    await hub.start();
    await eventually(() => server.hubs.harem.connectionCount >= 1);
    const notice = nextMessage(hub, 'submissionReceived');
    const answer = await apply(formId, ANSWERS, {
      bytes: PDF,
      name: 'My CV (final).pdf',
      type: 'application/pdf',
    });
    expect(answer.status).toBe(200);
    const { id } = answer.json as { id: number };
    expect(await notice).toEqual([{ kind: 'application', id }]);
    await hub.stop();

    const row = await server.db
      .selectFrom('job_form_applicants')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      job_form_id: formId,
      full_name: 'Dilan Omar',
      phone_number: '+9647502223344',
    });
    expect(row.answers).toMatchObject({ yearsOfExperience: 6, languages: ['Kurdish', 'English'] });
    const file = await server.db
      .selectFrom('cv_files')
      .selectAll()
      .where('id', '=', row.cv_file_id!)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({
      media_type: 'application/pdf',
      size_bytes: PDF.length,
      original_name: 'My CV (final).pdf',
    });
    expect(file.stored_name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await cvFiles()).toContain(file.stored_name);

    // Staff see it under the form's applicants and on the CV list, with the download's address.
    const applicants = (await call(`${server.url}/api/JobFormApplicants`, { token: admin })).json as {
      id: number;
      answers: Record<string, unknown>;
    }[];
    const link = `/api/SiteForms/Cv/${file.id}`;
    expect(applicants.find((a) => a.id === id)?.answers.cv).toBe(link);
    const cvs = (await call(`${server.url}/api/SubmitCvs`, { token: admin })).json as {
      cvUrl: string | null;
    }[];
    expect(cvs.map((c) => c.cvUrl)).toContain(link);

    const download = await call(`${server.url}${link}`, { token: admin });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="cv-${file.id}.pdf"`);
    expect(download.bytes.equals(PDF)).toBe(true);
    // Staff only, and only with the CVs area; every download is audited.
    expect((await call(`${server.url}${link}`)).status).toBe(401);
    expect((await call(`${server.url}${link}`, { token: reception })).status).toBe(403);
    const audit = await server.db
      .selectFrom('audit_records')
      .select(['action', 'area', 'actor_kind'])
      .where('entity', '=', 'CvFile')
      .where('entity_id', '=', String(file.id))
      .execute();
    expect(audit).toEqual([{ action: 'Download', area: 'cvs', actor_kind: 'staff' }]);
    const created = await server.db
      .selectFrom('audit_records')
      .select('action')
      .where('entity', '=', 'JobFormApplicant')
      .where('entity_id', '=', String(id))
      .execute();
    expect(created).toEqual([{ action: 'Create' }]);
  });

  it('takes a Word (DOCX) CV, sniffed from its bytes whatever it is called', async () => {
    const answer = await apply(
      await normalJobsForm(),
      { ...ANSWERS, phoneNumber: '0750 222 3347' },
      { bytes: DOCX, name: 'my cv', type: 'application/octet-stream' },
    );
    expect(answer.status).toBe(200);
    const row = await server.db
      .selectFrom('job_form_applicants as a')
      .innerJoin('cv_files as f', 'f.id', 'a.cv_file_id')
      .select(['f.media_type', 'f.stored_name'])
      .where('a.id', '=', (answer.json as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(row.media_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(row.stored_name).toMatch(/^[0-9a-f]{32}\.docx$/);
  });

  it('refuses a photo as a CV (PDF or DOCX only) with 415, whatever it is called, keeping no file', async () => {
    const before = await cvFiles();
    const answer = await apply(
      await normalJobsForm(),
      { ...ANSWERS, phoneNumber: '0750 222 3345' },
      {
        bytes: PNG,
        name: 'cv.pdf',
        type: 'application/pdf',
      },
    );
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({ errors: [{ field: 'cv', problem: 'fileType' }] });
    expect(await cvFiles()).toEqual(before);
  });

  it('refuses a program renamed .pdf with 415 and a file past the limit with 413, keeping no file', async () => {
    const formId = await normalJobsForm();
    const before = await cvFiles();
    const exe = await apply(
      formId,
      { ...ANSWERS, phoneNumber: '0750 222 3346' },
      {
        bytes: EXE,
        name: 'cv.pdf',
        type: 'application/pdf',
      },
    );
    expect(exe.status).toBe(415);
    expect(exe.json).toMatchObject({ field: 'body.cv', errors: [{ field: 'cv', problem: 'fileType' }] });
    const text = await apply(formId, ANSWERS, {
      bytes: Buffer.from('just text, no CV'),
      name: 'cv.docx',
      type: 'text/plain',
    });
    expect(text.status).toBe(415);
    const large = await apply(formId, ANSWERS, {
      bytes: Buffer.concat([PDF, Buffer.alloc(65 * 1024)]),
      name: 'big.pdf',
      type: 'application/pdf',
    });
    expect(large.status).toBe(413);
    expect(large.json).toMatchObject({ errors: [{ field: 'cv', problem: 'fileTooLarge' }] });
    expect(await cvFiles()).toEqual(before);
  });

  it("refuses answers the form's fields do not take with 400 per field, a form not on the web with 404, and JSON with 400", async () => {
    const formId = await normalJobsForm();
    const bad = await apply(formId, {
      ...ANSWERS,
      fullName: ' ',
      phoneNumber: '12',
      yearsOfExperience: 'many',
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      errors: [
        { field: 'fullName', problem: 'required' },
        { field: 'phoneNumber', problem: 'notAPhone' },
        { field: 'yearsOfExperience', problem: 'notANumber' },
      ],
    });
    const mobileOnly = await server.db
      .selectFrom('job_forms')
      .select('id')
      .where('platform', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await apply(mobileOnly.id, ANSWERS)).status).toBe(404);
    const json = await call(`${server.url}/api/SiteForms/JobForms/${formId}/Apply`, {
      body: ANSWERS,
      localAddress: address(),
    });
    expect(json.status).toBe(400);
  });

  it('answers a filled honeypot as if stored, storing neither the application nor the file', async () => {
    const before = await cvFiles();
    const count = async () =>
      (await server.db.selectFrom('job_form_applicants').select('id').execute()).length;
    const rows = await count();
    const answer = await apply(
      await normalJobsForm(),
      { ...ANSWERS, phoneNumber: '0750 222 3347', website: 'x' },
      {
        bytes: PDF,
        name: 'cv.pdf',
        type: 'application/pdf',
      },
    );
    expect(answer.status).toBe(200);
    expect(await count()).toBe(rows);
    expect(await cvFiles()).toEqual(before);
  });
});
