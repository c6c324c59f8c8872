import { describe, expect, it } from 'vitest';
import { initialMyChat, type MyChatState } from '../../../src/application/patient/my-chat';
import type { ChatMessage } from '../../../src/application/ports/chat-gateway';
import type { StateStore } from '../../../src/application/shared/state-store';
import type { AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { MyChatViewModel } from '../../../src/ui/site/pages/my-chat.view-model';
import type { SiteChatServices } from '../../../src/ui/site/site-chat-services';

function setUp(answers: Result<ChatMessage, AppError>[]) {
  const sent: [string, string | undefined][] = [];
  let pending: ((value: Result<ChatMessage, AppError>) => void) | null = null;
  const services: SiteChatServices = {
    loadMyChat: { execute: () => Promise.resolve(ok([])) },
    loadOlderMyChat: { execute: () => Promise.resolve(ok([])) },
    watchMyChat: {
      execute: (store: StateStore<MyChatState>) => {
        store.set({ ...initialMyChat(), status: { kind: 'loaded' } });
        return () => undefined;
      },
    },
    sendMessage: {
      execute: (text, clientMessageId) => {
        sent.push([text, clientMessageId]);
        return new Promise((resolve) => {
          pending = resolve;
        });
      },
    },
  };
  let n = 0;
  const vm = new MyChatViewModel(services, () => `key-${++n}`);
  vm.start();
  const answer = async () => {
    const next = answers.shift();
    if (next === undefined || pending === null) throw new Error('Nothing is being sent.');
    pending(next);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { vm, sent, answer };
}

describe("the patient site's chat page", () => {
  it('shows a message as sending, then failed with Retry, and retries with the same key until stored', async () => {
    const stored: ChatMessage = { id: 's1', text: 'Hello', sentAt: 5, fromStaff: false };
    const { vm, sent, answer } = setUp([err({ code: 'NetworkFailure' }), ok(stored)]);
    expect(vm.send('   ')).toBe(false);
    expect(vm.send('Hello')).toBe(true);
    expect(vm.outgoing).toEqual([{ clientMessageId: 'key-1', text: 'Hello', status: 'sending' }]);
    await answer();
    expect(vm.outgoing[0]?.status).toBe('failed');
    vm.retry('key-1');
    expect(vm.outgoing[0]?.status).toBe('sending');
    await answer();
    expect(sent).toEqual([
      ['Hello', 'key-1'],
      ['Hello', 'key-1'],
    ]);
    expect(vm.outgoing).toEqual([]);
    expect(vm.state.messages).toEqual([stored]);
  });

  it('discards a failed message the patient no longer wants sent', async () => {
    const { vm, answer } = setUp([err({ code: 'Timeout' })]);
    vm.send('Never mind');
    await answer();
    vm.discard('key-1');
    expect(vm.outgoing).toEqual([]);
    expect(vm.state.messages).toEqual([]);
  });
});
