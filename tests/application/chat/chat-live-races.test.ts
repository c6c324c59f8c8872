import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/application/ports/chat-gateway';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { ok } from '../../../src/domain/shared/result';
import { chatSetUp } from './chat-setup';

const U1 = asChatUserId('u1');

/**
 * The server's side of one chat: its messages oldest first, served in pages of `size`, newest
 * page first, each page oldest first, computed when the call arrives (as the server does).
 */
function chatServer(initial: number, size: number) {
  const messages: ChatMessage[] = [];
  const write = () => {
    const n = messages.length + 1;
    messages.push({
      id: `m${String(n).padStart(4, '0')}`,
      text: `message ${n}`,
      sentAt: n,
      fromStaff: false,
    });
  };
  for (let i = 0; i < initial; i++) write();
  const page = (number: number) => {
    const end = messages.length - (number - 1) * size;
    return { chats: messages.slice(Math.max(0, end - size), Math.max(0, end)) };
  };
  return { messages, write, page };
}

describe('live messages racing the older pages', () => {
  it('a receive arriving while older pages load leaves every message once, in order, none missing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        async (s, initial, size, received, olderClicks) => {
          const { ports, stores, useCases } = chatSetUp();
          const server = chatServer(initial, size);
          ports.chat.answers.messages.respondsWith((_user, number) => ok(server.page(number)));
          await useCases.openChat.execute(stores, U1);
          // From here on, every answer comes back whenever the scheduler says.
          ports.chat.answers.messages.respondsWith((_user, number) =>
            s.schedule(Promise.resolve(ok(server.page(number))), `page ${number}`),
          );
          const stop = useCases.watchInbox.execute(stores);
          const work: Promise<unknown>[] = [];
          for (let i = 0; i < olderClicks; i++) {
            work.push(useCases.loadOlderMessages.execute(stores.conversation));
          }
          for (let i = 0; i < received; i++) {
            work.push(
              s.schedule(Promise.resolve(), `receive ${i}`).then(() => {
                server.write();
                ports.hubs.emitChatMessage({ senderId: U1 });
              }),
            );
          }
          await s.waitIdle();
          await Promise.all(work);
          await s.waitIdle();
          // Then the reader pages back to the start.
          ports.chat.answers.messages.respondsWith((_user, number) => ok(server.page(number)));
          while (stores.conversation.get().messages.canLoadOlder) {
            await useCases.loadOlderMessages.execute(stores.conversation);
          }
          stop();
          const shown = stores.conversation.get().messages.messages.map((m) => m.id);
          expect(shown).toEqual(server.messages.map((m) => m.id));
        },
      ),
      { numRuns: 60 },
    );
  });
});
