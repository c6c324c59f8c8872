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
 * total and the states list. Paged in SQL (`LIMIT`/`OFFSET`). Each row also names who it is for
 * and the doctor (the product's addition); a read of personal data, recorded in the audit trail.
 */
export async function filterAppointmentsGrid({
  services,
  query,
}: RouteContext<StaffPrincipal>): Promise<AppointmentGridPageWire | HttpAnswer> {
  const q = parseGridQuery(query);
  if (q instanceof HttpAnswer) return q;
  const [rows, total, states] = await Promise.all([
    // The page first (read in index order), then the names of its rows only.
    services.db
      .selectFrom(
        filtered(services.db, q)
          .select([
            'id',
            'issuer_id',
            'state',
            'starting_time',
            'ending_time',
            'doctor_id',
            'patient_profile_id',
          ])
          .orderBy('starting_time', 'desc')
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset(q.skip)
          .as('a'),
      )
      .innerJoin('app_users as u', 'u.id', 'a.issuer_id')
      .leftJoin('patient_profiles as p', 'p.id', 'a.patient_profile_id')
      .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
      .select([
        'a.id',
        'a.issuer_id',
        'a.state',
        'a.starting_time',
        'a.ending_time',
        'u.name as user_name',
        'u.phone_number',
        'p.full_name',
        'd.name_en',
        'd.name_ku',
        'd.name_ar',
      ])
      .orderBy('a.starting_time', 'desc')
      .orderBy('a.id', 'desc')
      .execute(),
    filtered(services.db, q)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    appointmentStateOptions(services.db),
  ]);
  return {
    appointments: rows.map((r) =>
      toGridAppointmentWire(r, r.issuer_id, {
        // As the board names them: the family member, else the account's name, else its phone.
        patientName: r.full_name ?? (r.user_name === '' ? r.phone_number : r.user_name),
        doctorName: { en: r.name_en, ku: r.name_ku, ar: r.name_ar },
      }),
    ),
    count: Number(total.n),
    states,
  };
}
