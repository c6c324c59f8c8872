import type {
  AppointmentStateOptionWire,
  DoctorOptionWire,
} from '../../../src/contract/appointments/appointment-grid';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { Db } from '../../db/database';
import type { ResourceHandler } from '../shared/resource-handler';

/** The seven states with their English labels, by number. */
export async function appointmentStateOptions(db: Db): Promise<AppointmentStateOptionWire[]> {
  const rows = await db.selectFrom('appointment_states').select(['id', 'name_en']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id as AppointmentState, name: r.name_en }));
}

/** GET /api/Appointment/GetAppointmentStates (no token): the states the grid filters by. */
export const listAppointmentStates: ResourceHandler = ({ services }) => appointmentStateOptions(services.db);

/** GET /api/Appointment/GetDoctorsForAppointmentFilter (no token): every doctor, by name. */
export const listAppointmentFilterDoctors: ResourceHandler = async ({ services }) => {
  const rows = await services.db.selectFrom('doctors').select(['id', 'name_en']).orderBy('name_en').execute();
  return rows.map((r): DoctorOptionWire => ({ id: r.id, name: r.name_en }));
};
