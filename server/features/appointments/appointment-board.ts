import type {
  AppointmentBoardWire,
  BoardAppointmentWire,
} from '../../../src/contract/appointments/appointment-board';
import { epochMs } from '../../../src/contract/shared/iso-date-time';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { iso } from '../shared/wire-row';

/**
 * GET /api/Appointment/Board?from=…&to=… (area appointments): every appointment starting in
 * [from, to) (a day of the board, at most a week), by starting time, with the family member it is
 * for, the account that booked it, the doctor, the center, the stored state and the version a
 * change must name. The query's schema has checked both instants and their span.
 */
export async function appointmentBoard({
  services,
  query,
}: RouteContext<StaffPrincipal>): Promise<AppointmentBoardWire> {
  const from = new Date(epochMs(String(query.from)));
  const to = new Date(epochMs(String(query.to)));
  const rows = await services.db
    .selectFrom('online_appointments as a')
    .innerJoin('app_users as u', 'u.id', 'a.issuer_id')
    .leftJoin('patient_profiles as p', 'p.id', 'a.patient_profile_id')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .innerJoin('centers as c', 'c.id', 'a.center_id')
    .select([
      'a.id',
      'a.state',
      'a.starting_time',
      'a.ending_time',
      'a.version',
      'a.created_at',
      'a.doctor_id',
      'a.center_id',
      'u.name as user_name',
      'u.phone_number',
      'p.full_name',
      'p.relation',
      'd.name_en as doctor_en',
      'd.name_ku as doctor_ku',
      'd.name_ar as doctor_ar',
      'c.name_en as center_en',
      'c.name_ku as center_ku',
      'c.name_ar as center_ar',
    ])
    .where('a.starting_time', '>=', from)
    .where('a.starting_time', '<', to)
    .orderBy('a.starting_time')
    .orderBy('a.id')
    .execute();
  return {
    appointments: rows.map((r): BoardAppointmentWire => ({
      id: r.id,
      appointmnetState: r.state as BoardAppointmentWire['appointmnetState'],
      startingTime: iso(r.starting_time),
      endingTime: iso(r.ending_time),
      version: r.version,
      patientName: r.full_name ?? (r.user_name === '' ? r.phone_number : r.user_name),
      patientPhone: r.phone_number,
      familyRelation: r.relation,
      doctorId: r.doctor_id,
      doctorName: { en: r.doctor_en, ku: r.doctor_ku, ar: r.doctor_ar },
      centerId: r.center_id,
      centerName: { en: r.center_en, ku: r.center_ku, ar: r.center_ar },
      bookedBy: r.user_name === '' ? r.phone_number : r.user_name,
      bookedAt: iso(r.created_at),
    })),
  };
}
