import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import * as v from 'valibot';
import {
  CV_FILE_CALL,
  CV_PART,
  CvProblem,
  applicationPartsSchema,
  type SiteJobsWire,
} from '../../../src/contract/submissions/job-applications';
import { HONEYPOT_FIELD, type SubmissionReceiptWire } from '../../../src/contract/submissions/site-forms';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { normaliseIraqiMobile } from '../../../src/domain/patients/iraqi-mobile-number';
import {
  JobFieldType,
  applicationProblems,
  cvExtension,
  offeredOnWeb,
  storedAnswers,
  type JobFormField,
} from '../../../src/domain/submissions/job-application';
import { SubmissionKind } from '../../../src/domain/submissions/submission-limits';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import type { Services } from '../../http/services';
import { recordAudit } from '../audit/record-audit';
import { rowId } from '../shared/input';
import { VISITOR, submit } from './site-form-handlers';

/** The folder of the CVs, below the uploads folder. */
const CV_FOLDER = 'cv';
/** Stored names are made here only: 32 hex digits and a known extension, never the sender's. */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|docx|jpg|png|webp)$/;

const cvFolder = (services: Services) => join(services.uploads.dir, CV_FOLDER);
const cvLink = (id: number) => `/api${CV_FILE_CALL.path.replace('{id}', String(id))}`;

/** A job form's stored fields, read leniently: a field without a name or kind is left out. */
function formFields(stored: unknown): JobFormField[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((f: Record<string, unknown>) =>
    typeof f.name === 'string' && f.name !== '' && typeof f.type === 'string'
      ? [
          {
            name: f.name,
            label: typeof f.label === 'string' ? f.label : f.name,
            ...(typeof f.labelKu === 'string' ? { labelKu: f.labelKu } : {}),
            ...(typeof f.labelAr === 'string' ? { labelAr: f.labelAr } : {}),
            type: f.type,
            required: f.required === true,
            ...(Array.isArray(f.options)
              ? { options: f.options.filter((o): o is string => typeof o === 'string') }
              : {}),
          },
        ]
      : [],
  );
}

/**
 * GET /api/SiteForms/Jobs (no token): the open jobs (open, deadline not passed), newest first, and
 * the active job forms meant for the web (platform Web or Both) with their fields in order.
 */
export async function listSiteJobs({ services }: RouteContext<null>): Promise<SiteJobsWire> {
  const today = new Date(services.now()).toISOString().slice(0, 10);
  const [jobs, forms] = await Promise.all([
    services.db
      .selectFrom('jobs as j')
      .leftJoin('centers as c', 'c.id', 'j.center_id')
      .select([
        'j.id',
        'j.title_en',
        'j.title_ku',
        'j.title_ar',
        'j.description_en',
        'j.description_ku',
        'j.description_ar',
        'j.employment_type',
        'j.deadline',
        'c.id as center_id',
        'c.name_en as center_en',
        'c.name_ku as center_ku',
        'c.name_ar as center_ar',
      ])
      .where('j.is_open', '=', true)
      .where((eb) => eb.or([eb('j.deadline', 'is', null), eb('j.deadline', '>=', today)]))
      .orderBy('j.created_at', 'desc')
      .orderBy('j.id', 'desc')
      .execute(),
    services.db.selectFrom('job_forms').selectAll().orderBy('placement').orderBy('id').execute(),
  ]);
  return {
    jobs: jobs.map((j) => ({
      id: j.id,
      titleEn: j.title_en,
      titleKu: j.title_ku,
      titleAr: j.title_ar,
      descriptionEn: j.description_en,
      descriptionKu: j.description_ku,
      descriptionAr: j.description_ar,
      employmentType: j.employment_type,
      deadline: j.deadline === null ? null : String(j.deadline).slice(0, 10),
      center:
        j.center_id === null
          ? null
          : {
              id: j.center_id,
              nameEn: j.center_en ?? '',
              nameKu: j.center_ku ?? '',
              nameAr: j.center_ar ?? '',
            },
    })),
    forms: forms
      .filter((f) => offeredOnWeb({ platform: f.platform, isActive: f.is_active }))
      .map((f) => ({
        id: f.id,
        titleEn: f.title_en,
        titleKu: f.title_ku,
        titleAr: f.title_ar,
        placement: f.placement,
        fields: formFields(f.fields),
      })),
  };
}

const refusal = (status: number, field: string, problem: string, message: string): HttpAnswer =>
  HttpAnswer.error(status, message, { field: `body.${field}`, errors: [{ field, problem }] });

interface Upload {
  readonly answers: Record<string, string>;
  readonly file: { readonly bytes: Buffer; readonly name: string } | null;
}

/**
 * Reads the multipart body: the text parts as answers, the one file part as the CV. A file past
 * the uploads' limit, too many parts, or a body that is not multipart is a refusal, never a 500.
 */
async function readUpload(context: RouteContext<null>): Promise<Upload | HttpAnswer> {
  const { request, services } = context;
  if (!request.isMultipart()) {
    return HttpAnswer.error(400, 'An application is sent as multipart/form-data.', { field: 'body' });
  }
  const answers: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === CV_PART && bytes.length > 0) file = { bytes, name: part.filename };
      } else {
        answers[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) {
      return refusal(
        413,
        CV_PART,
        CvProblem.TooLarge,
        `A CV may be at most ${Math.floor(services.uploads.maxBytes / (1024 * 1024))} MiB.`,
      );
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return HttpAnswer.error(400, 'The application could not be read.', { field: 'body' });
    }
    throw error;
  }
  return { answers, file };
}

/**
 * POST /api/SiteForms/JobForms/{id}/Apply (no token, multipart): an application to a job form
 * offered on the web. The answers are checked against the form staff built; the CV's type is read
 * from its bytes (PDF, DOCX, images; anything else 415) and it is kept under `uploads/cv/` by a
 * random name. The application lands under the form's applicants and on the CV list, within the
 * public forms' limits and audit, and staff hear `submissionReceived`.
 */
export async function applyToJobForm(
  context: RouteContext<null>,
): Promise<SubmissionReceiptWire | HttpAnswer> {
  const { services } = context;
  const id = rowId(context.params.id);
  if (id instanceof HttpAnswer) return id;
  const form = await services.db.selectFrom('job_forms').selectAll().where('id', '=', id).executeTakeFirst();
  if (form === undefined || !offeredOnWeb({ platform: form.platform, isActive: form.is_active })) {
    return HttpAnswer.error(404, 'No job form offered on the site has this id.');
  }
  const upload = await readUpload(context);
  if (upload instanceof HttpAnswer) return upload;
  const parts = v.safeParse(applicationPartsSchema, upload.answers);
  if (!parts.success) return HttpAnswer.error(400, 'The application could not be read.', { field: 'body' });

  const fields = formFields(form.fields);
  const problems = Object.entries(applicationProblems(fields, parts.output)).map(([field, problem]) => ({
    field,
    problem,
  }));
  const fileField = fields.find((f) => f.type === JobFieldType.File);
  if (upload.file === null && fileField?.required === true)
    problems.push({ field: CV_PART, problem: CvProblem.Required });
  if (problems.length > 0) {
    const first = problems[0]!.field;
    return HttpAnswer.error(400, `body.${first} is not valid.`, { field: `body.${first}`, errors: problems });
  }

  let cv: { bytes: Buffer; name: string; type: string; extension: string } | null = null;
  if (upload.file !== null) {
    const sniffed = await fileTypeFromBuffer(upload.file.bytes);
    const extension = cvExtension(sniffed?.mime);
    if (sniffed === undefined || extension === null) {
      return refusal(415, CV_PART, CvProblem.FileType, 'A CV is a PDF or a Word (DOCX) document.');
    }
    cv = { ...upload.file, type: sniffed.mime, extension };
  }

  const answers = storedAnswers(fields, parts.output);
  const telField = fields.find((f) => f.type === JobFieldType.Tel);
  const phoneNumber = telField === undefined ? null : normaliseIraqiMobile(parts.output[telField.name] ?? '');
  const nameField =
    fields.find((f) => f.name === 'fullName') ?? fields.find((f) => f.type === JobFieldType.Text);
  const fullName = nameField === undefined ? '' : String(answers[nameField.name] ?? '');
  const email = fields.find((f) => f.type === JobFieldType.Email);
  const years = Object.entries(answers).find(([name]) => /years/i.test(name))?.[1];
  let written: string | null = null;

  try {
    const answer = await submit(context, {
      kind: SubmissionKind.Application,
      area: PermissionArea.Jobs,
      entity: 'JobFormApplicant',
      actor: VISITOR,
      phoneNumber,
      trapped: (parts.output[HONEYPOT_FIELD] ?? '') !== '',
      store: async (trx, at) => {
        let cvFileId: number | null = null;
        if (cv !== null) {
          const storedName = `${randomBytes(16).toString('hex')}.${cv.extension}`;
          await mkdir(cvFolder(services), { recursive: true });
          // `wx`: a name is never reused, and nothing is ever overwritten.
          await writeFile(join(cvFolder(services), storedName), cv.bytes, { flag: 'wx', mode: 0o600 });
          written = storedName;
          const file = await trx
            .insertInto('cv_files')
            .values({
              stored_name: storedName,
              media_type: cv.type,
              size_bytes: cv.bytes.length,
              original_name: cv.name.slice(0, 200),
              created_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          cvFileId = file.id;
        }
        const link = cvFileId === null ? null : cvLink(cvFileId);
        const applicant = await trx
          .insertInto('job_form_applicants')
          .values({
            job_form_id: form.id,
            full_name: fullName,
            phone_number: phoneNumber ?? '',
            answers: { ...answers, ...(link === null ? {} : { [fileField?.name ?? CV_PART]: link }) },
            submitted_at: at,
            cv_file_id: cvFileId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('submitted_cvs')
          .values({
            full_name: fullName,
            phone_number: phoneNumber ?? '',
            email: email === undefined ? '' : String(answers[email.name] ?? ''),
            position: form.title_en,
            years_of_experience: typeof years === 'number' ? years : 0,
            cv_url: link,
            cv_file_id: cvFileId,
            created_at: at,
          })
          .execute();
        return applicant;
      },
    });
    return answer instanceof HttpAnswer ? answer : { id: answer.id };
  } catch (error) {
    // The row did not commit: the file it named goes too.
    if (written !== null) await unlink(join(cvFolder(services), written)).catch(() => undefined);
    throw error;
  }
}

/**
 * GET /api/SiteForms/Cv/{id} (staff, area `cvs`): the CV file as an attachment, with the type
 * read from its bytes when it arrived and `nosniff`, so a browser never runs it as a page; each
 * download is audited.
 */
export async function downloadCv(context: RouteContext<StaffPrincipal>): Promise<HttpAnswer> {
  const { services, principal } = context;
  const id = rowId(context.params.id);
  if (id instanceof HttpAnswer) return id;
  const row = await services.db.selectFrom('cv_files').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined || !STORED_NAME.test(row.stored_name)) {
    return HttpAnswer.error(404, 'No CV has this id.');
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(join(cvFolder(services), row.stored_name));
  } catch {
    return HttpAnswer.error(404, 'The CV file is no longer kept.');
  }
  await recordAudit(services.db, {
    actor: { kind: 'staff', id: principal.userId, name: principal.name },
    action: 'Download',
    area: PermissionArea.Cvs,
    entity: 'CvFile',
    entityId: row.id,
    ip: context.ip,
    at: new Date(services.now()),
  });
  const extension = row.stored_name.slice(row.stored_name.lastIndexOf('.') + 1);
  return new HttpAnswer(200, bytes, {
    'content-type': row.media_type,
    'content-disposition': `attachment; filename="cv-${row.id}.${extension}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}
