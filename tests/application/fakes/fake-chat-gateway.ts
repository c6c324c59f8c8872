import type { ChatAppUser, ChatGateway, ChatMessage } from '../../../src/application/ports/chat-gateway';
import type { ChatHistoryRow, ChatUserId } from '../../../src/domain/chat/chat-history-row';
import type { ChatMessagePage } from '../../../src/domain/chat/older-messages';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export class FakeChatGateway implements ChatGateway {
  readonly answers = {
    latestPatients: new ScriptedCall<[], readonly ChatHistoryRow[]>(ok([])),
    appUsers: new ScriptedCall<[], readonly ChatAppUser[]>(ok([])),
    messages: new ScriptedCall<[ChatUserId, number], ChatMessagePage<ChatMessage>>(ok({ chats: [] })),
    unreadCount: new ScriptedCall<[], number>(ok(0)),
    sendToPatient: new ScriptedCall<[ChatUserId, string, string | undefined], ChatMessage>(
      ok({ id: 'm-sent', text: '', sentAt: 0, fromStaff: true }),
    ),
  };

  latestPatients() {
    return this.answers.latestPatients.invoke();
  }

  appUsers() {
    return this.answers.appUsers.invoke();
  }

  messages(userId: ChatUserId, page: number) {
    return this.answers.messages.invoke(userId, page);
  }

  unreadCount() {
    return this.answers.unreadCount.invoke();
  }

  sendToPatient(userId: ChatUserId, message: string, clientMessageId?: string) {
    return this.answers.sendToPatient.invoke(userId, message, clientMessageId);
  }
}
