import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPresenceList } from '../../../src/application/chat/apply-presence-list';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { NO_CHAT_DEPARTMENT_MESSAGE } from '../../../src/domain/chat/no-chat-department';
import { listFlags } from '../../../src/domain/lists/list-state';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { ok } from '../../../src/domain/shared/result';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { chatRow, chatRowsArb, phoneArb } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

const presenceArb = fc.array(fc.array(phoneArb, { maxLength: 4 }), { maxLength: 3 });

describe('the latest-patients chat history', () => {
  it('marks a row online iff its phone number is in the last presence list, before or after the load', async () => {
    await fc.assert(
      fc.asyncProperty(chatRowsArb, presenceArb, presenceArb, async (rows, before, after) => {
        const { ports, stores, useCases } = chatSetUp();
        ports.chat.answers.latestPatients.succeeds(rows);
        for (const list of before) applyPresenceList(stores.history, list);
        await useCases.loadLatestPatients.execute(stores.history);
        for (const list of after) applyPresenceList(stores.history, list);
        const last = [...before, ...after].at(-1) ?? [];
        for (const row of stores.history.get().list.items)
          expect(row.isOnline).toBe(last.includes(row.phoneNumber));
      }),
    );
  });

  it('a presence list arriving while the history loads is applied to the answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), chatRowsArb, presenceArb, async (s, rows, lists) => {
        const { ports, stores, useCases } = chatSetUp();
        ports.chat.answers.latestPatients.respondsWith(() => s.schedule(Promise.resolve(ok(rows))));
        const applied: string[][] = [];
        const presence = lists.map((list) =>
          s.schedule(Promise.resolve(list)).then((l) => {
            applied.push(l);
            applyPresenceList(stores.history, l);
          }),
        );
        const load = useCases.loadLatestPatients.execute(stores.history);
        await s.waitIdle();
        await Promise.all([load, ...presence]);
        const last = applied.at(-1) ?? [];
        expect(stores.history.get().list.items.map((row) => row.isOnline)).toEqual(
          rows.map((row) => last.includes(row.phoneNumber)),
        );
      }),
    );
  });

  it("sets the no-chat-department flag on the 404 with the backend's message only", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          NO_CHAT_DEPARTMENT_MESSAGE,
          'There is no such call.',
          'User token doesnt contain any chat departments',
        ),
        async (message) => {
          const { ports, stores, useCases } = chatSetUp();
          ports.chat.answers.latestPatients.fails(AppErrors.notFound({ message }));
          await useCases.loadLatestPatients.execute(stores.history);
          expect(stores.history.get().noChatDepartment).toBe(message === NO_CHAT_DEPARTMENT_MESSAGE);
          expect(listFlags(stores.history.get().list.status).error).toBe(true);
        },
      ),
    );
  });

  it('a later successful load clears the no-chat-department flag', async () => {
    const { ports, stores, useCases } = chatSetUp();
    ports.chat.answers.latestPatients.fails(AppErrors.notFound(NO_CHAT_DEPARTMENT_MESSAGE));
    await useCases.loadLatestPatients.execute(stores.history);
    expect(stores.history.get().noChatDepartment).toBe(true);
    ports.chat.answers.latestPatients.succeeds([chatRow('u1', '0750111', 1)]);
    await useCases.loadLatestPatients.execute(stores.history);
    expect(stores.history.get().noChatDepartment).toBe(false);
  });

  it('a 403 marks the chat area forbidden', async () => {
    const { ports, stores, useCases } = chatSetUp();
    ports.chat.answers.latestPatients.fails(AppErrors.forbidden());
    await useCases.loadLatestPatients.execute(stores.history);
    expect(ports.forbidden.get().isForbidden(PermissionArea.Chat)).toBe(true);
    expect(listFlags(stores.history.get().list.status).forbidden).toBe(true);
  });

  it.each(FAILURE_PATHS)('a $name failure ends the loading with the error flag', async ({ error }) => {
    const { ports, stores, useCases } = chatSetUp();
    ports.chat.answers.latestPatients.fails(error);
    await useCases.loadLatestPatients.execute(stores.history);
    expect(listFlags(stores.history.get().list.status)).toMatchObject({ loading: false, error: true });
  });
});
