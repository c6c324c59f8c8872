import type {
  AppointmentStateOptionWire,
  DoctorOptionWire,
} from '../../../src/contract/appointments/appointment-grid';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import type { Db } from '../../db/database';
import type { ResourceHandler } from '../shared/resource-handler';

const statesRead = new WeakMap<Db, Promise<readonly AppointmentStateOptionWire[]>>();

/**
 * The seven states with their English labels, by number. They are written by their migration
 * only (no call changes them), so they are read once per database and process, not on every grid
 * page; a failed read is not kept.
 */
export function appointmentStateOptions(db: Db): Promise<readonly AppointmentStateOptionWire[]> {
  let read = statesRead.get(db);
  if (read === undefined) {
    read = db
      .selectFrom('appointment_states')
      .select(['id', 'name_en'])
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => ({ id: r.id as AppointmentState, name: r.name_en })));
    statesRead.set(db, read);
    read.catch(() => statesRead.delete(db));
  }
  return read;
}

/** GET /api/Appointment/GetAppointmentStates (no token): the states the grid filters by. */
export const listAppointmentStates: ResourceHandler = ({ services }) => appointmentStateOptions(services.db);

/** GET /api/Appointment/GetDoctorsForAppointmentFilter (no token): every doctor, by name. */
export const listAppointmentFilterDoctors: ResourceHandler = async ({ services }) => {
  const rows = await services.db.selectFrom('doctors').select(['id', 'name_en']).orderBy('name_en').execute();
  return rows.map((r): DoctorOptionWire => ({ id: r.id, name: r.name_en }));
};
