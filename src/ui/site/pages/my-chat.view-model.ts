import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { addMyChatMessages, initialMyChat, type MyChatState } from '../../../application/patient/my-chat';
import type { StateStore } from '../../../application/shared/state-store';
import type { SiteChatServices } from '../site-chat-services';

/** A message the patient typed that the server has not stored yet: sending, or failed with Retry. */
export interface OutgoingMessage {
  /** The idempotency key the server honours: a retry with it never stores the message twice. */
  readonly clientMessageId: string;
  readonly text: string;
  readonly status: 'sending' | 'failed';
}

/**
 * The patient's chat with the hospital (`/site/app/chat`): the messages, older ones on demand,
 * the messages being sent, and live replies while `start`'s returned function is not called.
 */
export class MyChatViewModel {
  state: MyChatState = initialMyChat();
  outgoing: readonly OutgoingMessage[] = [];
  olderFailed = false;

  private readonly store: StateStore<MyChatState> = {
    get: () => this.state,
    set: (next) => runInAction(() => (this.state = next)),
  };

  constructor(
    private readonly services: SiteChatServices,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    makeAutoObservable<this, 'services' | 'store' | 'newId'>(
      this,
      { state: observableRef, services: false, store: false, newId: false },
      { autoBind: true },
    );
  }

  /** Reads the chat and keeps it current; the returned function stops the live link. */
  start(): () => void {
    return this.services.watchMyChat.execute(this.store);
  }

  reload(): void {
    void this.services.loadMyChat.execute(this.store);
  }

  async loadOlder(): Promise<void> {
    this.olderFailed = false;
    const result = await this.services.loadOlderMyChat.execute(this.store);
    runInAction(() => (this.olderFailed = !result.ok));
  }

  /** Sends `text`; true when it was taken (not blank). */
  send(text: string): boolean {
    if (text.trim() === '') return false;
    const message: OutgoingMessage = { clientMessageId: this.newId(), text, status: 'sending' };
    this.outgoing = [...this.outgoing, message];
    void this.deliver(message);
    return true;
  }

  /** Sends a failed message again with the same key: the server stores it at most once. */
  retry(clientMessageId: string): void {
    const message = this.outgoing.find((m) => m.clientMessageId === clientMessageId);
    if (message === undefined || message.status !== 'failed') return;
    void this.deliver(message);
  }

  /** Drops a failed message the patient no longer wants sent. */
  discard(clientMessageId: string): void {
    this.outgoing = this.outgoing.filter((m) => m.clientMessageId !== clientMessageId);
  }

  private async deliver(message: OutgoingMessage): Promise<void> {
    this.setOutgoing(message.clientMessageId, 'sending');
    const result = await this.services.sendMessage.execute(message.text, message.clientMessageId);
    if (result.ok) {
      addMyChatMessages(this.store, [result.value]);
      this.discard(message.clientMessageId);
    } else this.setOutgoing(message.clientMessageId, 'failed');
  }

  private setOutgoing(clientMessageId: string, status: OutgoingMessage['status']): void {
    this.outgoing = this.outgoing.map((m) => (m.clientMessageId === clientMessageId ? { ...m, status } : m));
  }
}
