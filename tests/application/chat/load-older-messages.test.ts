import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { ok } from '../../../src/domain/shared/result';
import { message } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

const U1 = asChatUserId('u1');
const pageOf = (page: number, size: number) => ({
  chats: Array.from({ length: size }, (_, i) => message(`p${page}-${i}`)),
});

describe('older messages', () => {
  it('asks for the page after those loaded and puts its messages before the ones shown', async () => {
    const { ports, stores, useCases } = chatSetUp();
    ports.chat.answers.messages.respondsWith((_user, page) => ok(pageOf(page, 2)));
    await useCases.openChat.execute(stores, U1);
    await useCases.loadOlderMessages.execute(stores.conversation);
    await useCases.loadOlderMessages.execute(stores.conversation);
    expect(ports.chat.answers.messages.calls.map(([, page]) => page)).toEqual([1, 2, 3]);
    expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual([
      'p3-0',
      'p3-1',
      'p2-0',
      'p2-1',
      'p1-0',
      'p1-1',
    ]);
  });

  it('disables the older-messages button once a page returns no chats, and asks no more', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 6 }), async (sizes) => {
        const { ports, stores, useCases } = chatSetUp();
        ports.chat.answers.messages.respondsWith((_user, page) =>
          ok(pageOf(page, page === 1 ? 1 : (sizes[page - 2] ?? 0))),
        );
        await useCases.openChat.execute(stores, U1);
        for (let i = 0; i < sizes.length + 1; i++)
          await useCases.loadOlderMessages.execute(stores.conversation);
        const firstEmpty = sizes.indexOf(0);
        const olderCalls = ports.chat.answers.messages.count - 1;
        expect(stores.conversation.get().messages.canLoadOlder).toBe(false);
        expect(olderCalls).toBe(firstEmpty === -1 ? sizes.length + 1 : firstEmpty + 1);
      }),
    );
  });

  it('asks nothing while an older page is still loading, or before a chat is open', async () => {
    const { ports, stores, useCases } = chatSetUp();
    expect(await useCases.loadOlderMessages.execute(stores.conversation)).toEqual({ ok: true, value: false });
    ports.chat.answers.messages.succeeds(pageOf(1, 1));
    await useCases.openChat.execute(stores, U1);
    let release: () => void = () => {};
    ports.chat.answers.messages.once(
      () => new Promise((resolve) => (release = () => resolve(ok(pageOf(2, 1))))),
    );
    const first = useCases.loadOlderMessages.execute(stores.conversation);
    await useCases.loadOlderMessages.execute(stores.conversation);
    release();
    await first;
    expect(ports.chat.answers.messages.count).toBe(2);
  });

  it('an older page that arrives after another chat was opened is dropped', async () => {
    const { ports, stores, useCases } = chatSetUp();
    ports.chat.answers.messages.succeeds(pageOf(1, 1));
    await useCases.openChat.execute(stores, U1);
    let release: () => void = () => {};
    ports.chat.answers.messages.once(
      () => new Promise((resolve) => (release = () => resolve(ok(pageOf(2, 3))))),
    );
    const older = useCases.loadOlderMessages.execute(stores.conversation);
    await useCases.openChat.execute(stores, asChatUserId('u2'));
    release();
    await older;
    expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual(['p1-0']);
  });
});
