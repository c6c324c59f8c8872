import type { AppointmentId } from '../../domain/appointments/appointment-id';
import type { PatientAppointmentRow } from '../../domain/appointments/patient-appointments';
import type { AppError } from '../../domain/errors/app-error';
import type { PatientProfile } from '../../domain/patients/patient-profiles';
import type { Result } from '../../domain/shared/result';
import type { ChatUserId } from '../../domain/chat/chat-history-row';
import type { ChatMessage } from './chat-gateway';

/** One of the signed-in patient's appointments ("User appointment"). Times are epoch ms. */
export interface MyAppointment extends PatientAppointmentRow {
  readonly id: AppointmentId;
  readonly startingTime: number;
}

/**
 * The signed-in patient's own calls, with the patient's token. An implementation never throws; a
 * 401 is `Unauthorized`, after the adapter has applied the patient 401 rule (clear the patient
 * session, reload).
 *
 * - `myAppointments`: `GET /api/Appointment/GetAllMyAppointments`, as the server sends them (the
 *   application keeps the patient's own and hides cancelled ones).
 * - `myProfiles`: `GET /api/Patient/GetAllMyPatients`.
 * - `sendToHospital`: `POST /api/Chats/SendToHospital {message, clientMessageId?}` (an extension,
 *   docs/api-extensions.md); answers the stored message. A second call with the same
 *   `clientMessageId` answers the message stored by the first instead of storing it again.
 * - `myChat`: `GET /api/Chats/userchat/{id}`, the newest messages of the patient's own chat,
 *   oldest first.
 * - `myChatBefore`: `GET /api/Chats/userchat/{id}/before/{before}` (an extension), the messages
 *   before message `before`, oldest first; none when there are no older ones.
 */
export interface PatientGateway {
  myAppointments(): Promise<Result<readonly MyAppointment[], AppError>>;
  myProfiles(): Promise<Result<readonly PatientProfile[], AppError>>;
  sendToHospital(message: string, clientMessageId?: string): Promise<Result<ChatMessage, AppError>>;
  myChat(userId: ChatUserId): Promise<Result<readonly ChatMessage[], AppError>>;
  myChatBefore(userId: ChatUserId, before: string): Promise<Result<readonly ChatMessage[], AppError>>;
}
