import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UnreadCounter } from '../../../src/domain/chat/unread-counter';
import { asChatUserId, type ChatUserId } from '../../../src/domain/chat/chat-history-row';
import { ok } from '../../../src/domain/shared/result';
import { appErrorArb } from '../arbitraries/app-error.arbitrary';
import { chatRow } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

const USERS = ['u1', 'u2', 'u3'].map(asChatUserId);
const eventArb = fc.oneof(
  fc.record({ type: fc.constant('receive' as const), from: fc.constantFrom(...USERS) }),
  fc.record({ type: fc.constant('open' as const), chat: fc.constantFrom(...USERS) }),
);

/**
 * The server of these tests: unseen messages per patient; the badge's number is the count of
 * patients with unseen messages, computed when the request reaches it; reading a chat's messages
 * marks it seen.
 */
function chatServer() {
  const unseen = new Map<ChatUserId, number>();
  return {
    unseen,
    count: () => [...unseen.values()].filter((n) => n > 0).length,
  };
}

function watchNegatives(counter: { subscribe(listener: (c: UnreadCounter) => void): unknown }) {
  const negatives: UnreadCounter[] = [];
  counter.subscribe((c) => {
    if (c.count < 0) negatives.push(c);
  });
  return negatives;
}

describe('the unread chat counter', () => {
  it('a receive arriving while the counter request is in flight never leaves the counter stale or negative', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom(...USERS), { maxLength: 6 }),
        async (s, senders) => {
          const { ports, stores, useCases } = chatSetUp();
          const server = chatServer();
          ports.chat.answers.unreadCount.respondsWith(() => s.schedule(Promise.resolve(ok(server.count()))));
          const negatives = watchNegatives(stores.counter);
          const stop = useCases.watchAlerts.execute({ counter: stores.counter, selectedChat: () => null });
          const arrivals = senders.map((from) =>
            s.schedule(Promise.resolve(from)).then((sender) => {
              server.unseen.set(sender, (server.unseen.get(sender) ?? 0) + 1);
              ports.hubs.emitChatMessage({ senderId: sender });
            }),
          );
          await s.waitIdle();
          await Promise.all(arrivals);
          await s.waitIdle();
          stop();
          expect(negatives).toEqual([]);
          expect(stores.counter.get()).toEqual({ count: server.count(), stale: false });
        },
      ),
    );
  });

  it("marking chats seen while a refresh is in flight ends with the server's count, never negative", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(eventArb, { maxLength: 6 }), async (s, events) => {
        const { ports, stores, useCases } = chatSetUp();
        const server = chatServer();
        server.unseen.set(USERS[0] as ChatUserId, 2);
        ports.chat.answers.latestPatients.succeeds(
          USERS.map((id, i) => chatRow(id, `07500${i}`, server.unseen.get(id) ?? 0)),
        );
        await useCases.loadLatestPatients.execute(stores.history);
        ports.chat.answers.unreadCount.respondsWith(() => s.schedule(Promise.resolve(ok(server.count()))));
        ports.chat.answers.messages.respondsWith((userId) => {
          server.unseen.set(userId, 0);
          return s.schedule(Promise.resolve(ok({ chats: [] })));
        });
        const negatives = watchNegatives(stores.counter);
        const stop = useCases.watchAlerts.execute({ counter: stores.counter, selectedChat: () => null });
        const done = events.map((event) =>
          s.schedule(Promise.resolve(event)).then((e) => {
            if (e.type === 'receive') {
              server.unseen.set(e.from, (server.unseen.get(e.from) ?? 0) + 1);
              ports.hubs.emitChatMessage({ senderId: e.from });
              return undefined;
            }
            return useCases.openChat.execute(stores, e.chat);
          }),
        );
        await s.waitIdle();
        await Promise.all(done);
        await s.waitIdle();
        stop();
        expect(negatives).toEqual([]);
        expect(stores.counter.get()).toEqual({ count: server.count(), stale: false });
      }),
    );
  });

  it('while no message arrives, opening chats one after the other never makes the badge go back up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom(...USERS), { maxLength: 5 }),
        async (s, opened) => {
          const { ports, stores, useCases } = chatSetUp();
          const server = chatServer();
          USERS.forEach((id, i) => server.unseen.set(id, i + 1));
          ports.chat.answers.latestPatients.succeeds(USERS.map((id, i) => chatRow(id, `07500${i}`, i + 1)));
          await useCases.loadLatestPatients.execute(stores.history);
          stores.counter.set({ count: server.count(), stale: false });
          ports.chat.answers.unreadCount.respondsWith(() => s.schedule(Promise.resolve(ok(server.count()))));
          // Reads answer at once; only the counter's answers are held back and reordered.
          ports.chat.answers.messages.respondsWith((userId) => {
            server.unseen.set(userId, 0);
            return ok({ chats: [] });
          });
          const shown: number[] = [];
          stores.counter.subscribe((c) => shown.push(c.count));
          const opens = opened.map((chat) =>
            s.schedule(Promise.resolve(chat)).then((c) => useCases.openChat.execute(stores, c)),
          );
          await s.waitIdle();
          await Promise.all(opens);
          shown.forEach((count, i) => expect(count).toBeLessThanOrEqual(shown[i - 1] ?? count));
          expect(stores.counter.get().count).toBe(server.count());
        },
      ),
    );
  });

  it('a failed refresh is only logged and leaves the counter due for a refresh', async () => {
    await fc.assert(
      fc.asyncProperty(appErrorArb, async (error) => {
        const { ports, stores, useCases } = chatSetUp();
        ports.chat.answers.unreadCount.fails(error);
        await useCases.refreshCounter.execute(stores.counter);
        expect(ports.logger.errors.map((line) => line.cause)).toEqual([error]);
        expect(stores.counter.get().stale).toBe(true);
      }),
    );
  });

  it('a burst of refreshes costs at most two calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10 }), async (burst) => {
        const { ports, stores, useCases } = chatSetUp();
        let release: () => void = () => {};
        ports.chat.answers.unreadCount.once(() => new Promise((resolve) => (release = () => resolve(ok(3)))));
        const runs = Array.from({ length: burst }, () => useCases.refreshCounter.execute(stores.counter));
        release();
        await Promise.all(runs);
        expect(ports.chat.answers.unreadCount.count).toBe(Math.min(burst, 2));
      }),
    );
  });
});
