import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { ChatMessage } from '../ports/chat-gateway';
import type { PatientGateway } from '../ports/patient-gateway';
import { messageText, type EmptyMessage } from '../chat/message-text';

/**
 * Sends the signed-in patient's message to the hospital (`POST /api/Chats/SendToHospital
 * {message}`, an extension). A blank message is refused without a call.
 */
export class SendMessageToHospital {
  constructor(private readonly gateway: Pick<PatientGateway, 'sendToHospital'>) {}

  async execute(text: string): Promise<Result<ChatMessage, AppError | EmptyMessage>> {
    const message = messageText(text);
    if (!message.ok) return message;
    return this.gateway.sendToHospital(message.value);
  }
}
