import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http-client';
import { tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const field = (name: string, type: string, label: string, options?: string[]) => ({
  name,
  type,
  label,
  labelKu: `${label} (ku)`,
  labelAr: `${label} (ar)`,
  required: true,
  ...(options === undefined ? {} : { options }),
});

const BODY = {
  titleEn: 'Night nurses',
  titleKu: 'پەرستاری شەو',
  titleAr: 'ممرضو الليل',
  platform: 2,
  placement: 1,
  isActive: true,
  fields: [
    field('field1', 'text', 'Full name'),
    field('field2', 'select', 'Shift', ['Night', 'Weekend']),
    field('field3', 'file', 'Your CV'),
  ],
};

const api = (path: string) => `${server.url}/api${path}`;

interface FormAnswer {
  id: number;
  version: number;
  titleEn: string;
  fields: { name: string; label: string; labelAr: string; options?: string[] }[];
}

describe('the job form builder', () => {
  it('makes a form, reads it at its id with its own applicants only, audited', async () => {
    const made = await call(api('/JobFormBuilder'), { method: 'POST', token: admin, body: BODY });
    expect(made.status).toBe(200);
    const form = made.json as FormAnswer;
    expect(form.version).toBe(1);
    expect(form.fields.map((f) => f.name)).toEqual(['field1', 'field2', 'field3']);
    expect(form.fields[1]?.options).toEqual(['Night', 'Weekend']);
    expect(form.fields[0]?.labelAr).toBe('Full name (ar)');

    const read = await call(api(`/JobFormBuilder/${form.id}`), { token: admin });
    expect(read.status).toBe(200);
    const { form: again, applicants } = read.json as { form: FormAnswer; applicants: unknown[] };
    expect(again.titleEn).toBe('Night nurses');
    expect(applicants).toEqual([]);

    const first = (await call(api('/JobFormBuilder/1'), { token: admin })).json as {
      applicants: { jobFormId: number }[];
    };
    expect(first.applicants.length).toBeGreaterThan(0);
    expect(first.applicants.every((a) => a.jobFormId === 1)).toBe(true);

    const audit = await server.db
      .selectFrom('audit_records')
      .selectAll()
      .where('entity', '=', 'JobForm')
      .where('entity_id', '=', String(form.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['Create']);
  });

  it('refuses a choice field without choices and a label used twice, naming each field', async () => {
    const body = {
      ...BODY,
      fields: [
        field('field1', 'text', 'Name'),
        field('field2', 'select', 'Shift', []),
        field('field3', 'text', ' name '),
      ],
    };
    const answer = await call(api('/JobFormBuilder'), { method: 'POST', token: admin, body });
    expect(answer.status).toBe(400);
    const { errors } = answer.json as { errors: { field: string; problem: string }[] };
    expect(errors).toContainEqual({ field: 'fields.field2.options', problem: 'noChoices' });
    expect(errors).toContainEqual({ field: 'fields.field3.labelEn', problem: 'duplicateLabel' });
  });

  it('changes a form from the version read, refuses an older version with 409, and removes it', async () => {
    const form = (await call(api('/JobFormBuilder'), { method: 'POST', token: admin, body: BODY }))
      .json as FormAnswer;
    const reordered = { ...BODY, fields: [BODY.fields[2], BODY.fields[0], BODY.fields[1]], version: 1 };
    const changed = await call(api(`/JobFormBuilder/${form.id}`), {
      method: 'PUT',
      token: admin,
      body: reordered,
    });
    expect(changed.status).toBe(200);
    expect((changed.json as FormAnswer).fields.map((f) => f.name)).toEqual(['field3', 'field1', 'field2']);
    expect((changed.json as FormAnswer).version).toBe(2);

    const stale = await call(api(`/JobFormBuilder/${form.id}`), {
      method: 'PUT',
      token: admin,
      body: reordered,
    });
    expect(stale.status).toBe(409);

    const removed = await call(api(`/JobFormBuilder/${form.id}?version=2`), {
      method: 'DELETE',
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect((await call(api(`/JobFormBuilder/${form.id}`), { token: admin })).status).toBe(404);
  });

  it('answers 404 for an unknown form and 403 to staff without the jobs area', async () => {
    expect((await call(api('/JobFormBuilder/999999'), { token: admin })).status).toBe(404);
    expect((await call(api('/JobFormBuilder/1'), { token: reception })).status).toBe(403);
    expect(
      (await call(api('/JobFormBuilder'), { method: 'POST', token: reception, body: BODY })).status,
    ).toBe(403);
  });

  it('offers a form made by the builder on the site, with its labels in three languages', async () => {
    const form = (await call(api('/JobFormBuilder'), { method: 'POST', token: admin, body: BODY }))
      .json as FormAnswer;
    const site = (await call(api('/SiteForms/Jobs'))).json as { forms: FormAnswer[] };
    const offered = site.forms.find((f) => f.id === form.id);
    expect(offered?.fields.map((f) => f.labelAr)).toEqual(['Full name (ar)', 'Shift (ar)', 'Your CV (ar)']);
  });
});
