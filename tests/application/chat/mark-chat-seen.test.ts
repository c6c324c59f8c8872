import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { chatRow, chatRowsArb, userIdArb } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

describe('mark a chat seen', () => {
  it("sets the chat's row to 0 and decrements the counter by one, not below 0", async () => {
    await fc.assert(
      fc.asyncProperty(chatRowsArb, userIdArb, fc.nat({ max: 3 }), async (rows, userId, count) => {
        const { ports, stores, useCases } = chatSetUp();
        ports.chat.answers.latestPatients.succeeds(rows);
        await useCases.loadLatestPatients.execute(stores.history);
        stores.counter.set({ count, stale: false });
        const seen: number[] = [];
        stores.counter.subscribe((c) => seen.push(c.count));
        // The server's answer is held back so the local decrement can be observed.
        ports.chat.answers.unreadCount.respondsWith(() => new Promise(() => {}));
        void useCases.markSeen.execute(stores.history, stores.counter, userId);
        const row = rows.find((r) => r.superUserId === userId);
        const decremented = row !== undefined && row.unseenByAdmin > 0;
        expect(
          stores.history.get().list.items.find((r) => r.superUserId === userId)?.unseenByAdmin ?? 0,
        ).toBe(0);
        expect(stores.counter.get().count).toBe(decremented ? Math.max(0, count - 1) : count);
        expect(seen.every((n) => n >= 0)).toBe(true);
      }),
    );
  });

  it('then refreshes the counter from the server', async () => {
    const { ports, stores, useCases } = chatSetUp();
    ports.chat.answers.latestPatients.succeeds([chatRow('u1', '0750111', 3)]);
    await useCases.loadLatestPatients.execute(stores.history);
    stores.counter.set({ count: 5, stale: false });
    ports.chat.answers.unreadCount.succeeds(4);
    await useCases.markSeen.execute(stores.history, stores.counter, asChatUserId('u1'));
    expect(ports.chat.answers.unreadCount.count).toBe(1);
    expect(stores.counter.get()).toEqual({ count: 4, stale: false });
  });

  it.each([
    { count: 3, unseen: 2, shown: 2 },
    { count: 1, unseen: 5, shown: 0 },
    { count: 0, unseen: 1, shown: 0 },
    { count: 3, unseen: 0, shown: 3 },
  ])('counter $count, row with $unseen unseen: the badge shows $shown', async ({ count, unseen, shown }) => {
    const { ports, stores, useCases } = chatSetUp();
    ports.chat.answers.latestPatients.succeeds([chatRow('u1', '0750111', unseen)]);
    await useCases.loadLatestPatients.execute(stores.history);
    stores.counter.set({ count, stale: false });
    ports.chat.answers.unreadCount.respondsWith(() => new Promise(() => {}));
    void useCases.markSeen.execute(stores.history, stores.counter, asChatUserId('u1'));
    expect(stores.counter.get().count).toBe(shown);
  });
});
