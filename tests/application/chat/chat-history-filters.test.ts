import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleChatRows } from '../../../src/application/chat/chat-history-state';
import { chooseChatStatus } from '../../../src/application/chat/choose-chat-status';
import { searchLatestPatients } from '../../../src/application/chat/search-latest-patients';
import type { ChatHistoryRow } from '../../../src/domain/chat/chat-history-row';
import { ChatStatus } from '../../../src/domain/chat/chat-status';
import { chatRow, chatRowsArb } from '../arbitraries/chat.arbitrary';
import { chatSetUp } from './chat-setup';

const statusArb = fc.constantFrom(ChatStatus.Unseen, ChatStatus.AllSeen, ChatStatus.All);
const queryArb = fc.constantFrom('', 'al', 'AL', '0750', '222', 'ئا', 'x');

async function loadedWith(rows: readonly ChatHistoryRow[]) {
  const setup = chatSetUp();
  setup.ports.chat.answers.latestPatients.succeeds(rows);
  await setup.useCases.loadLatestPatients.execute(setup.stores.history);
  return setup;
}

describe('the chat history filters', () => {
  it('shows the rows that pass the status filter and the search', async () => {
    await fc.assert(
      fc.asyncProperty(chatRowsArb, statusArb, queryArb, async (rows, status, query) => {
        const { stores } = await loadedWith(rows);
        chooseChatStatus(stores.history, status);
        searchLatestPatients(stores.history, query);
        const wanted = rows.filter(
          (row) =>
            (status === ChatStatus.All || (status === ChatStatus.Unseen) === row.unseenByAdmin > 0) &&
            (row.name.toLowerCase().includes(query.toLowerCase()) || row.phoneNumber.includes(query)),
        );
        expect(visibleChatRows(stores.history.get())).toEqual(wanted);
      }),
    );
  });

  it.each([
    { status: ChatStatus.Unseen, shown: ['u1'] },
    { status: ChatStatus.AllSeen, shown: ['u2'] },
    { status: ChatStatus.All, shown: ['u1', 'u2'] },
  ])('status $status shows $shown', async ({ status, shown }) => {
    const { stores } = await loadedWith([chatRow('u1', '0750111', 2), chatRow('u2', '0750222', 0)]);
    chooseChatStatus(stores.history, status);
    expect(visibleChatRows(stores.history.get()).map((row) => row.superUserId)).toEqual(shown);
  });

  it.each([
    { query: 'shil', shown: ['u1'] },
    { query: 'SHIL', shown: ['u1'] },
    { query: '0770', shown: ['u2'] },
    { query: '', shown: ['u1', 'u2'] },
  ])('search "$query" shows $shown', async ({ query, shown }) => {
    const { stores } = await loadedWith([
      chatRow('u1', '0750111', 0, 'Shilan'),
      chatRow('u2', '0770222', 0, 'Karwan'),
    ]);
    searchLatestPatients(stores.history, query);
    expect(visibleChatRows(stores.history.get()).map((row) => row.superUserId)).toEqual(shown);
  });
});
