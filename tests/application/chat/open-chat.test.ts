import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { ok } from '../../../src/domain/shared/result';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { chatRow, message, userIdArb } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

const U1 = asChatUserId('u1');

async function withHistory() {
  const setup = chatSetUp();
  setup.ports.chat.answers.latestPatients.succeeds([
    chatRow('u1', '0750111', 2),
    chatRow('u2', '0750222', 1),
  ]);
  await setup.useCases.loadLatestPatients.execute(setup.stores.history);
  return setup;
}

describe('open a chat', () => {
  it('loads the newest page of the chat and marks it seen', async () => {
    const { ports, stores, useCases } = await withHistory();
    stores.counter.set({ count: 2, stale: false });
    ports.chat.answers.messages.succeeds({ chats: [message('m1'), message('m2')] });
    ports.chat.answers.unreadCount.succeeds(1);
    await useCases.openChat.execute(stores, U1);
    expect(ports.chat.answers.messages.calls).toEqual([[U1, 1]]);
    expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(stores.conversation.get().status.kind).toBe('loaded');
    expect(stores.history.get().list.items.find((r) => r.superUserId === U1)?.unseenByAdmin).toBe(0);
    expect(stores.counter.get()).toEqual({ count: 1, stale: false });
  });

  it('shows the chat opened last, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(userIdArb, { minLength: 1, maxLength: 4 }),
        async (s, users) => {
          const { ports, stores, useCases } = await withHistory();
          ports.chat.answers.messages.respondsWith((userId) =>
            s.schedule(Promise.resolve(ok({ chats: [message(`from-${userId}`)] }))),
          );
          const opens = users.map((user) => useCases.openChat.execute(stores, user));
          await s.waitIdle();
          await Promise.all(opens);
          const last = users[users.length - 1];
          expect(stores.conversation.get().userId).toBe(last);
          expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual([`from-${last}`]);
        },
      ),
    );
  });

  it('a chat read while another was opened is still marked seen', async () => {
    const { ports, stores, useCases } = await withHistory();
    let releaseFirst: () => void = () => {};
    ports.chat.answers.messages.once(
      () => new Promise((resolve) => (releaseFirst = () => resolve(ok({ chats: [] })))),
    );
    const first = useCases.openChat.execute(stores, U1);
    await useCases.openChat.execute(stores, asChatUserId('u2'));
    releaseFirst();
    await first;
    expect(stores.history.get().list.items.map((r) => r.unseenByAdmin)).toEqual([0, 0]);
    expect(stores.conversation.get().userId).toBe('u2');
  });

  it('a 403 marks the chat area forbidden and the conversation forbidden', async () => {
    const { ports, stores, useCases } = await withHistory();
    ports.chat.answers.messages.fails(AppErrors.forbidden());
    await useCases.openChat.execute(stores, U1);
    expect(ports.forbidden.get().isForbidden(PermissionArea.Chat)).toBe(true);
    expect(stores.conversation.get().status.kind).toBe('forbidden');
  });

  it.each(FAILURE_PATHS)('a $name failure shows the error and marks nothing seen', async ({ error }) => {
    const { ports, stores, useCases } = await withHistory();
    ports.chat.answers.messages.fails(error);
    const result = await useCases.openChat.execute(stores, U1);
    expect(result).toEqual({ ok: false, error });
    expect(['error', 'forbidden']).toContain(stores.conversation.get().status.kind);
    expect(stores.history.get().list.items.find((r) => r.superUserId === U1)?.unseenByAdmin).toBe(2);
  });
});
