import * as v from 'valibot';
import type { Transaction } from 'kysely';
import {
  complaintFormSchema,
  contactFormSchema,
  myComplaintFormSchema,
  type MyComplaintWire,
  type SubmissionReceiptWire,
  type SubmissionReceivedEventWire,
} from '../../../src/contract/submissions/site-forms';
import { normaliseIraqiMobile } from '../../../src/domain/patients/iraqi-mobile-number';
import { complaintReference } from '../../../src/domain/submissions/complaint-reference';
import { SubmissionKind } from '../../../src/domain/submissions/submission-limits';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Database } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import { HaremHubEvent } from '../../realtime';
import type { PatientPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import type { Services } from '../../http/services';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { admitSubmission } from './submission-limits';

/** Who sent it, as the audit trail names them: the patient by phone, a visitor as such. */
export const VISITOR: AuditActor = { kind: 'anonymous', id: null, name: 'visitor' };
export const patientActor = (p: PatientPrincipal): AuditActor => ({
  kind: 'patient',
  id: p.appUserId,
  name: p.phoneNumber,
});

export interface Submission<T> {
  readonly kind: SubmissionKind;
  readonly area: PermissionArea;
  /** The audit record's entity. */
  readonly entity: string;
  readonly actor: AuditActor;
  readonly phoneNumber: string | null;
  /** A filled honeypot: the send is answered as if stored, and only counted and audited. */
  readonly trapped: boolean;
  readonly store: (trx: Transaction<Database>, at: Date) => Promise<T & { id: number }>;
}

/**
 * One send from the site: the abuse limits, the row, the audit record, all in one transaction;
 * then the staff's live notice (`submissionReceived`, no personal data) once it committed.
 */
export async function submit<T>(
  { services, ip }: Pick<RouteContext<unknown>, 'services' | 'ip'>,
  submission: Submission<T>,
): Promise<(T & { id: number }) | { id: 0 } | HttpAnswer> {
  const at = new Date(services.now());
  const outcome = await services.db.transaction().execute(async (trx) => {
    const refused = await admitSubmission(trx, {
      kind: submission.kind,
      ip,
      phoneNumber: submission.phoneNumber,
      now: at.getTime(),
    });
    if (refused !== null) return refused;
    if (submission.trapped) {
      await recordAudit(trx, {
        actor: submission.actor,
        action: 'Create',
        area: submission.area,
        entity: submission.entity,
        outcome: 'denied',
        reason: 'honeypot filled',
        ip,
        at,
      });
      return null;
    }
    const stored = await submission.store(trx, at);
    await recordAudit(trx, {
      actor: submission.actor,
      action: 'Create',
      area: submission.area,
      entity: submission.entity,
      entityId: stored.id,
      ip,
      after: { id: stored.id },
      at,
    });
    return stored;
  });
  if (outcome instanceof HttpAnswer) return outcome;
  if (outcome === null) return { id: 0 };
  notifyStaff(services, { kind: submission.kind, id: outcome.id });
  return outcome;
}

export function notifyStaff(services: Services, event: SubmissionReceivedEventWire): void {
  services.hubs.harem.broadcast(HaremHubEvent.SubmissionReceived, event);
}

/** POST /api/SiteForms/Contact (no token): a contact message, shown to staff under `/ContactSmarts`. */
export async function postContact(context: RouteContext<null>): Promise<SubmissionReceiptWire | HttpAnswer> {
  const form = v.parse(contactFormSchema, context.body);
  const phoneNumber = form.phoneNumber === '' ? null : normaliseIraqiMobile(form.phoneNumber);
  const answer = await submit(context, {
    kind: SubmissionKind.Contact,
    area: PermissionArea.Contact,
    entity: 'ContactMessage',
    actor: VISITOR,
    phoneNumber,
    trapped: form.website !== '',
    store: (trx, at) =>
      trx
        .insertInto('contact_messages')
        .values({
          full_name: form.fullName,
          phone_number: phoneNumber ?? '',
          email: form.email,
          subject: form.subject,
          message: form.message,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
  });
  return answer instanceof HttpAnswer ? answer : { id: answer.id };
}

interface ComplaintFields {
  readonly fullName: string;
  readonly subject: string;
  readonly body: string;
  readonly centerId: number | null;
  readonly website: string;
}

async function fileComplaint(
  context: Pick<RouteContext<unknown>, 'services' | 'ip'>,
  form: ComplaintFields,
  phoneNumber: string,
  patient: PatientPrincipal | null,
): Promise<SubmissionReceiptWire | HttpAnswer> {
  if (form.centerId !== null) {
    const center = await context.services.db
      .selectFrom('centers')
      .select('id')
      .where('id', '=', form.centerId)
      .executeTakeFirst();
    if (center === undefined) {
      return HttpAnswer.error(400, 'body.centerId is not a center.', {
        field: 'body.centerId',
        errors: [{ field: 'centerId', problem: 'notAChoice' }],
      });
    }
  }
  const answer = await submit(context, {
    kind: SubmissionKind.Complaint,
    area: PermissionArea.Feedback,
    entity: 'Complaint',
    actor: patient === null ? VISITOR : patientActor(patient),
    phoneNumber,
    trapped: form.website !== '',
    store: (trx, at) =>
      trx
        .insertInto('complaints')
        .values({
          app_user_id: patient?.appUserId ?? null,
          center_id: form.centerId,
          full_name: form.fullName,
          phone_number: phoneNumber,
          subject: form.subject,
          body: form.body,
          created_at: at,
          updated_at: at,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow(),
  });
  if (answer instanceof HttpAnswer) return answer;
  if (!('created_at' in answer)) return { id: 0, reference: '' };
  return { id: answer.id, reference: complaintReference(answer.id, answer.created_at.getUTCFullYear()) };
}

/** POST /api/SiteForms/Complaint (no token): a visitor's complaint, answered with its reference. */
export function postComplaint(context: RouteContext<null>): Promise<SubmissionReceiptWire | HttpAnswer> {
  const form = v.parse(complaintFormSchema, context.body);
  // The schema accepted it, so it reads as a number.
  const phoneNumber = normaliseIraqiMobile(form.phoneNumber) ?? form.phoneNumber;
  return fileComplaint(context, form, phoneNumber, null);
}

/** POST /api/SiteForms/MyComplaint (patient): the same, under the patient's account and number. */
export function postMyComplaint(
  context: RouteContext<PatientPrincipal>,
): Promise<SubmissionReceiptWire | HttpAnswer> {
  const form = v.parse(myComplaintFormSchema, context.body);
  return fileComplaint(context, form, context.principal.phoneNumber, context.principal);
}

/**
 * GET /api/SiteForms/MyComplaints (patient): the patient's own complaints, newest first, with the
 * public note only: those filed signed in, and those a visitor filed with the account's phone
 * number (both stored in E.164; the sign-in's SMS code proved the number is theirs). A complaint
 * filed under another account is never among them, whatever its number.
 */
export async function listMyComplaints({
  services,
  principal,
}: RouteContext<PatientPrincipal>): Promise<MyComplaintWire[]> {
  const rows = await services.db
    .selectFrom('complaints')
    .select(['id', 'subject', 'status', 'public_note', 'created_at', 'updated_at'])
    .where((eb) =>
      eb.or([
        eb('app_user_id', '=', principal.appUserId),
        eb.and([eb('app_user_id', 'is', null), eb('phone_number', '=', principal.phoneNumber)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reference: complaintReference(row.id, row.created_at.getUTCFullYear()),
    subject: row.subject,
    status: row.status as MyComplaintWire['status'],
    publicNote: row.public_note,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}
