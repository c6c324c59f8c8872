import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { ComplaintStatus } from '../../domain/submissions/complaint-workflow';
import type { JobFormField } from '../../domain/submissions/job-application';
import type { FieldProblemOf } from './record-writes-gateway';

/** The forms the public sends from the site. */
export const SiteForm = {
  Contact: 'contact',
  /** A visitor's complaint, with a phone number. */
  Complaint: 'complaint',
  /** A signed-in patient's complaint: the account's number is used. */
  MyComplaint: 'myComplaint',
  /** A signed-in patient's rating of an appointment they attended. */
  Feedback: 'feedback',
} as const;
export type SiteForm = (typeof SiteForm)[keyof typeof SiteForm];

/** What the server kept: its id, and for a complaint the reference number to quote. */
export interface SubmissionReceipt {
  readonly id: number;
  readonly reference: string | null;
}

/** A complaint as the patient who filed it sees it. */
export interface MyComplaint {
  readonly id: number;
  readonly reference: string;
  readonly subject: string;
  readonly status: ComplaintStatus;
  /** Staff's note to the patient; '' until they write one. */
  readonly publicNote: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A doctor, center, department or question, named in the three languages. */
export interface Trilingual {
  readonly id: number;
  readonly nameEn: string;
  readonly nameKu: string;
  readonly nameAr: string;
}

/** A doctor or department a feedback is about, with the questions it is asked. */
export interface FeedbackSubject extends Trilingual {
  readonly questions: readonly Trilingual[];
}

/** An appointment the patient attended: what they may rate about it, and whether they did. */
export interface FeedbackOption {
  readonly appointmentId: number;
  readonly startingTime: number;
  readonly rated: boolean;
  readonly doctor: FeedbackSubject;
  readonly center: Trilingual;
  /** The departments of its center that are asked questions. */
  readonly departments: readonly FeedbackSubject[];
}

/** An open job as the site lists it. */
export interface SiteJob {
  readonly id: number;
  readonly titleEn: string;
  readonly titleKu: string;
  readonly titleAr: string;
  readonly descriptionEn: string;
  readonly descriptionKu: string;
  readonly descriptionAr: string;
  readonly employmentType: string;
  /** `YYYY-MM-DD`, or null for no deadline. */
  readonly deadline: string | null;
  readonly center: Trilingual | null;
}

/** A job form offered on the web: 'Submit Your CV' (placement 0) or a 'Normal Jobs' form (1). */
export interface SiteJobForm {
  readonly id: number;
  readonly titleEn: string;
  readonly titleKu: string;
  readonly titleAr: string;
  readonly placement: number;
  readonly fields: readonly JobFormField[];
}

export interface SiteJobs {
  readonly jobs: readonly SiteJob[];
  readonly forms: readonly SiteJobForm[];
}

/**
 * The site's forms (an extension: docs/api-extensions.md, "What the site sends"). `check` runs
 * the schema the server runs, so a form marks its fields before sending. A send never throws for
 * a failed call: a 400 is `BadRequest` with the body's `errors` (`{ field, problem }`), the abuse
 * limit `RateLimited`.
 */
export interface SiteFormsGateway {
  check(form: SiteForm, values: Readonly<Record<string, unknown>>): readonly FieldProblemOf[];
  send(
    form: SiteForm,
    values: Readonly<Record<string, unknown>>,
  ): Promise<Result<SubmissionReceipt, AppError>>;
  myComplaints(): Promise<Result<MyComplaint[], AppError>>;
  /** The signed-in patient's attended appointments, newest first, to rate (once each). */
  feedbackOptions(): Promise<Result<FeedbackOption[], AppError>>;
  /** The open jobs and the job forms offered on the web. */
  jobs(): Promise<Result<SiteJobs, AppError>>;
  /**
   * An application to a job form: the answers by field name, the CV file if one was chosen. A
   * refused CV is `ServerError` 413 or 415 with the body's `errors` (`cv`: `fileTooLarge`, `fileType`).
   */
  apply(
    formId: number,
    answers: Readonly<Record<string, string>>,
    cv: Blob | null,
  ): Promise<Result<SubmissionReceipt, AppError>>;
}
