import * as v from 'valibot';
import type { JobFormField } from '../../domain/submissions/job-application';
import { calendarDay } from '../shared/iso-date-time';
import { num, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';

/*
 * Jobs on the site and applications with a CV (extensions: the spec shows the lists staff read,
 * `/JobForms/GetJobFormsDashboard`, `/JobFormApplicants`, `/SubmitCvs`, not how an applicant gets
 * into them). An application is a multipart form: the answers by the form's field names as text,
 * the honeypot `website`, and one file, the CV.
 */

/** The open jobs and the job forms offered on the web (platform Web or Both), no token. */
export const SITE_JOBS_CALL: WireCall = { method: 'GET', path: '/SiteForms/Jobs', auth: 'none' };
/** An application to a job form (multipart), no token. */
export const JOB_APPLY_CALL: WireCall = {
  method: 'POST',
  path: '/SiteForms/JobForms/{id}/Apply',
  auth: 'none',
};
/** A CV file, to staff of the CVs area only, as an attachment. */
export const CV_FILE_CALL: WireCall = { method: 'GET', path: '/SiteForms/Cv/{id}', auth: 'staff' };

/** The multipart part that carries the CV. */
export const CV_PART = 'cv';

interface Trilingual {
  nameEn: string;
  nameKu: string;
  nameAr: string;
}

/** An open job as the site shows it. */
export interface SiteJobWire {
  id: number;
  titleEn: string;
  titleKu: string;
  titleAr: string;
  descriptionEn: string;
  descriptionKu: string;
  descriptionAr: string;
  employmentType: string;
  deadline: string | null;
  center: (Trilingual & { id: number }) | null;
}

/** A job form offered on the web, with the fields staff built, in their order. */
export interface SiteJobFormWire {
  id: number;
  titleEn: string;
  titleKu: string;
  titleAr: string;
  /** 'Submit Your CV' 0 (the general CV form) or 'Normal Jobs' 1. */
  placement: number;
  fields: JobFormField[];
}

export interface SiteJobsWire {
  jobs: SiteJobWire[];
  forms: SiteJobFormWire[];
}

const fieldSchema: Schema<JobFormField> = v.looseObject({
  name: str,
  label: str,
  labelKu: v.optional(str),
  labelAr: v.optional(str),
  type: str,
  required: v.boolean(),
  options: v.optional(v.array(str)),
});

export const siteJobsSchema: Schema<SiteJobsWire> = v.looseObject({
  jobs: v.array(
    v.looseObject({
      id: num,
      titleEn: str,
      titleKu: str,
      titleAr: str,
      descriptionEn: str,
      descriptionKu: str,
      descriptionAr: str,
      employmentType: str,
      deadline: v.nullable(calendarDay),
      center: v.nullable(v.looseObject({ id: num, nameEn: str, nameKu: str, nameAr: str })),
    }),
  ),
  forms: v.array(
    v.looseObject({
      id: num,
      titleEn: str,
      titleKu: str,
      titleAr: str,
      placement: num,
      fields: v.array(fieldSchema),
    }),
  ),
});

/** The text parts of an application: each an answer by field name (checked against the form). */
export const applicationPartsSchema = v.record(
  v.pipe(v.string(), v.maxLength(100)),
  v.pipe(v.string('notText'), v.maxLength(4000, 'tooLong')),
);

/** The refusals of the CV file, as `{ message, field: 'body.cv', errors: [{ field: 'cv', problem }] }`. */
export const CvProblem = {
  /** The bytes are not a PDF, DOCX or image, whatever the name says (415). */
  FileType: 'fileType',
  /** Larger than the uploads' limit (413). */
  TooLarge: 'fileTooLarge',
  /** The form's file field is required and no file came (400). */
  Required: 'required',
} as const;
export type CvProblem = (typeof CvProblem)[keyof typeof CvProblem];

/** Spec paths this file owns: none, every call is an extension. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [SITE_JOBS_CALL, JOB_APPLY_CALL, CV_FILE_CALL];
