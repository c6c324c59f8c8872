import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { OnlineAppointmentWire } from '../../../src/contract/appointments/appointments';
import type { ResourceHandler } from '../shared/resource-handler';
import { iso } from '../shared/wire-row';

/**
 * How many appointments `/Appointment` sends: the newest by starting time. The full history is
 * the paged grid's (`FilterAppointmentsDashboard`); this list is the day-to-day view.
 */
export const ONLINE_APPOINTMENTS_LIMIT = 1000;

/** GET /api/Appointment (area appointments): the newest online appointments with their state label. */
export const listOnlineAppointments: ResourceHandler = async ({ services }) => {
  const rows = await services.db
    .selectFrom('online_appointments')
    .innerJoin('appointment_states', 'appointment_states.id', 'online_appointments.state')
    .select([
      'online_appointments.id',
      'online_appointments.state',
      'appointment_states.name_en',
      'online_appointments.starting_time',
      'online_appointments.ending_time',
    ])
    .orderBy('online_appointments.starting_time', 'desc')
    .orderBy('online_appointments.id', 'desc')
    .limit(ONLINE_APPOINTMENTS_LIMIT)
    .execute();
  return rows.map((r): OnlineAppointmentWire => ({
    id: r.id,
    appointmnetState: r.state as AppointmentState,
    appointmnetStateString: r.name_en,
    startingTime: iso(r.starting_time),
    endingTime: iso(r.ending_time),
  }));
};
