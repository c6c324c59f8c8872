import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { ChatMessage } from '../ports/chat-gateway';
import type { PatientGateway } from '../ports/patient-gateway';
import { messageText, type EmptyMessage } from '../chat/message-text';

/**
 * Sends the signed-in patient's message to the hospital (`POST /api/Chats/SendToHospital
 * {message, clientMessageId?}`, an extension). A blank message is refused without a call. With a
 * `clientMessageId`, a retry of a send whose answer was lost is stored once.
 */
export class SendMessageToHospital {
  constructor(private readonly gateway: Pick<PatientGateway, 'sendToHospital'>) {}

  async execute(
    text: string,
    clientMessageId?: string,
  ): Promise<Result<ChatMessage, AppError | EmptyMessage>> {
    const message = messageText(text);
    if (!message.ok) return message;
    return clientMessageId === undefined
      ? this.gateway.sendToHospital(message.value)
      : this.gateway.sendToHospital(message.value, clientMessageId);
  }
}
