import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { err, ok } from '../../../src/domain/shared/result';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { message } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

const U1 = asChatUserId('u1');

async function withOpenChat() {
  const setup = chatSetUp();
  setup.ports.chat.answers.messages.succeeds({ chats: [message('m1')] });
  await setup.useCases.openChat.execute(setup.stores, U1);
  return setup;
}

describe('send a message to a patient (POST /api/Chats/SendToPatient)', () => {
  it('a message of only blanks is refused without a call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[ \t\n\r]*$/), async (text) => {
        const { ports, stores, useCases } = await withOpenChat();
        const result = await useCases.sendMessage.execute(stores.conversation, U1, text);
        expect(result).toEqual({ ok: false, error: { code: 'EmptyMessage' } });
        expect(ports.chat.answers.sendToPatient.count).toBe(0);
      }),
    );
  });

  it('sends the text without surrounding blanks to the patient and adds the stored message at the end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((t) => t.trim() !== ''),
        async (text) => {
          const { ports, stores, useCases } = await withOpenChat();
          ports.chat.answers.sendToPatient.respondsWith((_user, sent) =>
            ok({ ...message('m2'), text: sent, fromStaff: true }),
          );
          await useCases.sendMessage.execute(stores.conversation, U1, ` ${text}\n`);
          expect(ports.chat.answers.sendToPatient.calls).toEqual([[U1, text.trim(), undefined]]);
          expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
        },
      ),
    );
  });

  it('a message sent to a chat no longer open is not added to the open one', async () => {
    const { stores, useCases } = await withOpenChat();
    await useCases.sendMessage.execute(stores.conversation, asChatUserId('u9'), 'hello');
    expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('a 403 marks the chat area forbidden', async () => {
    const { ports, stores, useCases } = await withOpenChat();
    ports.chat.answers.sendToPatient.fails(AppErrors.forbidden());
    await useCases.sendMessage.execute(stores.conversation, U1, 'hello');
    expect(ports.forbidden.get().isForbidden(PermissionArea.Chat)).toBe(true);
  });

  it.each(FAILURE_PATHS)('a $name failure comes back and adds nothing', async ({ error }) => {
    const { ports, stores, useCases } = await withOpenChat();
    ports.chat.answers.sendToPatient.fails(error);
    expect(await useCases.sendMessage.execute(stores.conversation, U1, 'hello')).toEqual({
      ok: false,
      error,
    });
    expect(stores.conversation.get().messages.messages.map((m) => m.id)).toEqual(['m1']);
  });
});

describe('sending again with the same key', () => {
  it('hands the idempotency key to the server on each try, so a retry is stored once', async () => {
    const { ports, stores, useCases } = chatSetUp();
    await useCases.openChat.execute(stores, U1);
    ports.chat.answers.sendToPatient.once(() => err(AppErrors.networkFailure()));
    const failed = await useCases.sendMessage.execute(stores.conversation, U1, 'hello', 'key-1');
    const retried = await useCases.sendMessage.execute(stores.conversation, U1, 'hello', 'key-1');
    expect(failed.ok).toBe(false);
    expect(retried.ok).toBe(true);
    expect(ports.chat.answers.sendToPatient.calls.map(([, , key]) => key)).toEqual(['key-1', 'key-1']);
    expect(stores.conversation.get().messages.messages.filter((m) => m.id === 'm-sent')).toHaveLength(1);
  });
});
