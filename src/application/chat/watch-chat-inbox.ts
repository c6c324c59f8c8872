import type { UnreadCounter } from '../../domain/chat/unread-counter';
import type { RealtimeHubs } from '../ports/realtime-hubs';
import type { Unsubscribe } from '../ports/unsubscribe';
import type { StateStore } from '../shared/state-store';
import { applyPresenceList } from './apply-presence-list';
import type { ChatHistoryState } from './chat-history-state';
import type { ConversationState } from './conversation-state';
import type { LoadLatestPatients } from './load-latest-patients';
import type { RefreshOpenChat } from './refresh-open-chat';
import type { RefreshUnreadCounter } from './refresh-unread-counter';

/** The chat screen's states the hubs keep current. */
export interface ChatInboxTargets {
  readonly history: StateStore<ChatHistoryState>;
  readonly conversation: StateStore<ConversationState>;
  readonly counter: StateStore<UnreadCounter>;
}

/**
 * Keeps the chat screen current from the hubs, until the returned function is called:
 * - each presence list re-marks the rows online;
 * - a `receive` reloads the history (new unseen counts). When it comes from the open chat (or
 *   names no sender), that chat is brought up to date first; reading it marks it seen on the
 *   server, so the history and the counter are read after it and show it seen;
 * - after a reconnect the open chat, the history and the counter are re-synced, as events may
 *   have been missed.
 */
export class WatchChatInbox {
  constructor(
    private readonly hubs: Pick<RealtimeHubs, 'onChatMessage' | 'onPresence' | 'onReconnected'>,
    private readonly loadLatestPatients: LoadLatestPatients,
    private readonly refreshOpenChat: RefreshOpenChat,
    private readonly refreshCounter: RefreshUnreadCounter,
  ) {}

  execute(targets: ChatInboxTargets): Unsubscribe {
    const { history, conversation, counter } = targets;
    const resync = async (openChatFirst: boolean) => {
      if (openChatFirst) await this.refreshOpenChat.execute(conversation);
      await Promise.all([this.loadLatestPatients.execute(history), this.refreshCounter.execute(counter)]);
    };
    const stops = [
      this.hubs.onPresence(({ onlinePhoneNumbers }) => applyPresenceList(history, onlinePhoneNumbers)),
      this.hubs.onChatMessage(({ senderId }) => {
        const open = conversation.get().userId;
        void resync(open !== null && (senderId === null || senderId === open));
      }),
      this.hubs.onReconnected(() => void resync(true)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }
}
