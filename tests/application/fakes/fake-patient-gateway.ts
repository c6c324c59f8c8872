import type { ChatMessage } from '../../../src/application/ports/chat-gateway';
import type { MyAppointment, PatientGateway } from '../../../src/application/ports/patient-gateway';
import type { ChatUserId } from '../../../src/domain/chat/chat-history-row';
import type { PatientProfile } from '../../../src/domain/patients/patient-profiles';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export class FakePatientGateway implements PatientGateway {
  readonly answers = {
    myAppointments: new ScriptedCall<[], readonly MyAppointment[]>(ok([])),
    myProfiles: new ScriptedCall<[], readonly PatientProfile[]>(ok([])),
    sendToHospital: new ScriptedCall<[string] | [string, string], ChatMessage>(
      ok({ id: 'm-sent', text: '', sentAt: 0, fromStaff: false }),
    ),
    myChat: new ScriptedCall<[ChatUserId], readonly ChatMessage[]>(ok([])),
    myChatBefore: new ScriptedCall<[ChatUserId, string], readonly ChatMessage[]>(ok([])),
  };

  myAppointments() {
    return this.answers.myAppointments.invoke();
  }

  myProfiles() {
    return this.answers.myProfiles.invoke();
  }

  sendToHospital(message: string, clientMessageId?: string) {
    return clientMessageId === undefined
      ? this.answers.sendToHospital.invoke(message)
      : this.answers.sendToHospital.invoke(message, clientMessageId);
  }

  myChat(userId: ChatUserId) {
    return this.answers.myChat.invoke(userId);
  }

  myChatBefore(userId: ChatUserId, before: string) {
    return this.answers.myChatBefore.invoke(userId, before);
  }
}
