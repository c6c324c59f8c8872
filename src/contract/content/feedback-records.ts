import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, bool } from '../shared/schema';

/*
 * Records whose fields the spec does not show: the fields the reference server sends, each with
 * the type it sends. Fields not named here pass through untouched.
 */

/** A patient's feedback on a doctor or a department: `/Feedbacks/GetDashboardFeedbacks`, `/Feedbacks/GetDashboardAllFeedbacks`, `/Feedbacks/GetDashboardDepartmentFeedbacks/{id}`, `/Feedbacks/GetDashboardDoctorFeedbacks/{id}`. */
export const feedbackRecord = v.looseObject({
  id: num,
  appUserId: v.nullable(str),
  doctorId: v.nullable(num),
  buildingDepartmentId: v.nullable(num),
  rating: num,
  comment: str,
  createdAt: isoDateTime,
});
export type FeedbackRecord = v.InferOutput<typeof feedbackRecord>;

/** A complaint: `/Complaints`. */
export const complaintRecord = v.looseObject({
  id: num,
  appUserId: v.nullable(str),
  centerId: v.nullable(num),
  fullName: str,
  phoneNumber: str,
  subject: str,
  body: str,
  status: str,
  createdAt: isoDateTime,
});
export type ComplaintRecord = v.InferOutput<typeof complaintRecord>;

/** A message sent through the site's contact form: `/ContactSmarts`. */
export const contactMessageRecord = v.looseObject({
  id: num,
  fullName: str,
  phoneNumber: str,
  email: str,
  subject: str,
  message: str,
  isRead: bool,
  createdAt: isoDateTime,
});
export type ContactMessageRecord = v.InferOutput<typeof contactMessageRecord>;
