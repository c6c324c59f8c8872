import type {
  AppointmentGridGateway,
  AppointmentGridPage,
  AppointmentGridQuery,
  AppointmentStateOption,
  DoctorOption,
} from '../../../src/application/ports/appointment-grid-gateway';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export class FakeAppointmentGridGateway implements AppointmentGridGateway {
  readonly answers = {
    page: new ScriptedCall<[AppointmentGridQuery], AppointmentGridPage>(
      ok({ appointments: [], total: 0, states: [] }),
    ),
    states: new ScriptedCall<[], readonly AppointmentStateOption[]>(ok([])),
    doctors: new ScriptedCall<[], readonly DoctorOption[]>(ok([])),
  };

  page(query: AppointmentGridQuery) {
    return this.answers.page.invoke(query);
  }

  states() {
    return this.answers.states.invoke();
  }

  doctors() {
    return this.answers.doctors.invoke();
  }
}
