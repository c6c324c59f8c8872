import { ResourceKey } from '../../../application/resources/resource-key';
import { SubmissionKind } from '../../../domain/submissions/submission-limits';

const K = ResourceKey;

/** The lists a send from the site adds a row to: they re-read when one arrives (`submissionReceived`). */
const FILLED_BY: Readonly<Partial<Record<ResourceKey, SubmissionKind>>> = {
  [K.ContactMessages]: SubmissionKind.Contact,
  [K.Complaints]: SubmissionKind.Complaint,
  [K.Feedbacks]: SubmissionKind.Feedback,
  [K.AllFeedbacks]: SubmissionKind.Feedback,
  [K.DoctorFeedbacks]: SubmissionKind.Feedback,
  [K.DepartmentFeedbacks]: SubmissionKind.Feedback,
  [K.SubmittedCvs]: SubmissionKind.Application,
  [K.JobApplicants]: SubmissionKind.Application,
  [K.JobFormApplicants]: SubmissionKind.Application,
};

/** The kind of send that fills a list, or undefined for a list the site never adds to. */
export const submissionKindOf = (key: ResourceKey): SubmissionKind | undefined => FILLED_BY[key];
