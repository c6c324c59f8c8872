import { initialAppUsers, type AppUsersState } from '../../../src/application/chat/app-users-state';
import { initialChatHistory, type ChatHistoryState } from '../../../src/application/chat/chat-history-state';
import {
  initialConversation,
  type ConversationState,
} from '../../../src/application/chat/conversation-state';
import { LoadAppUsers } from '../../../src/application/chat/load-app-users';
import { LoadLatestPatients } from '../../../src/application/chat/load-latest-patients';
import { LoadOlderMessages } from '../../../src/application/chat/load-older-messages';
import { MarkChatSeen } from '../../../src/application/chat/mark-chat-seen';
import { OpenChat } from '../../../src/application/chat/open-chat';
import { RefreshOpenChat } from '../../../src/application/chat/refresh-open-chat';
import { RefreshUnreadCounter } from '../../../src/application/chat/refresh-unread-counter';
import { SendMessageToPatient } from '../../../src/application/chat/send-message-to-patient';
import { StartChatHubs } from '../../../src/application/chat/start-chat-hubs';
import { WatchChatAlerts } from '../../../src/application/chat/watch-chat-alerts';
import { WatchChatInbox } from '../../../src/application/chat/watch-chat-inbox';
import { LoadList } from '../../../src/application/lists/load-list';
import { createStateStore } from '../../../src/application/shared/state-store';
import { initialUnreadCounter, type UnreadCounter } from '../../../src/domain/chat/unread-counter';
import { fakePorts } from '../fakes/fake-ports';

/** The chat use cases wired to one set of fakes, as the composition root wires them. */
export function chatSetUp() {
  const ports = fakePorts();
  const lists = new LoadList(ports.forbidden, ports.logger);
  const refreshCounter = new RefreshUnreadCounter(ports.chat, ports.logger);
  const markSeen = new MarkChatSeen(refreshCounter);
  const loadLatestPatients = new LoadLatestPatients(ports.chat, lists);
  const refreshOpenChat = new RefreshOpenChat(ports.chat, ports.logger);
  return {
    ports,
    stores: {
      history: createStateStore<ChatHistoryState>(initialChatHistory()),
      conversation: createStateStore<ConversationState>(initialConversation()),
      counter: createStateStore<UnreadCounter>(initialUnreadCounter),
      appUsers: createStateStore<AppUsersState>(initialAppUsers()),
    },
    useCases: {
      loadLatestPatients,
      loadAppUsers: new LoadAppUsers(ports.chat, lists),
      refreshCounter,
      markSeen,
      openChat: new OpenChat(ports.chat, markSeen, ports.forbidden),
      loadOlderMessages: new LoadOlderMessages(ports.chat),
      refreshOpenChat,
      sendMessage: new SendMessageToPatient(ports.chat, ports.forbidden),
      startHubs: new StartChatHubs(ports.tokens, ports.hubs, ports.logger),
      watchAlerts: new WatchChatAlerts(ports.hubs, ports.notifier, ports.sound, refreshCounter),
      watchInbox: new WatchChatInbox(ports.hubs, loadLatestPatients, refreshOpenChat, refreshCounter),
    },
  };
}
