import { patientAppointments } from '../../domain/appointments/patient-appointments';
import { AppErrors } from '../../domain/errors/app-error';
import type { ListState } from '../../domain/lists/list-state';
import { err, ok } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { PatientGateway } from '../ports/patient-gateway';
import type { TokenStore } from '../ports/token-store';
import type { LoadList } from '../lists/load-list';
import type { StateStore } from '../shared/state-store';
import { MY_APPOINTMENTS_POLICY, type MyAppointmentRow } from './patient-lists';
import { readPatientId } from './read-patient-id';

/**
 * Loads the signed-in patient's appointments (`GetAllMyAppointments`): only those the current
 * patient issued are kept, cancelled ones are hidden, and a reserved one whose end has passed by
 * the clock's now is flagged missed. Without a stored patient id nothing is called and the list
 * fails as `Unauthorized`: nobody is signed in to own appointments.
 */
export class LoadMyAppointments {
  constructor(
    private readonly gateway: Pick<PatientGateway, 'myAppointments'>,
    private readonly tokens: Pick<TokenStore, 'patientInfo'>,
    private readonly clock: Clock,
    private readonly lists: LoadList,
  ) {}

  execute(store: StateStore<ListState<MyAppointmentRow>>): Promise<ListState<MyAppointmentRow>> {
    const patientId = readPatientId(this.tokens.patientInfo());
    return this.lists.execute(store, MY_APPOINTMENTS_POLICY, async () => {
      if (patientId === null) return err(AppErrors.unauthorized());
      const result = await this.gateway.myAppointments();
      if (!result.ok) return result;
      return ok(patientAppointments(result.value, patientId, this.clock.now().getTime()));
    });
  }
}
