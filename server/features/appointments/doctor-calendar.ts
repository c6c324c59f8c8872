import type { CalendarPayloadItemWire } from '../../../src/contract/appointments/calendar';
import { HttpAnswer } from '../../http/http-answer';
import { badRequest, notFound, rowId } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import { toGridAppointmentWire } from './appointment-rows';

/** Stands in for the issuer of another patient's booking: a patient sees the slot, not who holds it. */
export const OTHER_PATIENT = 'other';

/** `YYYY-MM` as the first instant of that month and of the next, in UTC. */
function monthRange(text: string | undefined): [Date, Date] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 1970) return null;
  return [new Date(Date.UTC(year, month - 1, 1)), new Date(Date.UTC(year, month, 1))];
}

/**
 * GET /api/Doctor/{doctorId}/{month} (patient token): one item whose `onlineAppointments` are the
 * doctor's bookings starting in that month. Another patient's booking keeps its times and state
 * but its issuer reads `other`.
 */
export const doctorCalendar: ResourceHandler = async ({ services, params, principal }) => {
  const doctorId = rowId(params.doctorId, 'doctor id');
  if (doctorId instanceof HttpAnswer) return doctorId;
  const range = monthRange(params.month);
  if (range === null) return badRequest('The month must be written YYYY-MM.');
  const doctor = await services.db
    .selectFrom('doctors')
    .select('id')
    .where('id', '=', doctorId)
    .executeTakeFirst();
  if (doctor === undefined) return notFound('There is no doctor with this id.');
  const rows = await services.db
    .selectFrom('online_appointments')
    .select(['id', 'issuer_id', 'state', 'starting_time', 'ending_time'])
    .where('doctor_id', '=', doctorId)
    .where('starting_time', '>=', range[0])
    .where('starting_time', '<', range[1])
    .orderBy('starting_time')
    .orderBy('id')
    .execute();
  const me = principal?.kind === 'patient' ? principal.appUserId : null;
  const item: CalendarPayloadItemWire = {
    onlineAppointments: rows.map((r) =>
      toGridAppointmentWire(r, r.issuer_id === me ? r.issuer_id : OTHER_PATIENT),
    ),
  };
  return [item];
};
