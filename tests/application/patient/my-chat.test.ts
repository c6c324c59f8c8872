import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialMyChat,
  LoadMyChat,
  LoadOlderMyChat,
  WatchMyChat,
  type MyChatState,
} from '../../../src/application/patient/my-chat';
import type { ChatMessage } from '../../../src/application/ports/chat-gateway';
import type { PatientChatLink } from '../../../src/application/ports/patient-chat-link';
import type { StateStore } from '../../../src/application/shared/state-store';
import { ok } from '../../../src/domain/shared/result';
import { FakePatientGateway } from '../fakes/fake-patient-gateway';

const SIGNED_IN = { patientInfo: () => ({ patientId: 'p-1' }) };

function memoryStore(): StateStore<MyChatState> {
  let state = initialMyChat();
  return { get: () => state, set: (next) => (state = next) };
}

/** The server's side of the chat: messages oldest first; the newest `size`, or `size` before one. */
function chatServer(initial: number, size: number) {
  const messages: ChatMessage[] = [];
  const write = (fromStaff: boolean) => {
    const n = messages.length + 1;
    messages.push({ id: `m${String(n).padStart(4, '0')}`, text: `message ${n}`, sentAt: n, fromStaff });
  };
  for (let i = 0; i < initial; i++) write(i % 2 === 0);
  const newest = () => messages.slice(Math.max(0, messages.length - size));
  const before = (id: string) => {
    const end = messages.findIndex((m) => m.id === id);
    return messages.slice(Math.max(0, end - size), Math.max(0, end));
  };
  return { messages, write, newest, before };
}

class FakeLink implements PatientChatLink {
  readonly message = new Set<() => void>();
  readonly reconnect = new Set<() => void>();
  started = 0;
  stopped = 0;
  start() {
    this.started += 1;
    return Promise.resolve();
  }
  stop() {
    this.stopped += 1;
    return Promise.resolve();
  }
  onMessage(listener: () => void) {
    this.message.add(listener);
    return () => void this.message.delete(listener);
  }
  onReconnected(listener: () => void) {
    this.reconnect.add(listener);
    return () => void this.reconnect.delete(listener);
  }
}

describe("the patient's chat (GET /api/Chats/userchat/{id})", () => {
  it("reads the patient's own chat by the stored patientId, and shows a failed first read", async () => {
    const gateway = new FakePatientGateway();
    const store = memoryStore();
    gateway.answers.myChat.fails({ code: 'NetworkFailure' });
    await new LoadMyChat(gateway, SIGNED_IN).execute(store);
    expect(gateway.answers.myChat.calls).toEqual([['p-1']]);
    expect(store.get().status).toEqual({ kind: 'error', failure: { code: 'NetworkFailure' } });
  });

  it('reads nothing without a signed-in patient', async () => {
    const gateway = new FakePatientGateway();
    const store = memoryStore();
    await new LoadMyChat(gateway, { patientInfo: () => null }).execute(store);
    expect(gateway.answers.myChat.count).toBe(0);
    expect(store.get().status).toEqual({ kind: 'error', failure: { code: 'Unauthorized' } });
  });

  it('keeps what is shown when a re-read fails', async () => {
    const gateway = new FakePatientGateway();
    const store = memoryStore();
    const server = chatServer(3, 10);
    gateway.answers.myChat.succeeds(server.newest());
    const load = new LoadMyChat(gateway, SIGNED_IN);
    await load.execute(store);
    gateway.answers.myChat.fails({ code: 'Timeout' });
    await load.execute(store);
    expect(store.get().status).toEqual({ kind: 'loaded' });
    expect(store.get().messages).toEqual(server.messages);
  });

  it('an empty chat offers no older messages; a read of older ones with none disables them', async () => {
    const gateway = new FakePatientGateway();
    const empty = memoryStore();
    await new LoadMyChat(gateway, SIGNED_IN).execute(empty);
    expect(empty.get().canLoadOlder).toBe(false);

    const store = memoryStore();
    const server = chatServer(4, 2);
    gateway.answers.myChat.succeeds(server.newest());
    gateway.answers.myChatBefore.respondsWith((_id, before) => ok(server.before(before)));
    await new LoadMyChat(gateway, SIGNED_IN).execute(store);
    const older = new LoadOlderMyChat(gateway, SIGNED_IN);
    await older.execute(store);
    expect(store.get().canLoadOlder).toBe(true);
    await older.execute(store);
    expect(store.get().canLoadOlder).toBe(false);
    expect(store.get().messages).toEqual(server.messages);
    expect(gateway.answers.myChatBefore.calls).toEqual([
      ['p-1', 'm0003'],
      ['p-1', 'm0001'],
    ]);
  });

  it('replies and reconnects racing reads of older messages leave every message once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        async (s, initial, size, replies, olderClicks) => {
          const gateway = new FakePatientGateway();
          const link = new FakeLink();
          const store = memoryStore();
          const server = chatServer(initial, size);
          gateway.answers.myChat.respondsWith(() =>
            s.schedule(Promise.resolve(ok(server.newest())), 'newest'),
          );
          gateway.answers.myChatBefore.respondsWith((_id, before) =>
            s.schedule(Promise.resolve(ok(server.before(before))), `before ${before}`),
          );
          const load = new LoadMyChat(gateway, SIGNED_IN);
          const stop = new WatchMyChat(link, load).execute(store);
          await s.waitAll();
          const older = new LoadOlderMyChat(gateway, SIGNED_IN);
          const work: Promise<unknown>[] = [];
          for (let i = 0; i < olderClicks; i++) work.push(older.execute(store));
          for (let i = 0; i < replies; i++) {
            work.push(
              s.schedule(Promise.resolve(), `reply ${i}`).then(() => {
                server.write(true);
                for (const listener of i % 2 === 0 ? link.message : link.reconnect) listener();
              }),
            );
          }
          await s.waitAll();
          await Promise.all(work);
          // Then the patient reads back to the start.
          while (store.get().canLoadOlder) {
            const reading = older.execute(store);
            await s.waitAll();
            await reading;
          }
          expect(store.get().messages).toEqual(server.messages);
          stop();
          expect(link.stopped).toBe(1);
          expect(link.message.size + link.reconnect.size).toBe(0);
        },
      ),
    );
  });
});
