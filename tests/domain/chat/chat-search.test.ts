import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { chatQueryPredicate, matchesChatQuery, searchChats } from '../../../src/domain/chat/chat-search';
import { chatQuery, chatRow, chatRows, isSubsequence, row } from './chat-row.arbitrary';

/** Changes the case of some letters, as a user typing may. */
const recase = (s: string, flips: readonly boolean[]) =>
  Array.from(s, (c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c.toLowerCase())).join(
    '',
  );

const slice = (s: string, a: number, b: number) => s.slice(Math.min(a, b), Math.max(a, b));

/** Two characters are the same ignoring case when they are equal once both are lowered or raised. */
const sameIgnoringCase = (a: string, b: string) =>
  a === b || a.toLowerCase() === b.toLowerCase() || a.toUpperCase() === b.toUpperCase();

/** The naive reading of "case-insensitive substring": try every position, compare character by character. */
function containsIgnoringCase(haystack: string, needle: string): boolean {
  const h = [...haystack];
  const n = [...needle];
  for (let i = 0; i + n.length <= h.length; i++) {
    if (n.every((c, j) => sameIgnoringCase(h[i + j] as string, c))) return true;
  }
  return false;
}

const holdsQuery = (r: { name: string; phoneNumber: string }, q: string) =>
  containsIgnoringCase(r.name, q) || r.phoneNumber.includes(q);

describe('the chat search', () => {
  it('finds a row by any part of its name, whatever the letter case', () => {
    fc.assert(
      fc.property(chatRow, fc.nat(), fc.nat(), fc.array(fc.boolean()), (r, a, b, flips) => {
        // İ and ı have no simple case folding to i/I: they are left to the dedicated examples.
        const name = r.name.replace(/İ|ı|\u0307/g, 'a');
        const query = recase(slice(name, a % (name.length + 1), b % (name.length + 1)), flips);
        return matchesChatQuery({ ...r, name }, query);
      }),
    );
  });

  it('finds a row by any part of its phone number', () => {
    fc.assert(
      fc.property(chatRow, fc.nat(), fc.nat(), (r, a, b) => {
        const n = r.phoneNumber.length + 1;
        return matchesChatQuery(r, slice(r.phoneNumber, a % n, b % n));
      }),
    );
  });

  it('keeps no row whose name and phone number both lack the query', () => {
    fc.assert(
      fc.property(chatRows, chatQuery, (rows, q) => searchChats(rows, q).every((r) => holdsQuery(r, q))),
    );
  });

  it('keeps every row whose name or phone number holds the query', () => {
    fc.assert(
      fc.property(chatRows, chatQuery, (rows, q) => {
        const kept = new Set(searchChats(rows, q));
        return rows.every((r) => kept.has(r) || !holdsQuery(r, q));
      }),
    );
  });

  it('keeps all rows for the empty query', () => {
    fc.assert(fc.property(chatRows, (rows) => searchChats(rows, '') === rows));
  });

  it('keeps the rows in their order and invents none', () => {
    fc.assert(fc.property(chatRows, chatQuery, (rows, q) => isSubsequence(searchChats(rows, q), rows)));
  });

  it('agrees with the single-row predicate', () => {
    fc.assert(
      fc.property(chatRows, chatQuery, (rows, q) => {
        const kept = searchChats(rows, q);
        return kept.length === rows.filter((r) => matchesChatQuery(r, q)).length;
      }),
    );
  });

  it.each<[string, string, string, boolean]>([
    ['Ali Hasan', '07501234567', 'ali', true],
    ['Ali Hasan', '07501234567', 'HASAN', true],
    ['Ali Hasan', '07501234567', 'i h', true],
    ['Ali Hasan', '07501234567', '0750', true],
    ['Ali Hasan', '07501234567', '4567', true],
    ['Ali Hasan', '07501234567', 'bana', false],
    ['Ali Hasan', '07501234567', '0770', false],
    ['Ali Hasan', '07501234567', ' ali', false],
    ['Ali Hasan', '07501234567', '', true],
    ['ÉLODIE', '+9647701112233', 'élo', true],
    ['İlkay', '+9647701112233', 'İLK', true],
    ['İlkay', '+9647701112233', 'ilk', false],
    ['Νίκος', '+9647701112233', 'ΝΊΚΟΣ', true],
    ['\u212Aurd', '+9647701112233', 'kurd', true],
    ['Ali (Ahmed)', '+9647701112233', '(ahmed)', true],
    ['Ali Ahmed', '+9647701112233', 'a.i', false],
    ['Ali Ahmed', '+9647701112233', 'ali|x', false],
    ['ئاراس کەریم', '+9647701112233', 'کەریم', true],
    ['Ali', '+9647701112233', '+964', true],
    ['Ali', '+9647701112233', '', true],
    ['İlkay', '+9647701112233', '\u0307', false],
    ['i\u0307lkay', '+9647701112233', '\u0307', true],
  ])('%s / %s searched for %j: %s', (name, phone, query, expected) => {
    expect(matchesChatQuery(row(name, phone, 0), query)).toBe(expected);
  });
});

describe('the chat search predicate prepared once per query', () => {
  it('answers exactly as the plain search for any sequence of queries', () => {
    fc.assert(
      fc.property(
        fc.array(chatRow),
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 6 }),
        (rows, queries) => {
          const predicate = chatQueryPredicate();
          return queries.every((q) => rows.every((r) => predicate(r, q) === matchesChatQuery(r, q)));
        },
      ),
    );
  });
});
