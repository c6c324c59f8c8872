import {
  ALL_APPOINTMENT_STATES,
  type AppointmentState,
} from '../../../src/domain/appointments/appointment-state';
import { transition } from '../../../src/domain/appointments/appointment-transition';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { HttpAnswer } from '../../http/http-answer';
import { badRequest, notFound, objectBody, rowId } from '../shared/input';

/** What a successful change answers. */
export interface AppointmentStateChanged {
  id: number;
  appointmnetState: AppointmentState;
}

/**
 * PUT /api/Appointment/{id}/state `{ appointmnetState }` (area appointments): applies the domain's
 * transition model. Unknown id: 404; a change the model refuses: 409 with its sentence. The row
 * is locked while checked, so two concurrent changes cannot both pass from the same state.
 */
export async function changeAppointmentState({
  services,
  params,
  body,
}: RouteContext<StaffPrincipal>): Promise<AppointmentStateChanged | HttpAnswer> {
  const id = rowId(params.id, 'appointment id');
  if (id instanceof HttpAnswer) return id;
  const fields = objectBody(body);
  if (fields instanceof HttpAnswer) return fields;
  const to = fields.appointmnetState;
  if (!ALL_APPOINTMENT_STATES.includes(to as AppointmentState)) {
    return badRequest('appointmnetState must be a state number from 1 to 7.');
  }
  const target = to as AppointmentState;
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('online_appointments')
      .select('state')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (row === undefined) return notFound('There is no appointment with this id.');
    const result = transition(row.state as AppointmentState, target);
    if (!result.ok) return HttpAnswer.error(409, result.error.description, { code: result.error.code });
    await trx
      .updateTable('online_appointments')
      .set({ state: result.value, updated_at: new Date(services.now()) })
      .where('id', '=', id)
      .execute();
    return { id, appointmnetState: result.value };
  });
}
