import type { BookingCode } from '../../../src/contract/appointments/booking';
import { BookingMessage, type CancelledWire } from '../../../src/contract/appointments/booking';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { PatientCancelRefusal, patientCancelRefusal } from '../../../src/domain/booking/patient-rule';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { HttpAnswer } from '../../http/http-answer';
import type { PatientPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HaremHubEvent } from '../../realtime';
import { recordAudit } from '../audit/record-audit';
import { changeSummary } from '../appointments/apply-state-change';
import { recordStateChange } from '../appointments/record-state-change';
import { rowId } from '../shared/input';
import { patientRule } from './booking-rules';

const refused = (status: number, code: keyof typeof BookingCode): HttpAnswer =>
  HttpAnswer.error(status, BookingMessage[code], { code });

/**
 * POST /api/Appointment/{id}/CancelByPatient (patient token): the patient cancels one of their
 * own bookings (state 5), only while it is reserved or assigned and at least the account's
 * `cancelHoursBefore` hours ahead (src/domain/booking/patient-rule.ts). Another account's
 * appointment is answered as not found. Recorded as a state change by the app user, audited, and
 * announced on /HaremHub.
 */
export async function cancelByPatient(
  context: RouteContext<PatientPrincipal>,
): Promise<CancelledWire | HttpAnswer> {
  const id = rowId(context.params.id, 'appointment id');
  if (id instanceof HttpAnswer) return id;
  const { principal, services } = context;
  const now = services.now();
  const answer = await services.db.transaction().execute(async (trx): Promise<CancelledWire | HttpAnswer> => {
    const row = await trx
      .selectFrom('online_appointments')
      .select(['state', 'starting_time', 'version'])
      .where('id', '=', id)
      .where('issuer_id', '=', principal.appUserId)
      .forUpdate()
      .executeTakeFirst();
    if (row === undefined) return refused(404, 'NotFound');
    const rule = await patientRule(trx, principal.appUserId);
    const from = row.state as AppointmentState;
    const refusal = patientCancelRefusal(from, row.starting_time.getTime(), now, rule.cancelHoursBefore);
    if (refusal === PatientCancelRefusal.NotOpen) return refused(409, 'NotOpen');
    if (refusal === PatientCancelRefusal.TooLate) return refused(409, 'TooLate');
    const to = AppointmentState.CancelledByPatient;
    const at = new Date(now);
    const { version, changeId } = await recordStateChange(trx, {
      id,
      from,
      to,
      reason: null,
      author: { kind: 'patient', id: principal.appUserId, name: principal.phoneNumber },
      at,
      version: row.version,
      reverses: null,
    });
    await recordAudit(trx, {
      actor: { kind: 'patient', id: principal.appUserId, name: principal.phoneNumber },
      action: 'AppointmentCancelledByPatient',
      area: PermissionArea.Appointments,
      entity: 'Appointment',
      entityId: id,
      ip: context.ip,
      reason: changeSummary(from, to, null),
      before: { state: from, version: row.version },
      after: { state: to, version, changeId },
      at,
    });
    return { id, appointmnetState: to, version };
  });
  if (answer instanceof HttpAnswer) return answer;
  services.hubs.harem.broadcast(HaremHubEvent.AppointmentChanged, answer);
  return answer;
}
