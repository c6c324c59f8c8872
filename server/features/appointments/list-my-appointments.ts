import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { UserAppointmentWire } from '../../../src/contract/appointments/appointments';
import type { ResourceHandler } from '../shared/resource-handler';
import { iso } from '../shared/wire-row';

/** GET /api/Appointment/GetAllMyAppointments (patient token): the signed-in app user's bookings. */
export const listMyAppointments: ResourceHandler = async ({ services, principal }) => {
  if (principal?.kind !== 'patient') return [];
  const rows = await services.db
    .selectFrom('online_appointments')
    .select(['id', 'state', 'starting_time', 'ending_time', 'issuer_id'])
    .where('issuer_id', '=', principal.appUserId)
    .orderBy('starting_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r): UserAppointmentWire => ({
    id: r.id,
    appointmentState: r.state as AppointmentState,
    startingTime: iso(r.starting_time),
    endingTime: iso(r.ending_time),
    issuerId: r.issuer_id,
  }));
};
