import * as v from 'valibot';
import type { FieldProblemOf } from '../../application/ports/record-writes-gateway';
import {
  SiteForm,
  type FeedbackOption,
  type MyComplaint,
  type SiteJobs,
  type SiteFormsGateway,
  type SubmissionReceipt,
} from '../../application/ports/site-forms-gateway';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { Schema } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import {
  COMPLAINT_CALL,
  CONTACT_CALL,
  FEEDBACK_CALL,
  MY_COMPLAINT_CALL,
  MY_COMPLAINTS_CALL,
  MY_FEEDBACK_OPTIONS_CALL,
  complaintFormSchema,
  contactFormSchema,
  feedbackFormSchema,
  feedbackOptionsSchema,
  myComplaintFormSchema,
  myComplaintsSchema,
  submissionReceiptSchema,
  toFeedbackOption,
  toMyComplaint,
  toReceipt,
} from '../../contract/submissions/site-forms';
import type { WireCall } from '../../contract/shared/wire-call';
import {
  CV_PART,
  JOB_APPLY_CALL,
  SITE_JOBS_CALL,
  siteJobsSchema,
} from '../../contract/submissions/job-applications';
import { fieldIssues } from '../../contract/writes/record-form';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const FORMS: Readonly<Record<SiteForm, { readonly call: WireCall; readonly schema: Schema<unknown> }>> = {
  [SiteForm.Contact]: { call: CONTACT_CALL, schema: contactFormSchema },
  [SiteForm.Complaint]: { call: COMPLAINT_CALL, schema: complaintFormSchema },
  [SiteForm.MyComplaint]: { call: MY_COMPLAINT_CALL, schema: myComplaintFormSchema },
  [SiteForm.Feedback]: { call: FEEDBACK_CALL, schema: feedbackFormSchema },
};

const receipt: Schema<SubmissionReceipt> = mapped(submissionReceiptSchema, toReceipt);
const myComplaints: Schema<MyComplaint[]> = mapped(myComplaintsSchema, (list) => list.map(toMyComplaint));
const feedbackOptions: Schema<FeedbackOption[]> = mapped(feedbackOptionsSchema, (list) =>
  list.map(toFeedbackOption),
);

/**
 * A form's values as the contract reads them: the complaint's center comes from a select as text
 * ('' for none), the wire takes its id as a number or null.
 */
function wireValues(values: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const center = values.centerId;
  if (typeof center !== 'string') return values;
  return { ...values, centerId: center === '' ? null : /^\d+$/.test(center) ? Number(center) : center };
}

/** `SiteFormsGateway` over the contract's form schemas and the `/api/SiteForms/*` calls. */
export class FetchSiteFormsGateway implements SiteFormsGateway {
  constructor(private readonly http: HttpClient) {}

  check(form: SiteForm, values: Readonly<Record<string, unknown>>): readonly FieldProblemOf[] {
    return fieldIssues(FORMS[form].schema, wireValues(values));
  }

  send(
    form: SiteForm,
    values: Readonly<Record<string, unknown>>,
  ): Promise<Result<SubmissionReceipt, AppError>> {
    // What is sent is what the schema makes of the form (trimmed), as the server reads it.
    const wire = wireValues(values);
    const parsed = v.safeParse(FORMS[form].schema, wire);
    return sendWireCall(this.http, FORMS[form].call, {
      name: `send-${form}`,
      check: receipt,
      body: parsed.success ? parsed.output : wire,
    });
  }

  myComplaints(): Promise<Result<MyComplaint[], AppError>> {
    return sendWireCall(this.http, MY_COMPLAINTS_CALL, { name: 'myComplaints', check: myComplaints });
  }

  feedbackOptions(): Promise<Result<FeedbackOption[], AppError>> {
    return sendWireCall(this.http, MY_FEEDBACK_OPTIONS_CALL, {
      name: 'feedbackOptions',
      check: feedbackOptions,
    });
  }

  jobs(): Promise<Result<SiteJobs, AppError>> {
    return sendWireCall(this.http, SITE_JOBS_CALL, { name: 'jobs', check: siteJobsSchema });
  }

  apply(
    formId: number,
    answers: Readonly<Record<string, string>>,
    cv: Blob | null,
  ): Promise<Result<SubmissionReceipt, AppError>> {
    const body = new FormData();
    for (const [name, value] of Object.entries(answers)) body.append(name, value);
    if (cv !== null) body.append(CV_PART, cv);
    return sendWireCall(this.http, JOB_APPLY_CALL, {
      name: 'apply',
      check: receipt,
      params: { id: formId },
      body,
    });
  }
}
