import * as v from 'valibot';
import { normaliseIraqiMobile } from '../../domain/patients/iraqi-mobile-number';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '../../domain/submissions/complaint-workflow';
import { RATING_MAX, RATING_MIN } from '../../domain/submissions/feedback-rules';
import type { SubmissionKind } from '../../domain/submissions/submission-limits';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import { num, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';

/*
 * What patients and visitors send from the site (extensions: the spec shows the lists staff read,
 * `/ContactSmarts` and `/Complaints`, not how anything gets into them). The same schemas check a
 * form in the browser and the body on the server; every refusal is a problem code per field
 * (`FormProblem`), which the site translates on the field.
 */

export const CONTACT_CALL: WireCall = { method: 'POST', path: '/SiteForms/Contact', auth: 'none' };
/** A visitor's complaint: the phone number is how the hospital answers. */
export const COMPLAINT_CALL: WireCall = { method: 'POST', path: '/SiteForms/Complaint', auth: 'none' };
/** A signed-in patient's complaint: the phone number is the account's. */
export const MY_COMPLAINT_CALL: WireCall = {
  method: 'POST',
  path: '/SiteForms/MyComplaint',
  auth: 'patient',
};
export const MY_COMPLAINTS_CALL: WireCall = {
  method: 'GET',
  path: '/SiteForms/MyComplaints',
  auth: 'patient',
};

/** A signed-in patient's feedback: the appointments they may rate, and rating one (once). */
export const MY_FEEDBACK_OPTIONS_CALL: WireCall = {
  method: 'GET',
  path: '/SiteForms/MyFeedbackOptions',
  auth: 'patient',
};
export const FEEDBACK_CALL: WireCall = { method: 'POST', path: '/SiteForms/Feedback', auth: 'patient' };

/** Staff: the complaints with their workflow fields, the steps of one, and moving one on. */
export const COMPLAINT_LIST_CALL: WireCall = {
  method: 'GET',
  path: '/ComplaintWorkflow/List',
  auth: 'staff',
};
export const COMPLAINT_STEPS_CALL: WireCall = {
  method: 'GET',
  path: '/ComplaintWorkflow/{id}/steps',
  auth: 'staff',
};
export const COMPLAINT_MOVE_CALL: WireCall = {
  method: 'PUT',
  path: '/ComplaintWorkflow/{id}/status',
  auth: 'staff',
};

/** The problem codes of a refused field; the site's strings are `siteForms.problem.<code>`. */
export const FormProblem = {
  Required: 'required',
  TooLong: 'tooLong',
  NotText: 'notText',
  NotAPhone: 'notAPhone',
  NotAnEmail: 'notAnEmail',
  PhoneOrEmail: 'phoneOrEmail',
  NotAChoice: 'notAChoice',
  NotANumber: 'notANumber',
} as const;
export type FormProblem = (typeof FormProblem)[keyof typeof FormProblem];

/** The longest text each kind of field takes. */
export const FormLimits = {
  name: 100,
  subject: 200,
  message: 2000,
  complaint: 4000,
  email: 200,
  note: 1000,
  comment: 1000,
  /** More questions than any doctor or department is asked. */
  answers: 50,
} as const;

/** Typed text, trimmed; no NUL (no text column stores one). */
const text = (max: number) =>
  v.pipe(
    v.string(FormProblem.NotText),
    v.trim(),
    v.check((t) => !t.includes('\u0000'), FormProblem.NotText),
    v.maxLength(max, FormProblem.TooLong),
  );
const filled = (max: number) => v.pipe(text(max), v.nonEmpty(FormProblem.Required));

/** An Iraqi mobile number however it is typed (the sign-in's rule), or nothing. */
const optionalPhone = v.optional(
  v.pipe(
    text(40),
    v.check((t) => t === '' || normaliseIraqiMobile(t) !== null, FormProblem.NotAPhone),
  ),
  '',
);
const phone = v.pipe(
  v.string(FormProblem.Required),
  v.trim(),
  v.nonEmpty(FormProblem.Required),
  v.check((t) => normaliseIraqiMobile(t) !== null, FormProblem.NotAPhone),
);
const optionalEmail = v.optional(
  v.pipe(
    text(FormLimits.email),
    v.check((t) => t === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t), FormProblem.NotAnEmail),
  ),
  '',
);

/**
 * The honeypot: a field a person never sees (hidden from view and from screen readers) and so
 * leaves empty; simple bots fill every field. The server accepts such a send without storing it.
 */
const honeypot = v.optional(v.pipe(v.string(), v.maxLength(500)), '');
export const HONEYPOT_FIELD = 'website';

const optionalCenter = v.optional(
  v.nullable(v.pipe(v.number(FormProblem.NotANumber), v.integer(FormProblem.NotANumber), v.minValue(1))),
  null,
);

export const contactFormSchema = v.pipe(
  v.object(
    {
      fullName: filled(FormLimits.name),
      phoneNumber: optionalPhone,
      email: optionalEmail,
      subject: filled(FormLimits.subject),
      message: filled(FormLimits.message),
      website: honeypot,
    },
    FormProblem.Required,
  ),
  v.forward(
    v.partialCheck(
      [['phoneNumber'], ['email']],
      (form) => form.phoneNumber !== '' || form.email !== '',
      FormProblem.PhoneOrEmail,
    ),
    ['phoneNumber'],
  ),
);
export type ContactFormWire = v.InferInput<typeof contactFormSchema>;
export type ContactForm = v.InferOutput<typeof contactFormSchema>;

export const complaintFormSchema = v.object(
  {
    fullName: filled(FormLimits.name),
    phoneNumber: phone,
    subject: filled(FormLimits.subject),
    body: filled(FormLimits.complaint),
    centerId: optionalCenter,
    website: honeypot,
  },
  FormProblem.Required,
);
export type ComplaintFormWire = v.InferInput<typeof complaintFormSchema>;
export type ComplaintForm = v.InferOutput<typeof complaintFormSchema>;

/** A signed-in patient's complaint: the same, without the phone number (the account's is used). */
export const myComplaintFormSchema = v.object(
  {
    fullName: filled(FormLimits.name),
    subject: filled(FormLimits.subject),
    body: filled(FormLimits.complaint),
    centerId: optionalCenter,
    website: honeypot,
  },
  FormProblem.Required,
);
export type MyComplaintFormWire = v.InferInput<typeof myComplaintFormSchema>;

/** A rating, 1 to 5 (the feedback tables' check). */
const rating = v.pipe(
  v.number(FormProblem.Required),
  v.integer(FormProblem.NotAChoice),
  v.minValue(RATING_MIN, FormProblem.NotAChoice),
  v.maxValue(RATING_MAX, FormProblem.NotAChoice),
);
const recordId = v.pipe(v.number(FormProblem.NotANumber), v.integer(FormProblem.NotANumber), v.minValue(1));

/**
 * A patient's feedback on an appointment they attended: about its doctor (`departmentId` null) or
 * about one department of its center, an overall rating, one rating per question that doctor or
 * department is asked, and an optional comment. The server checks the rest (own, seen, once, the
 * questions asked).
 */
export const feedbackFormSchema = v.object(
  {
    appointmentId: recordId,
    departmentId: v.optional(v.nullable(recordId), null),
    rating,
    answers: v.optional(
      v.pipe(
        v.array(v.object({ questionId: recordId, rating }, FormProblem.Required), FormProblem.Required),
        v.maxLength(FormLimits.answers, FormProblem.TooLong),
      ),
      [],
    ),
    comment: v.optional(text(FormLimits.comment), ''),
    website: honeypot,
  },
  FormProblem.Required,
);
export type FeedbackFormWire = v.InferInput<typeof feedbackFormSchema>;

/** A question as the site shows it, in the three languages. */
export interface FeedbackQuestionOptionWire {
  id: number;
  nameEn: string;
  nameKu: string;
  nameAr: string;
}
export interface FeedbackSubjectWire extends FeedbackQuestionOptionWire {
  questions: FeedbackQuestionOptionWire[];
}
/**
 * One appointment the patient attended (seen, begun), newest first: its doctor and that doctor's
 * questions, its center, the center's departments that have questions, and whether it was rated.
 */
export interface FeedbackOptionWire {
  appointmentId: number;
  startingTime: string;
  rated: boolean;
  doctor: FeedbackSubjectWire;
  center: FeedbackQuestionOptionWire;
  departments: FeedbackSubjectWire[];
}
const trilingualOption = {
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
};
const questionOption: Schema<FeedbackQuestionOptionWire> = v.looseObject(trilingualOption);
const subjectOption: Schema<FeedbackSubjectWire> = v.looseObject({
  ...trilingualOption,
  questions: v.array(questionOption),
});
export const feedbackOptionsSchema: Schema<FeedbackOptionWire[]> = v.array(
  v.looseObject({
    appointmentId: num,
    startingTime: isoDateTime,
    rated: v.boolean(),
    doctor: subjectOption,
    center: questionOption,
    departments: v.array(subjectOption),
  }),
);

/** The refusal of a feedback the rules forbid (409, 404): `{ message, code }`. */
export const FeedbackMessage = {
  NotYours: 'No appointment of yours has this id.',
  NotSeen: 'Only an appointment you attended can be rated.',
  AlreadyRated: 'This appointment was rated already; each appointment is rated once.',
} as const;

/** What a send answers: the stored record's id, and a complaint's reference number. */
export interface SubmissionReceiptWire {
  id: number;
  reference?: string;
}
export const submissionReceiptSchema: Schema<SubmissionReceiptWire> = v.looseObject({
  id: num,
  reference: v.optional(str),
});

const complaintStatus: Schema<ComplaintStatus> = v.picklist(COMPLAINT_STATUSES, FormProblem.NotAChoice);

/** A complaint as the patient who filed it sees it: status and staff's public note, never the internal notes. */
export interface MyComplaintWire {
  id: number;
  reference: string;
  subject: string;
  status: ComplaintStatus;
  publicNote: string;
  createdAt: string;
  updatedAt: string;
}
export const myComplaintSchema: Schema<MyComplaintWire> = v.looseObject({
  id: num,
  reference: str,
  subject: str,
  status: complaintStatus,
  publicNote: str,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const myComplaintsSchema: Schema<MyComplaintWire[]> = v.array(myComplaintSchema);

/** A complaint on the staff's workflow screen. */
export interface WorkflowComplaintWire extends MyComplaintWire {
  fullName: string;
  phoneNumber: string;
  body: string;
  centerId: number | null;
  fromPatient: boolean;
  version: number;
}
export const workflowComplaintSchema: Schema<WorkflowComplaintWire> = v.looseObject({
  id: num,
  reference: str,
  subject: str,
  status: complaintStatus,
  publicNote: str,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  fullName: str,
  phoneNumber: str,
  body: str,
  centerId: v.nullable(num),
  fromPatient: v.boolean(),
  version: num,
});
export const workflowComplaintsSchema: Schema<WorkflowComplaintWire[]> = v.array(workflowComplaintSchema);

/** One recorded step: who moved the complaint, when, from what to what, and why. */
export interface ComplaintStepWire {
  id: number;
  fromStatus: ComplaintStatus;
  toStatus: ComplaintStatus;
  note: string;
  publicNote: string;
  staffName: string;
  at: string;
}
export const complaintStepsSchema: Schema<ComplaintStepWire[]> = v.array(
  v.looseObject({
    id: num,
    fromStatus: complaintStatus,
    toStatus: complaintStatus,
    note: str,
    publicNote: str,
    staffName: str,
    at: isoDateTime,
  }),
);

/**
 * Moving a complaint on: the next status, staff's note (required: what was done), the note the
 * patient sees (may stay empty: the previous one is kept), and the version read (409 if stale).
 */
export const complaintMoveSchema = v.object(
  {
    status: complaintStatus,
    note: filled(FormLimits.note),
    publicNote: v.optional(text(FormLimits.note), ''),
    version: v.pipe(v.number(FormProblem.NotANumber), v.integer(FormProblem.NotANumber), v.minValue(1)),
  },
  FormProblem.Required,
);
export type ComplaintMoveWire = v.InferInput<typeof complaintMoveSchema>;

/**
 * `/HaremHub` event to every staff connection when something was sent from the site: what kind
 * and the stored record's id, never who sent it (the hub reaches staff of every role; the sender's
 * details stay in the areas that show them).
 */
export const SUBMISSION_RECEIVED_EVENT = 'submissionReceived';
export interface SubmissionReceivedEventWire {
  /** What was sent: a form's kind, or `order` (`ORDER_EVENT_KIND`) for a pharmacy order placed or moved. */
  kind: SubmissionKind | 'order';
  id: number;
}

/*
 * Mappers to the clean shapes of the application's ports (typed by their shape: the contract
 * never imports src/application).
 */
export const toMyComplaint = (wire: MyComplaintWire) => ({
  id: wire.id,
  reference: wire.reference,
  subject: wire.subject,
  status: wire.status,
  publicNote: wire.publicNote,
  createdAt: epochMs(wire.createdAt),
  updatedAt: epochMs(wire.updatedAt),
});

export const toWorkflowComplaint = (wire: WorkflowComplaintWire) => ({
  ...toMyComplaint(wire),
  fullName: wire.fullName,
  phoneNumber: wire.phoneNumber,
  body: wire.body,
  fromPatient: wire.fromPatient,
  version: wire.version,
});

export const toComplaintStep = (wire: ComplaintStepWire) => ({ ...wire, at: epochMs(wire.at) });

export const toFeedbackOption = (wire: FeedbackOptionWire) => ({
  ...wire,
  startingTime: epochMs(wire.startingTime),
});

export const toReceipt = (wire: SubmissionReceiptWire) => ({
  id: wire.id,
  reference: wire.reference ?? null,
});

/** Spec paths this file owns: none, every call is an extension. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [
  CONTACT_CALL,
  COMPLAINT_CALL,
  MY_COMPLAINT_CALL,
  MY_COMPLAINTS_CALL,
  MY_FEEDBACK_OPTIONS_CALL,
  FEEDBACK_CALL,
  COMPLAINT_LIST_CALL,
  COMPLAINT_STEPS_CALL,
  COMPLAINT_MOVE_CALL,
];
