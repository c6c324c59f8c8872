import type { Transaction } from 'kysely';
import * as v from 'valibot';
import {
  CREATE_JOB_FORM_CALL,
  JOB_FORM_CALL,
  REMOVE_JOB_FORM_CALL,
  UPDATE_JOB_FORM_CALL,
  jobFormBodySchema,
  jobFormChangeSchema,
  jobFormRemovalQuerySchema,
  type JobFormBody,
  type JobFormWire,
  type JobFormWithApplicantsWire,
} from '../../../src/contract/jobs/job-form-builder';
import { CV_FILE_CALL } from '../../../src/contract/submissions/job-applications';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { JobFormField } from '../../../src/domain/submissions/job-application';
import { draftProblems, fieldDraftOf } from '../../../src/domain/submissions/job-form-definition';
import type { JobPlacement, JobPlatform } from '../../../src/domain/submissions/job-application';
import type { Database } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext, RouteDefinition } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { toRoutePath } from '../resources/resource-routes';
import { notFound, rowId } from '../shared/input';

type Context = RouteContext<StaffPrincipal>;
type Trx = Transaction<Database>;

const NO_FORM = 'There is no job form with this id.';

const COLUMNS = [
  'id',
  'title_en',
  'title_ku',
  'title_ar',
  'platform',
  'placement',
  'is_active',
  'fields',
  'created_at',
  'version',
] as const;

interface FormRow {
  id: number;
  title_en: string;
  title_ku: string;
  title_ar: string;
  platform: number;
  placement: number;
  is_active: boolean;
  fields: unknown;
  created_at: Date;
  version: number;
}

/** The stored fields, read leniently: a field without a name or kind is left out. */
function storedFields(stored: unknown): JobFormField[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((f: Record<string, unknown>) => {
    if (typeof f.name !== 'string' || f.name === '' || typeof f.type !== 'string') return [];
    const label = typeof f.label === 'string' ? f.label : f.name;
    return [
      {
        name: f.name,
        type: f.type,
        label,
        labelKu: typeof f.labelKu === 'string' ? f.labelKu : label,
        labelAr: typeof f.labelAr === 'string' ? f.labelAr : label,
        required: f.required === true,
        ...(Array.isArray(f.options)
          ? { options: f.options.filter((o): o is string => typeof o === 'string') }
          : {}),
      },
    ];
  });
}

const toForm = (row: FormRow): JobFormWire => ({
  id: row.id,
  titleEn: row.title_en,
  titleKu: row.title_ku,
  titleAr: row.title_ar,
  platform: row.platform,
  placement: row.placement,
  isActive: row.is_active,
  fields: storedFields(row.fields),
  createdAt: new Date(row.created_at).toISOString(),
  version: row.version,
});

const actorOf = (principal: StaffPrincipal) => ({
  kind: 'staff' as const,
  id: principal.userId,
  name: principal.name,
});

const lockForm = (trx: Trx, id: number) =>
  trx.selectFrom('job_forms').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

const stale = (current: FormRow) =>
  HttpAnswer.error(409, 'The job form was changed since it was read.', {
    code: 'Stale',
    current: toForm(current),
  });

/**
 * The builder's rules (`draftProblems`) on a body already of the right shape: every refused place
 * as `{ field, problem }`, as the other forms' refusals; null when the form may be saved.
 */
function refused(body: JobFormBody): HttpAnswer | null {
  const problems = draftProblems({
    titleEn: body.titleEn,
    titleKu: body.titleKu,
    titleAr: body.titleAr,
    platform: body.platform as JobPlatform,
    placement: body.placement as JobPlacement,
    isActive: body.isActive,
    fields: body.fields.map(fieldDraftOf),
  });
  const names = body.fields.map((f) => f.name);
  const errors: { field: string; problem: string }[] = Object.entries(problems).map(([field, problem]) => ({
    field,
    problem,
  }));
  if (new Set(names).size !== names.length) errors.push({ field: 'fields', problem: 'duplicateName' });
  if (errors.length === 0) return null;
  const first = errors[0]!.field;
  return HttpAnswer.error(400, `body.${first} is not valid.`, { field: `body.${first}`, errors });
}

/** What is stored: trimmed text, choices only on choice fields, in the order sent. */
const storedOf = (body: JobFormBody) => ({
  title_en: body.titleEn.trim(),
  title_ku: body.titleKu.trim(),
  title_ar: body.titleAr.trim(),
  platform: body.platform,
  placement: body.placement,
  is_active: body.isActive,
  fields: body.fields.map((f) => ({
    name: f.name,
    type: f.type,
    label: f.label.trim(),
    labelKu: f.labelKu.trim(),
    labelAr: f.labelAr.trim(),
    required: f.required,
    ...(f.type === 'select' || f.type === 'multiselect'
      ? { options: (f.options ?? []).map((o) => o.trim()) }
      : {}),
  })),
});

/**
 * GET /api/JobFormBuilder/{id} (area jobs): the form with its version, and the applicants who
 * applied through it only (newest first), each with their answers and their CV's address.
 */
export async function readJobForm({
  services,
  params,
}: Context): Promise<JobFormWithApplicantsWire | HttpAnswer> {
  const id = rowId(params.id);
  if (id instanceof HttpAnswer) return id;
  const row = await services.db
    .selectFrom('job_forms')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return notFound(NO_FORM);
  const applicants = await services.db
    .selectFrom('job_form_applicants')
    .selectAll()
    .where('job_form_id', '=', id)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    form: toForm(row),
    applicants: applicants.map((a) => ({
      id: a.id,
      jobFormId: a.job_form_id,
      fullName: a.full_name,
      phoneNumber: a.phone_number,
      answers: (a.answers ?? {}) as Record<string, unknown>,
      submittedAt: new Date(a.submitted_at).toISOString(),
      cvUrl: a.cv_file_id === null ? null : `/api${CV_FILE_CALL.path.replace('{id}', String(a.cv_file_id))}`,
    })),
  };
}

/** POST /api/JobFormBuilder (area jobs): a new form, audited. */
export async function createJobForm({
  services,
  principal,
  body,
  ip,
}: Context): Promise<JobFormWire | HttpAnswer> {
  const form = v.parse(jobFormBodySchema, body);
  const refusal = refused(form);
  if (refusal !== null) return refusal;
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('job_forms')
      .values(storedOf(form))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const created = toForm(row);
    await recordAudit(trx, {
      actor: actorOf(principal),
      action: 'Create',
      area: PermissionArea.Jobs,
      entity: 'JobForm',
      entityId: row.id,
      ip,
      after: created,
    });
    return created;
  });
}

/**
 * PUT /api/JobFormBuilder/{id} (area jobs): every field again with the version read; another
 * version is 409 with the form as it is now. Answers already given keep their field's name.
 */
export async function updateJobForm({
  services,
  principal,
  params,
  body,
  ip,
}: Context): Promise<JobFormWire | HttpAnswer> {
  const id = rowId(params.id);
  if (id instanceof HttpAnswer) return id;
  const change = v.parse(jobFormChangeSchema, body);
  const refusal = refused(change);
  if (refusal !== null) return refusal;
  return services.db.transaction().execute(async (trx) => {
    const row = await lockForm(trx, id);
    if (row === undefined) return notFound(NO_FORM);
    if (row.version !== change.version) return stale(row);
    const changed = await trx
      .updateTable('job_forms')
      .set({ ...storedOf(change), version: row.version + 1 })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toForm(changed);
    await recordAudit(trx, {
      actor: actorOf(principal),
      action: 'Update',
      area: PermissionArea.Jobs,
      entity: 'JobForm',
      entityId: id,
      ip,
      before: toForm(row),
      after,
    });
    return after;
  });
}

/** DELETE /api/JobFormBuilder/{id}?version=n (area jobs): the form and its applicants, audited. */
export async function removeJobForm({
  services,
  principal,
  params,
  query,
  ip,
}: Context): Promise<{ id: number } | HttpAnswer> {
  const id = rowId(params.id);
  if (id instanceof HttpAnswer) return id;
  const version = Number(v.parse(jobFormRemovalQuerySchema, query).version);
  return services.db.transaction().execute(async (trx) => {
    const row = await lockForm(trx, id);
    if (row === undefined) return notFound(NO_FORM);
    if (row.version !== version) return stale(row);
    await trx.deleteFrom('job_forms').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor: actorOf(principal),
      action: 'Delete',
      area: PermissionArea.Jobs,
      entity: 'JobForm',
      entityId: id,
      ip,
      before: toForm(row),
    });
    return { id };
  });
}

const form = { bodyLimit: 64 * 1024, everyInvalidField: true } as const;
const jobs = { auth: 'staff', area: PermissionArea.Jobs } as const;

/** The job form builder's calls (docs/api-extensions.md, "Job form builder"). */
export const JOB_FORM_BUILDER_ROUTES: readonly RouteDefinition[] = [
  { ...jobs, method: 'GET', path: toRoutePath(JOB_FORM_CALL.path), handler: readJobForm },
  {
    ...jobs,
    ...form,
    method: 'POST',
    path: CREATE_JOB_FORM_CALL.path,
    handler: createJobForm,
    body: jobFormBodySchema,
  },
  {
    ...jobs,
    ...form,
    method: 'PUT',
    path: toRoutePath(UPDATE_JOB_FORM_CALL.path),
    handler: updateJobForm,
    body: jobFormChangeSchema,
  },
  {
    ...jobs,
    method: 'DELETE',
    path: toRoutePath(REMOVE_JOB_FORM_CALL.path),
    handler: removeJobForm,
    query: jobFormRemovalQuerySchema,
  },
];
