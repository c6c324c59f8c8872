import { describe, expect, it } from 'vitest';
import { createStateStore } from '../../../src/application/shared/state-store';
import { asChatUserId, type ChatUserId } from '../../../src/domain/chat/chat-history-row';
import { initialUnreadCounter, type UnreadCounter } from '../../../src/domain/chat/unread-counter';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { err, ok } from '../../../src/domain/shared/result';
import { ChatViewModel } from '../../../src/ui/features/chat/chat.view-model';
import { message } from '../../application/arbitraries/chat.arbitrary';
import { chatSetUp } from '../../application/chat/chat-setup';

const U1 = asChatUserId('u1');

function setUp() {
  const { ports, useCases } = chatSetUp();
  const selected: (ChatUserId | null)[] = [];
  let announced = 0;
  const shell = {
    unreadStore: createStateStore<UnreadCounter>(initialUnreadCounter),
    setSelectedChat: (id: ChatUserId | null) => selected.push(id),
    announceChatSeen: () => void announced++,
  };
  let keys = 0;
  const vm = new ChatViewModel(
    {
      loadLatestPatients: useCases.loadLatestPatients,
      openChat: useCases.openChat,
      loadOlderMessages: useCases.loadOlderMessages,
      sendMessage: useCases.sendMessage,
      watchInbox: useCases.watchInbox,
      chat: ports.chat,
      resources: ports.resources,
    },
    shell,
    () => `key-${++keys}`,
  );
  return { ports, vm, selected, announced: () => announced };
}

describe('the chat screen', () => {
  it('opening a chat selects it for the alerts and tells the other tabs it was read', async () => {
    const { ports, vm, selected, announced } = setUp();
    ports.chat.answers.messages.succeeds({ chats: [message('m1')] });
    await vm.open(U1);
    expect(selected).toEqual([U1]);
    expect(announced()).toBe(1);
    expect(vm.conversation.messages.messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('shows a message as sending, then as a stored message', async () => {
    const { ports, vm } = setUp();
    await vm.open(U1);
    let answer: (value: ReturnType<typeof ok<ReturnType<typeof message>>>) => void = () => undefined;
    ports.chat.answers.sendToPatient.once(() => new Promise((resolve) => (answer = resolve)));
    expect(vm.send('hello')).toBe(true);
    expect(vm.openOutgoing).toEqual([
      { clientMessageId: 'key-1', userId: U1, text: 'hello', status: 'sending' },
    ]);
    answer(ok(message('stored-1', 'hello')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.openOutgoing).toEqual([]);
    expect(vm.conversation.messages.messages.map((m) => m.id)).toEqual(['stored-1']);
  });

  it('keeps a failed message with its key, and Retry sends the same key again', async () => {
    const { ports, vm } = setUp();
    await vm.open(U1);
    ports.chat.answers.sendToPatient.once(() => err(AppErrors.networkFailure()));
    vm.send('hello');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.openOutgoing.map((m) => m.status)).toEqual(['failed']);
    vm.retry('key-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.openOutgoing).toEqual([]);
    expect(ports.chat.answers.sendToPatient.calls.map(([, , key]) => key)).toEqual(['key-1', 'key-1']);
  });

  it('sends nothing blank, and nothing with no chat open', async () => {
    const { ports, vm } = setUp();
    expect(vm.send('hello')).toBe(false);
    await vm.open(U1);
    expect(vm.send(' \n ')).toBe(false);
    expect(ports.chat.answers.sendToPatient.count).toBe(0);
  });
});
