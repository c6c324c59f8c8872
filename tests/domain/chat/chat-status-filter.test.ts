import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { ChatStatus } from '../../../src/domain/chat/chat-status';
import { filterByChatStatus } from '../../../src/domain/chat/chat-status-filter';
import { chatRows, isSubsequence, row } from './chat-row.arbitrary';

const status = fc.constantFrom(ChatStatus.Unseen, ChatStatus.AllSeen, ChatStatus.All);

describe('the chat status filter', () => {
  it('0 keeps exactly the rows with unseen messages', () => {
    fc.assert(
      fc.property(chatRows, (rows) => {
        const kept = filterByChatStatus(rows, ChatStatus.Unseen);
        return (
          kept.every((r) => r.unseenByAdmin > 0) &&
          kept.length === rows.filter((r) => r.unseenByAdmin > 0).length
        );
      }),
    );
  });

  it('1 keeps exactly the rows with none', () => {
    fc.assert(
      fc.property(chatRows, (rows) => {
        const kept = filterByChatStatus(rows, ChatStatus.AllSeen);
        return (
          kept.every((r) => r.unseenByAdmin <= 0) &&
          kept.length === rows.filter((r) => r.unseenByAdmin <= 0).length
        );
      }),
    );
  });

  it('2 keeps all', () => {
    fc.assert(fc.property(chatRows, (rows) => filterByChatStatus(rows, ChatStatus.All) === rows));
  });

  it('splits the rows in two between 0 and 1', () => {
    fc.assert(
      fc.property(
        chatRows,
        (rows) =>
          filterByChatStatus(rows, ChatStatus.Unseen).length +
            filterByChatStatus(rows, ChatStatus.AllSeen).length ===
          rows.length,
      ),
    );
  });

  it('keeps the rows in their order and invents none', () => {
    fc.assert(fc.property(chatRows, status, (rows, s) => isSubsequence(filterByChatStatus(rows, s), rows)));
  });

  const rows = [row('Ali', '0750', 3), row('Bana', '0751', 0), row('Chro', '0770', 1)];
  it.each([
    [ChatStatus.Unseen, ['Ali', 'Chro']],
    [ChatStatus.AllSeen, ['Bana']],
    [ChatStatus.All, ['Ali', 'Bana', 'Chro']],
  ])('status %i keeps %j', (s, names) => {
    expect(filterByChatStatus(rows, s).map((r) => r.name)).toStrictEqual(names);
  });
});
