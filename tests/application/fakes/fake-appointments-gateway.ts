import type {
  AppointmentsGateway,
  OnlineAppointment,
} from '../../../src/application/ports/appointments-gateway';
import type { AppointmentId } from '../../../src/domain/appointments/appointment-id';
import type { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export class FakeAppointmentsGateway implements AppointmentsGateway {
  readonly answers = {
    list: new ScriptedCall<[], readonly OnlineAppointment[]>(ok([])),
    changeState: new ScriptedCall<[AppointmentId, AppointmentState], void>(ok(undefined)),
  };

  list() {
    return this.answers.list.invoke();
  }

  changeState(id: AppointmentId, state: AppointmentState) {
    return this.answers.changeState.invoke(id, state);
  }
}
