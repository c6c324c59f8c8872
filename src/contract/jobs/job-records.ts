import * as v from 'valibot';
import { isoDateTime, calendarDay } from '../shared/iso-date-time';
import { num, str, bool } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A job opening: `/Job/ControlPanel/ControlPanelGetJobs`. */
export const jobRecord = v.looseObject({
  id: num,
  centerId: v.nullable(num),
  titleEn: str,
  titleKu: str,
  titleAr: str,
  descriptionEn: str,
  descriptionKu: str,
  descriptionAr: str,
  employmentType: str,
  deadline: v.nullable(calendarDay),
  isOpen: bool,
  createdAt: isoDateTime,
});
export type JobRecord = v.InferOutput<typeof jobRecord>;

/** An application to a job opening: `/Job/GetJobApplicants`. */
export const jobApplicantRecord = v.looseObject({
  id: num,
  jobId: num,
  fullName: str,
  phoneNumber: str,
  email: str,
  cvUrl: v.nullable(str),
  status: str,
  appliedAt: isoDateTime,
});
export type JobApplicantRecord = v.InferOutput<typeof jobApplicantRecord>;

/** A job application form with its fields: `/JobForms/GetJobFormsDashboard`. */
export const jobFormRecord = v.looseObject({
  id: num,
  titleEn: str,
  titleKu: str,
  titleAr: str,
  platform: num,
  placement: num,
  fields: v.array(
    v.looseObject({
      name: str,
      type: str,
      label: str,
      required: bool,
    }),
  ),
  isActive: bool,
  createdAt: isoDateTime,
});
export type JobFormRecord = v.InferOutput<typeof jobFormRecord>;

/** An application sent through a job form, its answers by field name: `/JobFormApplicants`. */
export const jobFormApplicantRecord = v.looseObject({
  id: num,
  jobFormId: num,
  fullName: str,
  phoneNumber: str,
  answers: v.record(v.string(), v.unknown()),
  submittedAt: isoDateTime,
});
export type JobFormApplicantRecord = v.InferOutput<typeof jobFormApplicantRecord>;

/** A CV sent from the site: `/SubmitCvs`. */
export const submittedCvRecord = v.looseObject({
  id: num,
  fullName: str,
  phoneNumber: str,
  email: str,
  position: str,
  yearsOfExperience: num,
  cvUrl: v.nullable(str),
  createdAt: isoDateTime,
});
export type SubmittedCvRecord = v.InferOutput<typeof submittedCvRecord>;
