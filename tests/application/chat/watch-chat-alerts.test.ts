import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatUserId } from '../../../src/domain/chat/chat-history-row';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { ok } from '../../../src/domain/shared/result';
import { userIdArb } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

const NEW_CHAT_MESSAGE = { key: 'alerts.newChatMessage', text: 'New Chat Message' };
const NEW_SMS_CODE_REQUEST = { key: 'alerts.newSmsCodeRequest', text: 'New SMS Code Request' };

function watching(selected: ChatUserId | null = null) {
  const setup = chatSetUp();
  const stop = setup.useCases.watchAlerts.execute({
    counter: setup.stores.counter,
    selectedChat: () => selected,
  });
  return { ...setup, stop };
}

describe('live chat alerts and the unread counter', () => {
  it('shows "New Chat Message" with a sound on receive, unless it comes from the open chat', () => {
    fc.assert(
      fc.property(fc.option(userIdArb), fc.option(userIdArb), (sender, selected) => {
        const { ports } = watching(selected);
        ports.hubs.emitChatMessage({ senderId: sender });
        const suppressed = sender !== null && sender === selected;
        expect(ports.notifier.notices).toEqual(suppressed ? [] : [NEW_CHAT_MESSAGE]);
        expect(ports.sound.plays).toBe(suppressed ? 0 : 1);
      }),
    );
  });

  it('shows "New SMS Code Request" with a sound on every phone request', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.option(userIdArb), (requests, selected) => {
        const { ports } = watching(selected);
        for (let i = 0; i < requests; i++) ports.hubs.emitPhoneRequest({ phoneNumber: '0750111' });
        expect(ports.notifier.notices).toEqual(Array.from({ length: requests }, () => NEW_SMS_CODE_REQUEST));
        expect(ports.sound.plays).toBe(requests);
      }),
    );
  });

  it('announces a complaint from the site quietly, only to staff whose areas show complaints', () => {
    const setup = chatSetUp();
    let areas: PermissionArea[] = [PermissionArea.Feedback];
    setup.useCases.watchAlerts.execute({
      counter: setup.stores.counter,
      selectedChat: () => null,
      areas: () => areas,
    });
    setup.ports.hubs.emitSubmission({ kind: 'complaint' });
    setup.ports.hubs.emitSubmission({ kind: 'feedback' });
    areas = [PermissionArea.Appointments];
    setup.ports.hubs.emitSubmission({ kind: 'complaint' });
    expect(setup.ports.notifier.notices).toEqual([{ key: 'alerts.newComplaint', text: 'New complaint' }]);
    expect(setup.ports.sound.plays).toBe(0);
  });

  it('refreshes the counter at once and on each receive', async () => {
    const { ports, stores, useCases } = chatSetUp();
    let server = 2;
    ports.chat.answers.unreadCount.respondsWith(() => ok(server));
    useCases.watchAlerts.execute({ counter: stores.counter, selectedChat: () => null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stores.counter.get()).toEqual({ count: 2, stale: false });
    server = 3;
    ports.hubs.emitChatMessage({ senderId: null });
    expect(stores.counter.get().stale).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stores.counter.get()).toEqual({ count: 3, stale: false });
  });

  it('re-syncs the counter after a reconnect', async () => {
    const { ports, stores } = watching();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const calls = ports.chat.answers.unreadCount.count;
    ports.chat.answers.unreadCount.succeeds(7);
    ports.hubs.emitReconnected();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ports.chat.answers.unreadCount.count).toBe(calls + 1);
    expect(stores.counter.get().count).toBe(7);
  });

  it('stopping the watch stops every alert and refresh', async () => {
    const { ports, stop } = watching();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    const calls = ports.chat.answers.unreadCount.count;
    ports.hubs.emitChatMessage({ senderId: null });
    ports.hubs.emitPhoneRequest({ phoneNumber: null });
    ports.hubs.emitReconnected();
    expect(ports.hubs.listenerCount).toBe(0);
    expect(ports.notifier.notices).toEqual([]);
    expect(ports.chat.answers.unreadCount.count).toBe(calls);
  });
});
