import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadLatestPatients } from '../../../application/chat/load-latest-patients';
import type { LoadOlderMessages } from '../../../application/chat/load-older-messages';
import type { OpenChat } from '../../../application/chat/open-chat';
import type { SendMessageToPatient } from '../../../application/chat/send-message-to-patient';
import type { WatchChatInbox } from '../../../application/chat/watch-chat-inbox';
import {
  initialChatHistory,
  visibleChatRows,
  type ChatHistoryState,
} from '../../../application/chat/chat-history-state';
import { chooseChatStatus } from '../../../application/chat/choose-chat-status';
import { initialConversation, type ConversationState } from '../../../application/chat/conversation-state';
import { searchLatestPatients } from '../../../application/chat/search-latest-patients';
import type { ChatAppUser, ChatGateway } from '../../../application/ports/chat-gateway';
import type { ResourceGateway } from '../../../application/resources/resource-gateway';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { StateStore } from '../../../application/shared/state-store';
import type { ChatHistoryRow, ChatUserId } from '../../../domain/chat/chat-history-row';
import type { ChatStatus } from '../../../domain/chat/chat-status';
import type { UnreadCounter } from '../../../domain/chat/unread-counter';

/** The use cases and reads the chat screen works with (the container hands them in). */
export interface ChatServices {
  readonly loadLatestPatients: Pick<LoadLatestPatients, 'execute'>;
  readonly openChat: Pick<OpenChat, 'execute'>;
  readonly loadOlderMessages: Pick<LoadOlderMessages, 'execute'>;
  readonly sendMessage: Pick<SendMessageToPatient, 'execute'>;
  readonly watchInbox: Pick<WatchChatInbox, 'execute'>;
  readonly chat: Pick<ChatGateway, 'appUsers'>;
  readonly resources: ResourceGateway;
}

/** What the chat screen shares with the shell: the badge's counter and the chat that raises no alert. */
export interface ChatShell {
  readonly unreadStore: StateStore<UnreadCounter>;
  setSelectedChat(id: ChatUserId | null): void;
  /** Tells the browser's other tabs a chat was marked seen, so their badges re-read. */
  announceChatSeen(): void;
}

/** A message typed here that the server has not stored yet: it is sending, or failed with Retry. */
export interface OutgoingMessage {
  /** The idempotency key the server honours: a retry with it never stores the message twice. */
  readonly clientMessageId: string;
  readonly userId: ChatUserId;
  readonly text: string;
  readonly status: 'sending' | 'failed';
}

export interface MessageTemplate {
  readonly id: number;
  readonly title: string;
  readonly bodyEn: string;
  readonly bodyKu: string;
  readonly bodyAr: string;
}

export interface ChatResponder {
  readonly id: string;
  readonly fullName: string;
}

/** A field of a catalogue record (checked by its contract) as text. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A template's body in the shown language, else the first filled one (templates are trilingual). */
export const templateBody = (record: MessageTemplate, language: string): string => {
  const shown = language === 'ar' ? record.bodyAr : language === 'ku' ? record.bodyKu : record.bodyEn;
  return shown !== '' ? shown : record.bodyEn || record.bodyKu || record.bodyAr;
};

/**
 * The chat screen (`/app/chat` and `/app/chat/{id}`): the inbox of latest patients with its status
 * filter and search, the open conversation with its older pages, the composer with its outgoing
 * messages, and the patient's card. One view-model for both routes, so opening a chat keeps the
 * inbox as it is. The hubs keep it current while `start`'s returned function is not called.
 */
export class ChatViewModel {
  history: ChatHistoryState = initialChatHistory();
  conversation: ConversationState = initialConversation();
  outgoing: readonly OutgoingMessage[] = [];
  templates: readonly MessageTemplate[] = [];
  responders: readonly ChatResponder[] = [];
  appUsers: readonly ChatAppUser[] = [];
  loadingOlder = false;

  readonly historyStore: StateStore<ChatHistoryState> = {
    get: () => this.history,
    set: (next) => runInAction(() => (this.history = next)),
  };

  readonly conversationStore: StateStore<ConversationState> = {
    get: () => this.conversation,
    set: (next) => runInAction(() => (this.conversation = next)),
  };

  constructor(
    private readonly services: ChatServices,
    private readonly shell: ChatShell,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    makeAutoObservable<this, 'services' | 'shell' | 'newId'>(
      this,
      { services: false, shell: false, newId: false, historyStore: false, conversationStore: false },
      { autoBind: true },
    );
  }

  /** The rows shown: searched, then filtered by status, newest conversation first (the server's order). */
  get rows(): readonly ChatHistoryRow[] {
    return visibleChatRows(this.history);
  }

  get openUserId(): ChatUserId | null {
    return this.conversation.userId;
  }

  /** The open chat's history row (name, phone, presence), if the inbox holds it. */
  get openRow(): ChatHistoryRow | undefined {
    const id = this.openUserId;
    return id === null ? undefined : this.history.list.items.find((row) => row.superUserId === id);
  }

  /** The open chat's patient, for the card (from the app users list). */
  get openPatient(): ChatAppUser | undefined {
    const id = this.openUserId;
    return id === null ? undefined : this.appUsers.find((user) => user.id === id);
  }

  /** The open chat's messages not stored yet, in the order they were typed. */
  get openOutgoing(): readonly OutgoingMessage[] {
    const id = this.openUserId;
    return this.outgoing.filter((message) => message.userId === id);
  }

  /**
   * Loads the inbox, the templates and the app users, and keeps the inbox, the open chat and the
   * counter current from the hubs; the returned function stops it.
   */
  start(): () => void {
    void this.reload();
    void this.loadTemplates();
    void this.loadAppUsers();
    return this.services.watchInbox.execute({
      history: this.historyStore,
      conversation: this.conversationStore,
      counter: this.shell.unreadStore,
    });
  }

  reload(): Promise<ChatHistoryState> {
    return this.services.loadLatestPatients.execute(this.historyStore);
  }

  setStatus(status: ChatStatus): void {
    chooseChatStatus(this.historyStore, status);
  }

  setSearch(query: string): void {
    if (query !== this.history.list.query) searchLatestPatients(this.historyStore, query);
  }

  /**
   * Opens a chat (or none): its newest page is read, which marks it seen; its messages raise no
   * alert while it is open. Opening the chat already open does nothing.
   */
  async open(userId: ChatUserId | null): Promise<void> {
    this.shell.setSelectedChat(userId);
    if (userId === null) {
      this.conversationStore.set(initialConversation());
      this.responders = [];
      return;
    }
    if (userId === this.conversation.userId && this.conversation.status.kind !== 'error') return;
    this.responders = [];
    void this.loadResponders(userId);
    const opened = await this.services.openChat.execute(
      { conversation: this.conversationStore, history: this.historyStore, counter: this.shell.unreadStore },
      userId,
    );
    // Reading the chat marked it seen on the server: the other tabs' badges are now behind.
    if (opened.ok) this.shell.announceChatSeen();
  }

  async loadOlder(): Promise<void> {
    if (this.loadingOlder) return;
    this.loadingOlder = true;
    try {
      await this.services.loadOlderMessages.execute(this.conversationStore);
    } finally {
      runInAction(() => (this.loadingOlder = false));
    }
  }

  /** Sends `text` to the open chat; true when it was taken (not blank, a chat is open). */
  send(text: string): boolean {
    const userId = this.openUserId;
    if (userId === null || text.trim() === '') return false;
    const message: OutgoingMessage = { clientMessageId: this.newId(), userId, text, status: 'sending' };
    this.outgoing = [...this.outgoing, message];
    void this.deliver(message);
    return true;
  }

  /** Sends a failed message again, with the same key: the server stores it at most once. */
  retry(clientMessageId: string): void {
    const message = this.outgoing.find((m) => m.clientMessageId === clientMessageId);
    if (message === undefined || message.status !== 'failed') return;
    void this.deliver(message);
  }

  /** Drops a failed message the user no longer wants sent. */
  discard(clientMessageId: string): void {
    this.outgoing = this.outgoing.filter((m) => m.clientMessageId !== clientMessageId);
  }

  stop(): void {
    this.shell.setSelectedChat(null);
  }

  private async deliver(message: OutgoingMessage): Promise<void> {
    this.setOutgoing(message.clientMessageId, 'sending');
    const result = await this.services.sendMessage.execute(
      this.conversationStore,
      message.userId,
      message.text,
      message.clientMessageId,
    );
    if (result.ok) this.discard(message.clientMessageId);
    else this.setOutgoing(message.clientMessageId, 'failed');
  }

  private setOutgoing(clientMessageId: string, status: OutgoingMessage['status']): void {
    this.outgoing = this.outgoing.map((m) => (m.clientMessageId === clientMessageId ? { ...m, status } : m));
  }

  private async loadTemplates(): Promise<void> {
    const result = await this.services.resources.load(ResourceKey.MessageTemplates);
    if (!result.ok) return;
    runInAction(() => {
      this.templates = result.value.map((record) => ({
        id: Number(record.id),
        title: text(record.title),
        bodyEn: text(record.bodyEn),
        bodyKu: text(record.bodyKu),
        bodyAr: text(record.bodyAr),
      }));
    });
  }

  private async loadAppUsers(): Promise<void> {
    const result = await this.services.chat.appUsers();
    if (result.ok) runInAction(() => (this.appUsers = result.value));
  }

  private async loadResponders(userId: ChatUserId): Promise<void> {
    const result = await this.services.resources.load(ResourceKey.ChatResponders, { id: userId });
    if (!result.ok || this.openUserId !== userId) return;
    runInAction(() => {
      this.responders = result.value.map((r) => ({
        id: text(r.id),
        fullName: text(r.fullName) || text(r.name),
      }));
    });
  }
}
