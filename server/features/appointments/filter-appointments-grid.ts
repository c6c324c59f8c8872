import type { AppointmentGridPageWire } from '../../../src/contract/appointments/appointment-grid';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HttpAnswer } from '../../http/http-answer';
import { appointmentStateOptions } from './appointment-lookups';
import { parseGridQuery, type GridQuery } from './appointment-grid-query';
import { toGridAppointmentWire } from './appointment-rows';
import type { Db } from '../../db/database';

function filtered(db: Db, q: GridQuery) {
  let query = db.selectFrom('online_appointments');
  if (q.doctorId !== null) query = query.where('doctor_id', '=', q.doctorId);
  if (q.state !== null) query = query.where('state', '=', q.state);
  if (q.from !== null) query = query.where('starting_time', '>=', q.from);
  if (q.toExclusive !== null) query = query.where('starting_time', '<', q.toExclusive);
  return query;
}

/**
 * GET /api/Appointment/FilterAppointmentsDashboard?skip=…&pageSize=…[&doctorId][&appointmentState]
 * [&from][&to] (area appointments): one page of the filter, newest start first, with the filter's
 * total and the states list. Paged in SQL (`LIMIT`/`OFFSET`).
 */
export async function filterAppointmentsGrid({
  services,
  query,
}: RouteContext<StaffPrincipal>): Promise<AppointmentGridPageWire | HttpAnswer> {
  const q = parseGridQuery(query);
  if (q instanceof HttpAnswer) return q;
  const [rows, total, states] = await Promise.all([
    filtered(services.db, q)
      .select(['id', 'issuer_id', 'state', 'starting_time', 'ending_time'])
      .orderBy('starting_time', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset(q.skip)
      .execute(),
    filtered(services.db, q)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    appointmentStateOptions(services.db),
  ]);
  return { appointments: rows.map((r) => toGridAppointmentWire(r)), count: Number(total.n), states };
}
