import * as v from 'valibot';
import {
  complaintMoveSchema,
  type ComplaintStepWire,
  type WorkflowComplaintWire,
} from '../../../src/contract/submissions/site-forms';
import { complaintReference } from '../../../src/domain/submissions/complaint-reference';
import {
  canMoveComplaint,
  isComplaintStatus,
  type ComplaintStatus,
} from '../../../src/domain/submissions/complaint-workflow';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { recordAudit } from '../audit/record-audit';
import { notFound, rowId } from '../shared/input';

const statusOf = (text: string): ComplaintStatus => (isComplaintStatus(text) ? text : 'Open');

const COLUMNS = [
  'id',
  'subject',
  'status',
  'public_note',
  'created_at',
  'updated_at',
  'full_name',
  'phone_number',
  'body',
  'center_id',
  'app_user_id',
  'version',
] as const;

interface ComplaintRow {
  id: number;
  subject: string;
  status: string;
  public_note: string;
  created_at: Date;
  updated_at: Date;
  full_name: string;
  phone_number: string;
  body: string;
  center_id: number | null;
  app_user_id: string | null;
  version: number;
}

const toWire = (row: ComplaintRow): WorkflowComplaintWire => ({
  id: row.id,
  reference: complaintReference(row.id, row.created_at.getUTCFullYear()),
  subject: row.subject,
  status: statusOf(row.status),
  publicNote: row.public_note,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  fullName: row.full_name,
  phoneNumber: row.phone_number,
  body: row.body,
  centerId: row.center_id,
  fromPatient: row.app_user_id !== null,
  version: row.version,
});

/** GET /api/ComplaintWorkflow/List (area feedback): every complaint, newest first. */
export async function listWorkflowComplaints({
  services,
}: RouteContext<StaffPrincipal>): Promise<WorkflowComplaintWire[]> {
  const rows = await services.db
    .selectFrom('complaints')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toWire);
}

/** GET /api/ComplaintWorkflow/{id}/steps (area feedback): who moved it, when, and why, oldest first. */
export async function listComplaintSteps({
  services,
  params,
}: RouteContext<StaffPrincipal>): Promise<ComplaintStepWire[] | HttpAnswer> {
  const id = rowId(params.id);
  if (id instanceof HttpAnswer) return id;
  const complaint = await services.db
    .selectFrom('complaints')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (complaint === undefined) return notFound('There is no complaint with this id.');
  const steps = await services.db
    .selectFrom('complaint_steps')
    .selectAll()
    .where('complaint_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return steps.map((s) => ({
    id: s.id,
    fromStatus: statusOf(s.from_status),
    toStatus: statusOf(s.to_status),
    note: s.note,
    publicNote: s.public_note,
    staffName: s.staff_name,
    at: s.at.toISOString(),
  }));
}

/**
 * PUT /api/ComplaintWorkflow/{id}/status (area feedback) `{ status, note, publicNote?, version }`:
 * one step forward (new → in progress → resolved), with staff's note and, when given, a new note
 * for the patient. The row is locked while it is checked; a version other than the row's is 409
 * with the complaint as it is now, as is a step the workflow does not allow. The step, the change
 * and its audit record are one transaction.
 */
export async function moveComplaint({
  services,
  principal,
  params,
  body,
  ip,
}: RouteContext<StaffPrincipal>): Promise<WorkflowComplaintWire | HttpAnswer> {
  const id = rowId(params.id);
  if (id instanceof HttpAnswer) return id;
  const move = v.parse(complaintMoveSchema, body);
  const at = new Date(services.now());
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('complaints')
      .select(COLUMNS)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (row === undefined) return notFound('There is no complaint with this id.');
    if (row.version !== move.version) {
      return HttpAnswer.error(409, 'This complaint was changed since you read it.', {
        code: 'Stale',
        current: toWire(row),
      });
    }
    const from = statusOf(row.status);
    if (!canMoveComplaint(from, move.status)) {
      return HttpAnswer.error(409, `A complaint cannot go from ${from} to ${move.status}.`, {
        code: 'NotAllowed',
        current: toWire(row),
      });
    }
    const publicNote = move.publicNote === '' ? row.public_note : move.publicNote;
    const changed = await trx
      .updateTable('complaints')
      .set({ status: move.status, public_note: publicNote, version: row.version + 1, updated_at: at })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('complaint_steps')
      .values({
        complaint_id: id,
        from_status: from,
        to_status: move.status,
        note: move.note,
        public_note: move.publicNote,
        staff_user_id: principal.userId,
        staff_name: principal.fullName === '' ? principal.name : principal.fullName,
        at,
      })
      .execute();
    await recordAudit(trx, {
      actor: { kind: 'staff', id: principal.userId, name: principal.name },
      action: 'ComplaintStatus',
      area: PermissionArea.Feedback,
      entity: 'Complaint',
      entityId: id,
      ip,
      reason: `from ${from} to ${move.status}; ${move.note}`,
      before: { status: from, publicNote: row.public_note, version: row.version },
      after: { status: move.status, publicNote, version: changed.version },
      at,
    });
    return toWire(changed);
  });
}
