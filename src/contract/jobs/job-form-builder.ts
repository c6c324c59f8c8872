import * as v from 'valibot';
import type { JobFormField } from '../../domain/submissions/job-application';
import type { JobFormDraft } from '../../domain/submissions/job-form-definition';
import { JOB_FORM_CHOICES_MAX, JOB_FORM_FIELDS_MAX } from '../../domain/submissions/job-form-definition';
import { isoDateTime } from '../shared/iso-date-time';
import { bool, num, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';

/*
 * The job form builder (an extension: docs/api-extensions.md, "Job form builder"). The spec lists
 * the forms at `/JobForms/GetJobFormsDashboard` and every applicant at `/JobFormApplicants`; a
 * form is read with its own applicants, made, changed and removed by the calls below (area jobs).
 */

/** Spec paths owned here: none (the two lists are rows of the resource table). */
export const WIRE_PATHS: readonly string[] = [];

/** One form with its version and only the applicants who applied through it. */
export const JOB_FORM_CALL: WireCall = { method: 'GET', path: '/JobFormBuilder/{id}', auth: 'staff' };
export const CREATE_JOB_FORM_CALL: WireCall = { method: 'POST', path: '/JobFormBuilder', auth: 'staff' };
export const UPDATE_JOB_FORM_CALL: WireCall = { method: 'PUT', path: '/JobFormBuilder/{id}', auth: 'staff' };
/** `?version=n`: a form changed since it was read is not removed (409). Its applicants go with it. */
export const REMOVE_JOB_FORM_CALL: WireCall = {
  method: 'DELETE',
  path: '/JobFormBuilder/{id}',
  auth: 'staff',
};

export const EXTENSION_CALLS: readonly WireCall[] = [
  JOB_FORM_CALL,
  CREATE_JOB_FORM_CALL,
  UPDATE_JOB_FORM_CALL,
  REMOVE_JOB_FORM_CALL,
];

const text = v.pipe(v.string('notText'), v.maxLength(1000, 'tooLong'));
const whole = (min: number, max: number) =>
  v.pipe(
    v.number('notANumber'),
    v.integer('notANumber'),
    v.minValue(min, 'notAChoice'),
    v.maxValue(max, 'notAChoice'),
  );

const fieldBody = v.object(
  {
    name: v.pipe(v.string('notText'), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/, 'notAName')),
    type: v.pipe(v.string('notText'), v.regex(/^[a-z]{1,20}$/, 'notAKind')),
    label: text,
    labelKu: text,
    labelAr: text,
    required: v.boolean('notYesNo'),
    options: v.optional(
      v.pipe(v.array(text, 'notAList'), v.maxLength(JOB_FORM_CHOICES_MAX, 'tooManyChoices')),
    ),
  },
  'required',
);

const formFields = {
  titleEn: text,
  titleKu: text,
  titleAr: text,
  platform: whole(0, 2),
  placement: whole(0, 1),
  isActive: v.boolean('notYesNo'),
  fields: v.pipe(v.array(fieldBody, 'notAList'), v.maxLength(JOB_FORM_FIELDS_MAX, 'tooManyFields')),
};

/** A new form: its title in three languages, where it is offered, and its fields in order. */
export const jobFormBodySchema = v.object(formFields, 'required');
export type JobFormBody = v.InferOutput<typeof jobFormBodySchema>;

/** A change sends every field again, with the version it was read at. */
export const jobFormChangeSchema = v.object(
  {
    ...formFields,
    version: v.pipe(v.number('notANumber'), v.integer('notANumber'), v.minValue(1, 'notAVersion')),
  },
  'required',
);
export type JobFormChange = v.InferOutput<typeof jobFormChangeSchema>;

export const jobFormRemovalQuerySchema = v.object({
  version: v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, 'notAVersion')),
});

/** A form as the builder reads it and the writes answer it. */
export interface JobFormWire {
  id: number;
  titleEn: string;
  titleKu: string;
  titleAr: string;
  platform: number;
  placement: number;
  isActive: boolean;
  fields: JobFormField[];
  createdAt: string;
  version: number;
}

/** An applicant through one form: the answers by field name, the CV's download address if one came. */
export interface JobFormApplicantWire {
  id: number;
  jobFormId: number;
  fullName: string;
  phoneNumber: string;
  answers: Record<string, unknown>;
  submittedAt: string;
  cvUrl: string | null;
}

export interface JobFormWithApplicantsWire {
  form: JobFormWire;
  applicants: JobFormApplicantWire[];
}

const fieldSchema: Schema<JobFormField> = v.looseObject({
  name: str,
  label: str,
  labelKu: v.optional(str),
  labelAr: v.optional(str),
  type: str,
  required: bool,
  options: v.optional(v.array(str)),
});

export const jobFormWireSchema: Schema<JobFormWire> = v.looseObject({
  id: num,
  titleEn: str,
  titleKu: str,
  titleAr: str,
  platform: num,
  placement: num,
  isActive: bool,
  fields: v.array(fieldSchema),
  createdAt: isoDateTime,
  version: num,
});

export const jobFormWithApplicantsSchema: Schema<JobFormWithApplicantsWire> = v.looseObject({
  form: jobFormWireSchema,
  applicants: v.array(
    v.looseObject({
      id: num,
      jobFormId: num,
      fullName: str,
      phoneNumber: str,
      answers: v.record(v.string(), v.unknown()),
      submittedAt: isoDateTime,
      cvUrl: v.nullable(str),
    }),
  ),
});

export const jobFormRemovedSchema: Schema<{ id: number }> = v.looseObject({ id: num });

/** The body of a save, from the builder's draft (its fields as `formFieldsOf` gives them). */
export const jobFormBodyOf = (draft: JobFormDraft, fields: readonly JobFormField[]): JobFormBody => ({
  titleEn: draft.titleEn.trim(),
  titleKu: draft.titleKu.trim(),
  titleAr: draft.titleAr.trim(),
  platform: draft.platform,
  placement: draft.placement,
  isActive: draft.isActive,
  fields: fields.map((f) => ({
    name: f.name,
    type: f.type,
    label: f.label,
    labelKu: f.labelKu ?? f.label,
    labelAr: f.labelAr ?? f.label,
    required: f.required,
    ...(f.options === undefined ? {} : { options: [...f.options] }),
  })),
});
