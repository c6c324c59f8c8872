import { describe, expect, it } from 'vitest';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { chatRow, message } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

const U1 = asChatUserId('u1');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function watchingOpenChat() {
  const setup = chatSetUp();
  const { ports, stores, useCases } = setup;
  ports.chat.answers.latestPatients.succeeds([chatRow('u1', '0750111', 0), chatRow('u2', '0750222', 0)]);
  await useCases.loadLatestPatients.execute(stores.history);
  ports.chat.answers.messages.succeeds({ chats: [message('m1'), message('m2')] });
  await useCases.openChat.execute(stores, U1);
  const stop = useCases.watchInbox.execute(stores);
  return { ...setup, stop };
}

describe('keep the chat screen current from the hubs', () => {
  it('a presence list marks the rows online', async () => {
    const { ports, stores } = await watchingOpenChat();
    ports.hubs.emitPresence({ onlinePhoneNumbers: ['0750222'] });
    expect(stores.history.get().list.items.map((r) => r.isOnline)).toEqual([false, true]);
  });

  it('a message from the open chat adds its new messages at the end, in order, then reloads history and counter', async () => {
    const { ports, stores } = await watchingOpenChat();
    ports.chat.answers.messages.succeeds({ chats: [message('m2'), message('m3'), message('m4')] });
    ports.chat.answers.latestPatients.succeeds([chatRow('u1', '0750111', 0), chatRow('u2', '0750222', 4)]);
    ports.chat.answers.unreadCount.succeeds(1);
    ports.hubs.emitChatMessage({ senderId: U1 });
    await settle();
    expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(stores.history.get().list.items.map((r) => r.unseenByAdmin)).toEqual([0, 4]);
    expect(stores.counter.get()).toEqual({ count: 1, stale: false });
  });

  it('a message from another chat reloads the history but leaves the open chat alone', async () => {
    const { ports, stores } = await watchingOpenChat();
    const reads = ports.chat.answers.messages.count;
    ports.chat.answers.latestPatients.succeeds([chatRow('u1', '0750111', 0), chatRow('u2', '0750222', 1)]);
    ports.hubs.emitChatMessage({ senderId: asChatUserId('u2') });
    await settle();
    expect(ports.chat.answers.messages.count).toBe(reads);
    expect(stores.history.get().list.items.map((r) => r.unseenByAdmin)).toEqual([0, 1]);
  });

  it('a reconnect re-syncs the open chat, the history and the counter', async () => {
    const { ports, stores } = await watchingOpenChat();
    const [reads, loads, counts] = [
      ports.chat.answers.messages.count,
      ports.chat.answers.latestPatients.count,
      ports.chat.answers.unreadCount.count,
    ];
    ports.hubs.emitReconnected();
    await settle();
    expect(ports.chat.answers.messages.count).toBe(reads + 1);
    expect(ports.chat.answers.latestPatients.count).toBe(loads + 1);
    expect(ports.chat.answers.unreadCount.count).toBe(counts + 1);
    expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('a failed refresh of the open chat is only logged and keeps its messages', async () => {
    const { ports, stores } = await watchingOpenChat();
    ports.chat.answers.messages.fails(AppErrors.networkFailure());
    ports.hubs.emitChatMessage({ senderId: U1 });
    await settle();
    expect(ports.logger.errors).toHaveLength(1);
    expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('stopping the watch unsubscribes every listener', async () => {
    const { ports, stop } = await watchingOpenChat();
    stop();
    expect(ports.hubs.listenerCount).toBe(0);
  });
});
