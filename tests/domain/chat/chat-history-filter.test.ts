import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { filterChatHistory } from '../../../src/domain/chat/chat-history-filter';
import { matchesChatQuery } from '../../../src/domain/chat/chat-search';
import { ChatStatus } from '../../../src/domain/chat/chat-status';
import { matchesChatStatus } from '../../../src/domain/chat/chat-status-filter';
import { chatQuery, chatRows, isSubsequence, row } from './chat-row.arbitrary';

const status = fc.constantFrom(ChatStatus.Unseen, ChatStatus.AllSeen, ChatStatus.All);

describe('the chat history filter: status and search combined', () => {
  it('keeps a row only when both the status filter and the search hold', () => {
    fc.assert(
      fc.property(chatRows, status, chatQuery, (rows, s, q) =>
        filterChatHistory(rows, s, q).every((r) => matchesChatStatus(r, s) && matchesChatQuery(r, q)),
      ),
    );
  });

  it('keeps every row for which both hold', () => {
    fc.assert(
      fc.property(chatRows, status, chatQuery, (rows, s, q) => {
        const kept = new Set(filterChatHistory(rows, s, q));
        return rows.every((r) => kept.has(r) || !(matchesChatStatus(r, s) && matchesChatQuery(r, q)));
      }),
    );
  });

  it('keeps the rows in their order and invents none', () => {
    fc.assert(
      fc.property(chatRows, status, chatQuery, (rows, s, q) =>
        isSubsequence(filterChatHistory(rows, s, q), rows),
      ),
    );
  });

  it('keeps all rows for status 2 and the empty query', () => {
    fc.assert(fc.property(chatRows, (rows) => filterChatHistory(rows, ChatStatus.All, '') === rows));
  });

  const rows = [row('Ali', '0750', 3), row('Alan', '0751', 0), row('Bana', '0770', 1)];
  it.each([
    [ChatStatus.Unseen, 'al', ['Ali']],
    [ChatStatus.AllSeen, 'al', ['Alan']],
    [ChatStatus.All, 'AL', ['Ali', 'Alan']],
    [ChatStatus.Unseen, '07', ['Ali', 'Bana']],
    [ChatStatus.AllSeen, '0770', []],
    [ChatStatus.Unseen, '', ['Ali', 'Bana']],
  ])('status %i with %j keeps %j', (s, q, names) => {
    expect(filterChatHistory(rows, s, q).map((r) => r.name)).toStrictEqual(names);
  });
});
