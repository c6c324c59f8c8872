import type { ChatMessage } from '../../application/ports/chat-gateway';
import type { MyAppointment, PatientGateway } from '../../application/ports/patient-gateway';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import { ResourceKey } from '../../application/resources/resource-key';
import type { ChatUserId } from '../../domain/chat/chat-history-row';
import type { AppError } from '../../domain/errors/app-error';
import type { PatientProfile } from '../../domain/patients/patient-profiles';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  chatMessageSchema,
  MY_CHAT_BEFORE_CALL,
  myChatBeforeSchema,
  SEND_TO_HOSPITAL_CALL,
  toChatMessage,
  toSendToHospital,
} from '../../contract/chat/chat';
import { mapped } from '../../contract/shared/values';
import { sendWireCall } from './wire-request';

const storedMessageCheck = mapped(chatMessageSchema, toChatMessage);
const olderMessagesCheck = mapped(myChatBeforeSchema, (wire): readonly ChatMessage[] =>
  wire.map(toChatMessage),
);

export interface FetchPatientGatewayOptions {
  readonly http: HttpClient;
  /** The patient site's resource gateway: `myAppointments` and `myProfiles` carry the patient token. */
  readonly resources: ResourceGateway;
}

/**
 * `PatientGateway` of the patient site, every call with the patient's own token. A 401 comes back
 * as `Unauthorized` after the HTTP client ran the patient 401 policy (clear token, verify flag and
 * info, reload: the spec), once per call.
 */
export class FetchPatientGateway implements PatientGateway {
  constructor(private readonly options: FetchPatientGatewayOptions) {}

  myAppointments(): Promise<Result<readonly MyAppointment[], AppError>> {
    return this.options.resources.load(ResourceKey.MyAppointments);
  }

  myProfiles(): Promise<Result<readonly PatientProfile[], AppError>> {
    return this.options.resources.load(ResourceKey.MyProfiles);
  }

  sendToHospital(message: string, clientMessageId?: string): Promise<Result<ChatMessage, AppError>> {
    return sendWireCall(this.options.http, SEND_TO_HOSPITAL_CALL, {
      name: 'sendToHospital',
      check: storedMessageCheck,
      body: toSendToHospital(message, clientMessageId),
    });
  }

  myChat(userId: ChatUserId): Promise<Result<readonly ChatMessage[], AppError>> {
    return this.options.resources.load(ResourceKey.MyChat, { id: userId });
  }

  myChatBefore(userId: ChatUserId, before: string): Promise<Result<readonly ChatMessage[], AppError>> {
    return sendWireCall(this.options.http, MY_CHAT_BEFORE_CALL, {
      name: 'myChatBefore',
      check: olderMessagesCheck,
      params: { id: userId, before },
    });
  }
}
