import type { ChatMessage } from '../../../src/application/ports/chat-gateway';
import type { MyAppointment, PatientGateway } from '../../../src/application/ports/patient-gateway';
import type { PatientProfile } from '../../../src/domain/patients/patient-profiles';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export class FakePatientGateway implements PatientGateway {
  readonly answers = {
    myAppointments: new ScriptedCall<[], readonly MyAppointment[]>(ok([])),
    myProfiles: new ScriptedCall<[], readonly PatientProfile[]>(ok([])),
    sendToHospital: new ScriptedCall<[string], ChatMessage>(
      ok({ id: 'm-sent', text: '', sentAt: 0, fromStaff: false }),
    ),
  };

  myAppointments() {
    return this.answers.myAppointments.invoke();
  }

  myProfiles() {
    return this.answers.myProfiles.invoke();
  }

  sendToHospital(message: string) {
    return this.answers.sendToHospital.invoke(message);
  }
}
