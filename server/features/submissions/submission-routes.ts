import { PermissionArea } from '../../../src/domain/lists/permission-area';
import {
  COMPLAINT_CALL,
  COMPLAINT_LIST_CALL,
  COMPLAINT_MOVE_CALL,
  COMPLAINT_STEPS_CALL,
  CONTACT_CALL,
  FEEDBACK_CALL,
  MY_FEEDBACK_OPTIONS_CALL,
  MY_COMPLAINT_CALL,
  MY_COMPLAINTS_CALL,
  complaintFormSchema,
  complaintMoveSchema,
  contactFormSchema,
  feedbackFormSchema,
  myComplaintFormSchema,
} from '../../../src/contract/submissions/site-forms';
import type { RouteDefinition } from '../../http/route';
import { toRoutePath } from '../resources/resource-routes';
import {
  CV_FILE_CALL,
  JOB_APPLY_CALL,
  SITE_JOBS_CALL,
} from '../../../src/contract/submissions/job-applications';
import { listMyFeedbackOptions, postFeedback } from './feedback-handlers';
import { applyToJobForm, downloadCv, listSiteJobs } from './job-handlers';
import { listComplaintSteps, listWorkflowComplaints, moveComplaint } from './complaint-workflow-handlers';
import { listMyComplaints, postComplaint, postContact, postMyComplaint } from './site-form-handlers';

/** A form's body: a complaint of 4,000 characters in Arabic script fits several times over. */
const FORM_BODY = 32 * 1024;

/** A refused form names the first field in `message`, and every refused field in `errors`. */
const formRoute = {
  bodyLimit: FORM_BODY,
  everyInvalidField: true,
  invalidMessage: (field: string) => `${field} is not valid.`,
} as const;

/** The site's forms and the complaints' workflow (docs/api-extensions.md, "What the site sends"). */
export const SUBMISSION_ROUTES: readonly RouteDefinition[] = [
  {
    method: 'POST',
    path: CONTACT_CALL.path,
    auth: 'none',
    handler: postContact,
    body: contactFormSchema,
    ...formRoute,
  },
  {
    method: 'POST',
    path: COMPLAINT_CALL.path,
    auth: 'none',
    handler: postComplaint,
    body: complaintFormSchema,
    ...formRoute,
  },
  {
    method: 'POST',
    path: MY_COMPLAINT_CALL.path,
    auth: 'patient',
    handler: postMyComplaint,
    body: myComplaintFormSchema,
    ...formRoute,
  },
  { method: 'GET', path: MY_COMPLAINTS_CALL.path, auth: 'patient', handler: listMyComplaints },
  { method: 'GET', path: MY_FEEDBACK_OPTIONS_CALL.path, auth: 'patient', handler: listMyFeedbackOptions },
  {
    method: 'POST',
    path: FEEDBACK_CALL.path,
    auth: 'patient',
    handler: postFeedback,
    body: feedbackFormSchema,
    ...formRoute,
  },
  { method: 'GET', path: SITE_JOBS_CALL.path, auth: 'none', handler: listSiteJobs },
  // Multipart, read by the handler: no body schema (docs/api-extensions.md, "Jobs and CVs").
  { method: 'POST', path: toRoutePath(JOB_APPLY_CALL.path), auth: 'none', handler: applyToJobForm },
  {
    method: 'GET',
    path: toRoutePath(CV_FILE_CALL.path),
    auth: 'staff',
    area: PermissionArea.Cvs,
    handler: downloadCv,
  },
  {
    method: 'GET',
    path: COMPLAINT_LIST_CALL.path,
    auth: 'staff',
    area: PermissionArea.Feedback,
    handler: listWorkflowComplaints,
  },
  {
    method: 'GET',
    path: toRoutePath(COMPLAINT_STEPS_CALL.path),
    auth: 'staff',
    area: PermissionArea.Feedback,
    handler: listComplaintSteps,
  },
  {
    method: 'PUT',
    path: toRoutePath(COMPLAINT_MOVE_CALL.path),
    auth: 'staff',
    area: PermissionArea.Feedback,
    handler: moveComplaint,
    body: complaintMoveSchema,
    ...formRoute,
  },
];
